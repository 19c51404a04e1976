import { SCREENING_CONTENT, SCREENING_KINDS } from '@ats/contract';
import { lazyPage } from '../../shared/routing/lazy-page';
import { staffRoute } from '../../shared/routing/paths';
import type { FeatureRoutes } from '../../shared/routing/route-types';

const listPage = lazyPage(() => import('./pages/content-list-page'));
const builderPage = lazyPage(() => import('./pages/content-builder-page'));

/** Six lists and six builders under /talent-discovery, one page component each (SPEC §2). */
export const screeningRoutes: FeatureRoutes = {
  staff: SCREENING_KINDS.flatMap((kind) => [
    { path: staffRoute('screeningList', { kind }), lazy: listPage, handle: { screeningKind: kind } },
    {
      path: staffRoute('screeningItem', { kind }),
      lazy: builderPage,
      handle: { breadcrumb: SCREENING_CONTENT[kind].builder, dynamicBreadcrumb: true, screeningKind: kind },
    },
  ]),
};
