import { lazyPage } from '../../shared/routing/lazy-page';
import type { FeatureRoutes } from '../../shared/routing/route-types';

export const apiTokensRoutes: FeatureRoutes = {
  staff: [{ path: 'settings/api-tokens', lazy: lazyPage(() => import('./pages/api-tokens-page')) }],
};
