import { lazyPage } from '../../shared/routing/lazy-page';
import { staffRoute } from '../../shared/routing/paths';
import type { FeatureRoutes } from '../../shared/routing/route-types';

/** Talent Discovery › Resources (the menu item guards it). */
export const resourcesRoutes: FeatureRoutes = {
  staff: [{ path: staffRoute('resources'), lazy: lazyPage(() => import('./pages/resources-page')) }],
};
