// What other modules may use of "assessment-templates"; everything else in this folder is its own.
export { findTemplate } from './assessment-templates.repo';
export { assessmentTemplatesRoutes } from './assessment-templates.routes';
export { seedAssessmentTemplates } from './assessment-templates.seed';
export { DEFAULT_LANGUAGE_TEMPLATE, DEFAULT_WRITING_TEMPLATE } from './default-templates';
