// What other modules may use of "candidate-emails"; everything else in this folder is its own.
export {
  type ApplicantContext,
  findApplicantContext,
  mailLanguageOf,
  mergeValuesOf,
  reachApplicant,
  TIMELINE_ENTITY,
  TRACKER_MENU_ITEM,
} from './applicant-context.repo';
export {
  confirmationMail,
  continueLinkMail,
  emailChangeMail,
  notSelectedMail,
} from './application-mail';
export { sendTemplate } from './bulk-status-email';
export { enqueueCandidateEmail } from './candidate-emails.repo';
export { candidateEmailsRoutes } from './candidate-emails.routes';
export {
  CANDIDATE_MAIL_PURPOSE,
  interviewMailPurpose,
  textShownToStaff,
} from './candidate-mail-purposes';
export {
  greeting,
  type MailLocale,
  type MailT,
  mailDate,
  mailWords,
} from './candidate-mail-words';
export {
  interviewCancelMail,
  interviewInviteMail,
  interviewSubject,
  interviewWhen,
} from './interview-schedule-mail';
export { statusMail } from './status-mail';
