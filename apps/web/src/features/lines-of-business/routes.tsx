import { STAFF_URLS } from '@ats/contract';
import { Navigate } from 'react-router';
import { lazyPage } from '../../shared/routing/lazy-page';
import { staffRoute } from '../../shared/routing/paths';
import type { FeatureRoutes } from '../../shared/routing/route-types';

export const linesOfBusinessRoutes: FeatureRoutes = {
  staff: [
    { path: staffRoute('clients'), element: <Navigate to={STAFF_URLS.linesOfBusiness} replace /> },
    {
      path: staffRoute('linesOfBusiness'),
      lazy: lazyPage(() => import('./pages/lines-of-business-page')),
    },
  ],
};
