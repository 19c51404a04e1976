import { Navigate } from 'react-router';
import { lazyPage } from '../../shared/routing/lazy-page';
import type { FeatureRoutes } from '../../shared/routing/route-types';

export const linesOfBusinessRoutes: FeatureRoutes = {
  staff: [
    { path: 'clients', element: <Navigate to="/clients/lines-of-business" replace /> },
    {
      path: 'clients/lines-of-business',
      lazy: lazyPage(() => import('./pages/lines-of-business-page')),
    },
  ],
};
