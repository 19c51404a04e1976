import { lazyPage } from '../../shared/routing/lazy-page';
import type { FeatureRoutes } from '../../shared/routing/route-types';

export const rolesRoutes: FeatureRoutes = {
  staff: [
    {
      path: 'settings/roles-and-permissions',
      handle: { breadcrumb: 'Roles & Permissions' },
      lazy: lazyPage(() => import('./pages/roles-page')),
    },
  ],
};
