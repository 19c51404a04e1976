/**
 * THE route composition file: one line per feature, each exporting its `FeatureRoutes`
 * (see src/shared/README.md). The router reads every export of this module.
 */

export { apiTokensRoutes as apiTokens } from '../features/api-tokens/routes';
export { applicantsRoutes as applicants } from '../features/applicants/routes';
export { applicationFlowRoutes as applicationFlow } from '../features/application-flow/routes';
export { archivedItemsRoutes as archivedItems } from '../features/archived-items/routes';
export { assessmentTemplatesRoutes as assessmentTemplates } from '../features/assessment-templates/routes';
export { auditLogRoutes as auditLog } from '../features/audit-log/routes';
export { authRoutes as auth } from '../features/auth/routes';
export { classRequestsRoutes as classRequests } from '../features/class-requests/routes';
export { dashboardRoutes as dashboard } from '../features/dashboard/routes';
export { emailTemplatesRoutes as emailTemplates } from '../features/email-templates/routes';
export { hiringFormRoutes as hiringForm } from '../features/hiring-form/routes';
export { interviewResultsRoutes as interviewResults } from '../features/interview-results/routes';
export { interviewsRoutes as interviews } from '../features/interviews/routes';
export { jobPageRoutes as jobPage } from '../features/job-page/routes';
export { linesOfBusinessRoutes as linesOfBusiness } from '../features/lines-of-business/routes';
export { pipelineRoutes as pipeline } from '../features/pipeline/routes';
export { promptsRoutes as prompts } from '../features/prompts/routes';
export { requisitionApplicantsRoutes as requisitionApplicants } from '../features/requisition-applicants/routes';
export { requisitionsRoutes as requisitions } from '../features/requisitions/routes';
export { resourcesRoutes as resources } from '../features/resources/routes';
export { rolesRoutes as roles } from '../features/roles/routes';
export { schedulingRoutes as scheduling } from '../features/scheduling/routes';
export { screeningRoutes as screening } from '../features/screening/routes';
export { usersRoutes as users } from '../features/users/routes';
export { webhooksRoutes as webhooks } from '../features/webhooks/routes';
