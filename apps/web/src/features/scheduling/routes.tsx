import { lazyPage } from '../../shared/routing/lazy-page';
import type { FeatureRoutes } from '../../shared/routing/route-types';

/** "My interviews": any signed-in user (interviewers need no tracker permission). */
export const schedulingRoutes: FeatureRoutes = {
  staff: [
    {
      path: 'my-interviews',
      handle: { breadcrumb: 'My interviews' },
      lazy: lazyPage(() => import('./pages/my-interviews-page')),
    },
  ],
};
