import { lazyPage } from '../../shared/routing/lazy-page';
import { staffRoute } from '../../shared/routing/paths';
import type { FeatureRoutes } from '../../shared/routing/route-types';

export const rolesRoutes: FeatureRoutes = {
  staff: [
    {
      path: staffRoute('rolesAndPermissions'),
      handle: { breadcrumb: 'Roles & Permissions' },
      lazy: lazyPage(() => import('./pages/roles-page')),
    },
  ],
};
