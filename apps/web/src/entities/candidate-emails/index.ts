/** Candidate emails: the template picker and the email log of the applicant pages. */

export { useSendCandidateEmailMutation } from './api';
export { CandidateEmailsPanel } from './candidate-emails-panel';
export { type TemplateLanguageChoice, TemplatePicker, templateLanguageBody } from './template-picker';
