import { lazyPage } from '../../shared/routing/lazy-page';
import type { FeatureRoutes } from '../../shared/routing/route-types';

/** Talent Discovery → Assessment Templates: the list and the builder (language or writing). */
export const assessmentTemplatesRoutes: FeatureRoutes = {
  staff: [
    {
      path: 'talent-discovery/assessment-templates',
      lazy: lazyPage(() => import('./pages/assessment-templates-page')),
    },
    {
      path: 'talent-discovery/assessment-templates/:templateId',
      handle: { breadcrumb: 'Assessment Template Builder', dynamicBreadcrumb: true },
      lazy: lazyPage(() => import('./pages/assessment-template-builder-page')),
    },
  ],
};
