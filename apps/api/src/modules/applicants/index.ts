// What other modules may use of "applicants"; everything else in this folder is its own.
export { findApplicant, listApplicants } from './applicants.repo';
export { applicantsRoutes } from './applicants.routes';
export { seedApplicantsDemo } from './applicants.seed';
export { createApplicantsService } from './applicants.service';
