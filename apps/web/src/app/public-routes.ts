import { PUBLIC_URLS } from '@ats/contract';
import { applicationFlowRoutes } from '../features/application-flow/routes';
import { authRoutes } from '../features/auth/routes';
import { hiringFormRoutes } from '../features/hiring-form/routes';
import { interviewsRoutes } from '../features/interviews/routes';
import { jobPageRoutes } from '../features/job-page/routes';
import type { FeatureRoutes } from '../shared/routing/route-types';

/**
 * A feature's public routes, each checked against the contract's table of public URLs (the one
 * the API's served pages and its SPA fallback read). A public page missing from the table fails
 * here, when the public entry loads (and in its test), not later as a page the server answers
 * with the wrong shell.
 */
const atPublicUrls = (feature: FeatureRoutes): FeatureRoutes => {
  // Checked in development and in public-routes.test.ts: the production entry does not carry the table.
  if (!import.meta.env.DEV) return feature;
  const routerPaths = new Set<string>(Object.values(PUBLIC_URLS).map((url) => url.slice(1)));
  for (const route of feature.public ?? [])
    if (route.path !== undefined && !routerPaths.has(route.path))
      throw new Error(`public route ${route.path} is not in the contract's PUBLIC_URLS`);
  return feature;
};

/**
 * The features with public pages (candidates and guests). The public entry (public.html) is built
 * from these alone, so a candidate on a phone downloads no staff code; the staff app composes the
 * same routes through feature-routes.ts.
 */
export const applicationFlow = atPublicUrls(applicationFlowRoutes);
/** The staff sign-in screens (login-only routes: the contract's STAFF_SIGN_IN_PATHS). */
export const auth = authRoutes;
export const hiringForm = atPublicUrls(hiringFormRoutes);
export const interviews = atPublicUrls(interviewsRoutes);
export const jobPage = atPublicUrls(jobPageRoutes);
