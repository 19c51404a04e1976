import { lazyPage } from '../../shared/routing/lazy-page';
import type { FeatureRoutes } from '../../shared/routing/route-types';

/** The public job description (SPEC §2), in the guest layout; no staff code in its chunk. */
export const jobPageRoutes: FeatureRoutes = {
  public: [
    {
      path: 'interviews/requisition/:requisitionId',
      handle: { breadcrumb: 'Job Description' },
      lazy: lazyPage(() => import('./pages/job-page')),
    },
  ],
};
