/** Interview scheduling and scorecards on the applicant pages, the board and My interviews. */

export { useMyInterviewsQuery } from './api';
export { ApplicantWorkspacePanels } from './applicant-workspace-panels';
export { interviewWhen } from './interview-when';
export { MyInterviewsLink } from './my-interviews-link';
export { ScheduleInterviewDialog } from './schedule-interview-dialog';
export { schedulingTimelineText } from './scheduling-timeline-text';
export { ScorecardDialog } from './scorecard-dialog';
