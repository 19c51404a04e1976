// What other modules may use of "requisition-applicants"; everything else in this folder is its own.
export {
  findRequisitionApplicant,
  HIRED_STATUSES,
  insertRequisitionApplicant,
  listRequisitionApplicants,
  syncNumHired,
  timelineOf,
} from './requisition-applicants.repo';
export { requisitionApplicantsRoutes } from './requisition-applicants.routes';
export { createRequisitionApplicantsService } from './requisition-applicants.service';
