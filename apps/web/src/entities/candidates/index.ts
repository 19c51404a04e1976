export { AddToRequisitionDialog } from './add-to-requisition-dialog';
export { CandidateActivity } from './candidate-activity';
export { CandidateApplications } from './candidate-applications';
export { CandidateDuplicates } from './candidate-duplicates';
export { DuplicateWarning } from './duplicate-warning';
