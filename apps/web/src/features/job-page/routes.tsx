import { lazyPage } from '../../shared/routing/lazy-page';
import type { FeatureRoutes } from '../../shared/routing/route-types';

/**
 * The public job description (SPEC §2), in the guest layout; no staff code. The job board is the
 * page the server sends (`/jobs`, docs/decisions/candidate-pages.md#the-served-job-board): links
 * to it load it whole.
 */
export const jobPageRoutes: FeatureRoutes = {
  public: [
    {
      path: 'interviews/requisition/:requisitionId',
      handle: { breadcrumb: 'Job Description' },
      lazy: lazyPage(() => import('./pages/job-page')),
    },
  ],
};
