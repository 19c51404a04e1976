/** Applicant UI shared by the manual and requisition applicant trackers. */

export { ApplicantInterviews } from './applicant-interviews';
export { ApplicantTimeline } from './applicant-timeline';
export { AssessmentActions } from './assessment-actions';
export { ApplicantBulkActions, ArchiveRowButton, useArchiveActions } from './bulk-actions';
export { InterviewStatusChip, OutcomeChip } from './interview-chips';
export { interviewTimelineText } from './interview-timeline-text';
export { PossibleDuplicates } from './possible-duplicates';
export { SendAssessmentDialog } from './send-assessment-dialog';
export { type InterviewRecipient, SendInterviewDialog } from './send-interview-dialog';
export { StatusChip } from './status-chip';
export { type StatusChange, StatusDialog } from './status-dialog';
