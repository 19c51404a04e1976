import { lazyPage } from '../../shared/routing/lazy-page';
import { staffRoute } from '../../shared/routing/paths';
import type { FeatureRoutes } from '../../shared/routing/route-types';

export const applicantsRoutes: FeatureRoutes = {
  staff: [
    {
      path: staffRoute('applicantTracker'),
      handle: { breadcrumb: 'Manual Applicant Tracker' },
      lazy: lazyPage(() => import('./pages/applicant-tracker-page')),
    },
    {
      path: staffRoute('applicant'),
      handle: { breadcrumb: 'Applicant', dynamicBreadcrumb: true },
      lazy: lazyPage(() => import('./pages/applicant-page')),
    },
    {
      path: staffRoute('archivedApplicantTracker'),
      handle: { breadcrumb: 'Manual Applicant Tracker', archived: true },
      lazy: lazyPage(() => import('./pages/archived-applicant-tracker-page')),
    },
  ],
};
