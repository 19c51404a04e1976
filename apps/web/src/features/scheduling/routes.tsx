import { lazyPage } from '../../shared/routing/lazy-page';
import { staffRoute } from '../../shared/routing/paths';
import type { FeatureRoutes } from '../../shared/routing/route-types';

/** "My interviews": any signed-in user (interviewers need no tracker permission). */
export const schedulingRoutes: FeatureRoutes = {
  staff: [
    {
      path: staffRoute('myInterviews'),
      handle: { breadcrumb: 'My interviews' },
      lazy: lazyPage(() => import('./pages/my-interviews-page')),
    },
  ],
};
