/**
 * Purposes of the fixed candidate emails the system sends itself (templates carry their own
 * purpose; status changes use `status-<status>`).
 */
export const CANDIDATE_MAIL_PURPOSE = {
  notSelected: 'not-selected',
  applicationConfirmation: 'application-confirmation',
  continueLink: 'continue-link',
  emailChange: 'email-change',
  interviewInvitation: 'interview-invitation',
  interviewReminder: 'interview-reminder',
  assessmentInvitation: 'assessment-invitation',
  assessmentReminder: 'assessment-reminder',
  anpsSurvey: 'anps-survey',
} as const;

/** Interview types the assessments feature sends (their mails are logged as assessments). */
const ASSESSMENT_TYPES: ReadonlySet<string> = new Set(['language', 'writing']);

/** The purpose of an interview or assessment link mail of this type. */
export const interviewMailPurpose = (type: string, mail: 'invitation' | 'reminder') =>
  ASSESSMENT_TYPES.has(type)
    ? mail === 'invitation'
      ? CANDIDATE_MAIL_PURPOSE.assessmentInvitation
      : CANDIDATE_MAIL_PURPOSE.assessmentReminder
    : mail === 'invitation'
      ? CANDIDATE_MAIL_PURPOSE.interviewInvitation
      : CANDIDATE_MAIL_PURPOSE.interviewReminder;

/**
 * Mails whose links are bearer tokens: whoever holds one acts as the candidate (opens the
 * application, confirms an address, takes the interview, answers the survey). The candidate gets
 * the real link; staff reading the log see it replaced.
 */
const PRIVATE_LINK_PURPOSES: ReadonlySet<string> = new Set([
  CANDIDATE_MAIL_PURPOSE.applicationConfirmation,
  CANDIDATE_MAIL_PURPOSE.continueLink,
  CANDIDATE_MAIL_PURPOSE.emailChange,
  CANDIDATE_MAIL_PURPOSE.interviewInvitation,
  CANDIDATE_MAIL_PURPOSE.interviewReminder,
  CANDIDATE_MAIL_PURPOSE.assessmentInvitation,
  CANDIDATE_MAIL_PURPOSE.assessmentReminder,
  CANDIDATE_MAIL_PURPOSE.anpsSurvey,
]);

const PRIVATE_LINK = '[private link]';

/** Every web address in the text (trailing sentence punctuation is left in place). */
const URL_PATTERN = /\bhttps?:\/\/[^\s<>"]*[^\s<>".,;:!?)\]]/gi;

/** The text staff may read: links of a private-link mail replaced, anything else as sent. */
export const textShownToStaff = (purpose: string, text: string) =>
  PRIVATE_LINK_PURPOSES.has(purpose) ? text.replace(URL_PATTERN, PRIVATE_LINK) : text;
