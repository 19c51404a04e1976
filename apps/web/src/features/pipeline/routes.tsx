import { lazyPage } from '../../shared/routing/lazy-page';
import type { FeatureRoutes } from '../../shared/routing/route-types';

export const pipelineRoutes: FeatureRoutes = {
  staff: [
    {
      path: 'talent-discovery/requisitions/:requisitionId/pipeline',
      handle: {
        breadcrumb: 'Pipeline',
        dynamicBreadcrumb: true,
        permission: { id: 'req-applicant-tracker', op: 'view' },
      },
      lazy: lazyPage(() => import('./pages/pipeline-page')),
    },
  ],
};
