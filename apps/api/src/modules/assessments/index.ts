// What other modules may use of "assessments"; everything else in this folder is its own.
export { assessmentsRoutes, candidateAssessmentsRoutes } from './assessments.routes';
