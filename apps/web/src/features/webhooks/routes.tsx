import { lazyPage } from '../../shared/routing/lazy-page';
import { staffRoute } from '../../shared/routing/paths';
import type { FeatureRoutes } from '../../shared/routing/route-types';

/** Settings › Webhooks: endpoints, and each endpoint's delivery log. */
export const webhooksRoutes: FeatureRoutes = {
  staff: [
    { path: staffRoute('webhooks'), lazy: lazyPage(() => import('./pages/webhooks-page')) },
    {
      path: staffRoute('webhook'),
      lazy: lazyPage(() => import('./pages/webhook-deliveries-page')),
      handle: { breadcrumb: 'Deliveries', permission: { id: 'webhooks' } },
    },
  ],
};
