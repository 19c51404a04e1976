import { lazyPage } from '../../shared/routing/lazy-page';
import type { FeatureRoutes } from '../../shared/routing/route-types';

export const usersRoutes: FeatureRoutes = {
  staff: [{ path: 'settings/user-management', lazy: lazyPage(() => import('./pages/users-page')) }],
};
