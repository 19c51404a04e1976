/** API paths of emails to candidates. */
export const CANDIDATE_EMAIL_PATHS = {
  ofApplicant: '/api/candidate-emails/applicant/:kind/:applicantId',
  send: '/api/candidate-emails/send',
} as const;
