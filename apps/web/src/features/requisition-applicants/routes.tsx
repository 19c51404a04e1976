import { lazyPage } from '../../shared/routing/lazy-page';
import { staffRoute } from '../../shared/routing/paths';
import type { FeatureRoutes } from '../../shared/routing/route-types';

export const requisitionApplicantsRoutes: FeatureRoutes = {
  staff: [
    {
      path: staffRoute('reqApplicantTracker'),
      handle: { breadcrumb: 'Requisition Applicant Tracker' },
      lazy: lazyPage(() => import('./pages/req-applicant-tracker-page')),
    },
    {
      path: staffRoute('reqApplicant'),
      handle: { breadcrumb: 'Applicant', dynamicBreadcrumb: true },
      lazy: lazyPage(() => import('./pages/req-applicant-page')),
    },
    {
      path: staffRoute('archivedReqApplicantTracker'),
      handle: { breadcrumb: 'Requisition Applicant Tracker', archived: true },
      lazy: lazyPage(() => import('./pages/archived-req-applicant-tracker-page')),
    },
    {
      path: staffRoute('archivedReqApplicant'),
      handle: { breadcrumb: 'Applicant', dynamicBreadcrumb: true, archived: true },
      lazy: lazyPage(() => import('./pages/archived-req-applicant-page')),
    },
  ],
};
