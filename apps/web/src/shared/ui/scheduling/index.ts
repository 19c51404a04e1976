/** Interview scheduling and scorecards on the applicant pages, the board and My interviews. */
export { ApplicantWorkspacePanels } from './applicant-workspace-panels';
export { interviewWhen } from './interview-when';
export { ScheduleInterviewDialog } from './schedule-interview-dialog';
export { useMyInterviewsQuery } from './scheduling-api';
export { schedulingTimelineText } from './scheduling-timeline-text';
export { ScorecardDialog } from './scorecard-dialog';
