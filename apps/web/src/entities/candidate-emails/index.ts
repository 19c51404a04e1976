/** Candidate emails: the template picker and the email log of the applicant pages. */

export { useSendCandidateEmailMutation } from './api';
export { CandidateEmailsPanel } from './candidate-emails-panel';
export { TemplatePicker } from './template-picker';
