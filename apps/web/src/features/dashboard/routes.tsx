import { lazyPage } from '../../shared/routing/lazy-page';
import type { FeatureRoutes } from '../../shared/routing/route-types';

export const dashboardRoutes: FeatureRoutes = {
  staff: [{ path: 'dashboard', lazy: lazyPage(() => import('./pages/dashboard-page')) }],
};
