import { lazyPage } from '../../shared/routing/lazy-page';
import type { FeatureRoutes, RouteHandle } from '../../shared/routing/route-types';

const STORE_FREE = { withoutStore: true } satisfies RouteHandle;

/** The public talent-discovery hiring form (SPEC §2): guest layout, no breadcrumb. */
export const hiringFormRoutes: FeatureRoutes = {
  public: [
    {
      path: 'talent-discovery-hiring-form',
      lazy: lazyPage(() => import('./pages/hiring-form-chooser-page')),
      // No page of the form uses the API cache: the choice is two links, the forms send with a
      // plain fetch, the confirmation reads its address (no Redux on a first visit, issue 30).
      handle: STORE_FREE,
    },
    {
      path: 'talent-discovery-hiring-form/agent',
      lazy: lazyPage(() => import('./pages/agent-form-page')),
      handle: STORE_FREE,
    },
    {
      path: 'talent-discovery-hiring-form/non-agent',
      lazy: lazyPage(() => import('./pages/non-agent-form-page')),
      handle: STORE_FREE,
    },
    {
      path: 'talent-discovery-hiring-form/confirmation',
      lazy: lazyPage(() => import('./pages/confirmation-page')),
      handle: STORE_FREE,
    },
  ],
};
