import { lazyPage } from '../../shared/routing/lazy-page';
import { staffRoute } from '../../shared/routing/paths';
import type { FeatureRoutes } from '../../shared/routing/route-types';

export const usersRoutes: FeatureRoutes = {
  staff: [{ path: staffRoute('userManagement'), lazy: lazyPage(() => import('./pages/users-page')) }],
};
