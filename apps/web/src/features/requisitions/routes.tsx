import { Navigate } from 'react-router';
import { lazyPage } from '../../shared/routing/lazy-page';
import type { FeatureRoutes } from '../../shared/routing/route-types';

export const requisitionsRoutes: FeatureRoutes = {
  staff: [
    { path: 'talent-discovery', element: <Navigate to="/talent-discovery/requisitions" replace /> },
    {
      path: 'talent-discovery/requisitions',
      children: [
        { index: true, lazy: lazyPage(() => import('./pages/requisitions-page')) },
        {
          path: ':requisitionId',
          handle: { breadcrumb: 'Requisition Builder' },
          lazy: lazyPage(() => import('./pages/requisition-builder-page')),
        },
      ],
    },
  ],
};
