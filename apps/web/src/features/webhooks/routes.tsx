import { lazyPage } from '../../shared/routing/lazy-page';
import type { FeatureRoutes } from '../../shared/routing/route-types';

/** Settings › Webhooks: endpoints, and each endpoint's delivery log. */
export const webhooksRoutes: FeatureRoutes = {
  staff: [
    { path: 'settings/webhooks', lazy: lazyPage(() => import('./pages/webhooks-page')) },
    {
      path: 'settings/webhooks/:id',
      lazy: lazyPage(() => import('./pages/webhook-deliveries-page')),
      handle: { breadcrumb: 'Deliveries', permission: { id: 'webhooks' } },
    },
  ],
};
