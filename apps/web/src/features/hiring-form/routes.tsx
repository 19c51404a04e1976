import { lazyPage } from '../../shared/routing/lazy-page';
import type { FeatureRoutes, RouteHandle } from '../../shared/routing/route-types';

/** The public talent-discovery hiring form (SPEC §2): guest layout, no breadcrumb. */
export const hiringFormRoutes: FeatureRoutes = {
  public: [
    {
      path: 'talent-discovery-hiring-form',
      lazy: lazyPage(() => import('./pages/hiring-form-chooser-page')),
      // The choice of role is two links: no API cache (the forms behind it have it).
      handle: { withoutStore: true } satisfies RouteHandle,
    },
    { path: 'talent-discovery-hiring-form/agent', lazy: lazyPage(() => import('./pages/agent-form-page')) },
    {
      path: 'talent-discovery-hiring-form/non-agent',
      lazy: lazyPage(() => import('./pages/non-agent-form-page')),
    },
    {
      path: 'talent-discovery-hiring-form/confirmation',
      lazy: lazyPage(() => import('./pages/confirmation-page')),
    },
  ],
};
