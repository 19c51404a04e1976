export const AUDIT_ACTIONS = [
  'create',
  'update',
  'delete',
  'archive',
  'unarchive',
  'status_change',
  'sign_in',
  'sign_out',
  'sign_in_locked',
  'sign_in_slowed',
  'password_reset',
  'publish',
  'unpublish',
  // Interviews and test results (docs/decisions/interviews.md)
  'interview_send',
  'interview_resend',
  'interview_remind',
  'interview_start',
  'interview_submit',
  'interview_evaluate',
  'interview_abandon',
  'interview_retake',
  /** The server could not check a video answer (its probe failed for good): a free retake. */
  'video_check_failed',
  // Assessments and aNPS (docs/decisions/assessments.md, docs/decisions/anps.md)
  'assessment_review',
  'anps_send',
  'anps_answer',
  'spoken_answer',
  'spoken_rate',
  // Application flow (docs/decisions/application-flow.md)
  'application_withdraw',
  'application_deletion_request',
  'application_erase',
  // Recruiter workspace: candidate emails, scheduling, scorecards (docs/decisions/candidate-emails.md, scheduling.md, scorecards.md)
  'email_sent',
  'schedule_interview',
  'reschedule_interview',
  'cancel_interview',
  'scorecard_template',
  'scorecard_submit',
  // One candidate record (docs/decisions/candidates.md)
  'candidate_merge',
  'add_to_requisition',
  // Candidate data portability (docs/decisions/data-exports.md)
  'data_export',
  'data_export_download',
] as const;
export type TAuditAction = (typeof AUDIT_ACTIONS)[number];
