/**
 * The features with public pages (candidates and guests). The public entry (public.html) is built
 * from these alone, so a candidate on a phone downloads no staff code; the staff app composes the
 * same routes through feature-routes.ts.
 */
export { applicationFlowRoutes as applicationFlow } from '../features/application-flow/routes';
export { hiringFormRoutes as hiringForm } from '../features/hiring-form/routes';
export { interviewsRoutes as interviews } from '../features/interviews/routes';
export { jobPageRoutes as jobPage } from '../features/job-page/routes';
