/** Applicant UI shared by the manual and requisition applicant trackers. */

export { ApplicantDetail, DetailField, DetailSection } from './applicant-detail';
export { ApplicantInterviews } from './applicant-interviews';
export { ApplicantTimeline } from './applicant-timeline';
export { ApplicantTracker, type ApplicantTrackerView, type TrackerRow } from './applicant-tracker';
export { ApplicantBulkActions, ArchiveRowButton, useArchiveActions } from './bulk-actions';
export { InterviewStatusChip, OutcomeChip } from './interview-chips';
export { PossibleDuplicates } from './possible-duplicates';
export { SendAssessmentDialog } from './send-assessment-dialog';
export { SendInterviewDialog } from './send-interview-dialog';
export { StatusChip } from './status-chip';
export type { StatusChange } from './status-dialog';
export { StatusDialog } from './status-dialog';
