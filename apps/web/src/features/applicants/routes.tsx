import { lazyPage } from '../../shared/routing/lazy-page';
import type { FeatureRoutes } from '../../shared/routing/route-types';

export const applicantsRoutes: FeatureRoutes = {
  staff: [
    {
      path: 'talent-discovery/applicant-tracker',
      handle: { breadcrumb: 'Manual Applicant Tracker' },
      lazy: lazyPage(() => import('./pages/applicant-tracker-page')),
    },
    {
      path: 'talent-discovery/applicant-tracker/:id',
      handle: { breadcrumb: 'Applicant', dynamicBreadcrumb: true },
      lazy: lazyPage(() => import('./pages/applicant-page')),
    },
    {
      path: 'archived-items/applicant-tracker',
      handle: { breadcrumb: 'Manual Applicant Tracker', archived: true },
      lazy: lazyPage(() => import('./pages/archived-applicant-tracker-page')),
    },
  ],
};
