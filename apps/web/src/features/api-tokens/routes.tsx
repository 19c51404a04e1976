import { lazyPage } from '../../shared/routing/lazy-page';
import { staffRoute } from '../../shared/routing/paths';
import type { FeatureRoutes } from '../../shared/routing/route-types';

export const apiTokensRoutes: FeatureRoutes = {
  staff: [{ path: staffRoute('apiTokens'), lazy: lazyPage(() => import('./pages/api-tokens-page')) }],
};
