import { lazyPage } from '../../shared/routing/lazy-page';
import type { FeatureRoutes } from '../../shared/routing/route-types';

export const requisitionApplicantsRoutes: FeatureRoutes = {
  staff: [
    {
      path: 'talent-discovery/req-applicant-tracker',
      handle: { breadcrumb: 'Requisition Applicant Tracker' },
      lazy: lazyPage(() => import('./pages/req-applicant-tracker-page')),
    },
    {
      path: 'talent-discovery/req-applicant-tracker/:id',
      handle: { breadcrumb: 'Applicant', dynamicBreadcrumb: true },
      lazy: lazyPage(() => import('./pages/req-applicant-page')),
    },
    {
      path: 'archived-items/req-applicant-tracker',
      handle: { breadcrumb: 'Requisition Applicant Tracker', archived: true },
      lazy: lazyPage(() => import('./pages/archived-req-applicant-tracker-page')),
    },
    {
      path: 'archived-items/req-applicant-tracker/:id',
      handle: { breadcrumb: 'Applicant', dynamicBreadcrumb: true, archived: true },
      lazy: lazyPage(() => import('./pages/archived-req-applicant-page')),
    },
  ],
};
