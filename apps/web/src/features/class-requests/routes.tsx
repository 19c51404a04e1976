import { lazyPage } from '../../shared/routing/lazy-page';
import { staffRoute } from '../../shared/routing/paths';
import type { FeatureRoutes } from '../../shared/routing/route-types';

/**
 * The Class Requests Tracker (SPEC §2): the list and one request with its versions. The detail
 * is nested under the list's path so its breadcrumb reads "… / Class Requests Tracker / CR-…".
 */
export const classRequestsRoutes: FeatureRoutes = {
  staff: [
    {
      path: staffRoute('classRequests'),
      handle: { breadcrumb: 'Class Requests Tracker' },
      children: [
        { index: true, lazy: lazyPage(() => import('./pages/class-requests-page')) },
        {
          path: staffRoute('classRequest', {}, 'classRequests'),
          handle: { dynamicBreadcrumb: true },
          lazy: lazyPage(() => import('./pages/class-request-page')),
        },
      ],
    },
  ],
};
