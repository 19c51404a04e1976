import { lazyPage } from '../../shared/routing/lazy-page';
import { staffRoute } from '../../shared/routing/paths';
import type { FeatureRoutes } from '../../shared/routing/route-types';

export const emailTemplatesRoutes: FeatureRoutes = {
  staff: [
    { path: staffRoute('emailTemplates'), lazy: lazyPage(() => import('./pages/email-templates-page')) },
  ],
};
