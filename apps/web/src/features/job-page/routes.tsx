import { lazyPage } from '../../shared/routing/lazy-page';
import type { FeatureRoutes } from '../../shared/routing/route-types';

/** The public job description (SPEC §2) and the job board, in the guest layout; no staff code. */
export const jobPageRoutes: FeatureRoutes = {
  public: [
    {
      path: 'interviews/requisition/:requisitionId',
      handle: { breadcrumb: 'Job Description' },
      lazy: lazyPage(() => import('./pages/job-page')),
    },
    { path: 'jobs', lazy: lazyPage(() => import('./pages/job-board-page')) },
  ],
};
