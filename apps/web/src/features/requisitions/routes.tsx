import { STAFF_URLS } from '@ats/contract';
import { Navigate } from 'react-router';
import { lazyPage } from '../../shared/routing/lazy-page';
import { staffRoute } from '../../shared/routing/paths';
import type { FeatureRoutes } from '../../shared/routing/route-types';

export const requisitionsRoutes: FeatureRoutes = {
  staff: [
    { path: staffRoute('talentDiscovery'), element: <Navigate to={STAFF_URLS.requisitions} replace /> },
    {
      path: staffRoute('requisitions'),
      children: [
        { index: true, lazy: lazyPage(() => import('./pages/requisitions-page')) },
        {
          path: staffRoute('requisition', {}, 'requisitions'),
          handle: { breadcrumb: 'Requisition Builder' },
          lazy: lazyPage(() => import('./pages/requisition-builder-page')),
        },
      ],
    },
  ],
};
