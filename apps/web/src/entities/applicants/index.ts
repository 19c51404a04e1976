/** Applicant UI shared by the manual and requisition applicant trackers. */

export { ApplicantFormFields } from './applicant-form-fields';
export { ApplicantInterviews } from './applicant-interviews';
export { ApplicantTimeline } from './applicant-timeline';
export { ApplicantBulkActions, ArchiveRowButton, type BulkTrigger, useArchiveActions } from './bulk-actions';
export { InterviewStatusChip, OutcomeChip } from './interview-chips';
export { PossibleDuplicates } from './possible-duplicates';
export { SendAssessmentDialog } from './send-assessment-dialog';
export { SendInterviewDialog } from './send-interview-dialog';
export { StatusChip } from './status-chip';
export type { StatusChange } from './status-dialog';
export { StatusDialog } from './status-dialog';
