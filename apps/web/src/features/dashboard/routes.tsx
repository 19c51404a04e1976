import { lazyPage } from '../../shared/routing/lazy-page';
import { staffRoute } from '../../shared/routing/paths';
import type { FeatureRoutes } from '../../shared/routing/route-types';

export const dashboardRoutes: FeatureRoutes = {
  staff: [{ path: staffRoute('dashboard'), lazy: lazyPage(() => import('./pages/dashboard-page')) }],
};
