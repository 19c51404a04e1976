import { lazyPage } from '../../shared/routing/lazy-page';
import { staffRoute } from '../../shared/routing/paths';
import type { FeatureRoutes } from '../../shared/routing/route-types';

/** The index only; each archived list lives with its own feature (e.g. applicants). */
export const archivedItemsRoutes: FeatureRoutes = {
  staff: [{ path: staffRoute('archivedItems'), lazy: lazyPage(() => import('./pages/archived-items-page')) }],
};
