import { lazyPage } from '../../shared/routing/lazy-page';
import type { FeatureRoutes } from '../../shared/routing/route-types';

export const emailTemplatesRoutes: FeatureRoutes = {
  staff: [{ path: 'settings/email-templates', lazy: lazyPage(() => import('./pages/email-templates-page')) }],
};
