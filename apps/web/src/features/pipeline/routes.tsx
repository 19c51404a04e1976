import { lazyPage } from '../../shared/routing/lazy-page';
import { staffRoute } from '../../shared/routing/paths';
import type { FeatureRoutes } from '../../shared/routing/route-types';

export const pipelineRoutes: FeatureRoutes = {
  staff: [
    {
      path: staffRoute('pipeline'),
      handle: {
        breadcrumb: 'Pipeline',
        dynamicBreadcrumb: true,
        permission: { id: 'req-applicant-tracker', op: 'view' },
      },
      lazy: lazyPage(() => import('./pages/pipeline-page')),
    },
  ],
};
