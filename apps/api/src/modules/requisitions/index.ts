// What other modules may use of "requisitions"; everything else in this folder is its own.
export {
  claimRequisitionUid,
  findRequisition,
  issueRequisitionUid,
  listRequisitions,
  lockRequisition,
} from './requisitions.repo';
export { requisitionsRoutes } from './requisitions.routes';
export { seedRequisitionsDemo } from './requisitions.seed';
export { createRequisitionsService } from './requisitions.service';
