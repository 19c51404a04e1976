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
  // Interviews and test results (docs/decisions.md, "Interviews")
  'interview_send',
  'interview_resend',
  'interview_remind',
  'interview_start',
  'interview_submit',
  'interview_evaluate',
  'interview_abandon',
  'interview_retake',
  // Assessments and aNPS (docs/decisions.md, "Assessments and aNPS")
  'assessment_review',
  'anps_send',
  'anps_answer',
  // Application flow (docs/decisions.md, "Application flow")
  'application_withdraw',
  'application_deletion_request',
] as const;
export type TAuditAction = (typeof AUDIT_ACTIONS)[number];
