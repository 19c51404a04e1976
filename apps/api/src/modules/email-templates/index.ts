// What other modules may use of "email-templates"; everything else in this folder is its own.
export { defaultTemplateFor, findEmailTemplate, templateInLanguage } from './email-templates.repo';
export { emailTemplatesRoutes } from './email-templates.routes';
