import { lazyPage } from '../../shared/routing/lazy-page';
import { staffRoute } from '../../shared/routing/paths';
import type { FeatureRoutes } from '../../shared/routing/route-types';

/** Talent Discovery → Assessment Templates: the list and the builder (language or writing). */
export const assessmentTemplatesRoutes: FeatureRoutes = {
  staff: [
    {
      path: staffRoute('assessmentTemplates'),
      lazy: lazyPage(() => import('./pages/assessment-templates-page')),
    },
    {
      path: staffRoute('assessmentTemplate'),
      handle: { breadcrumb: 'Assessment Template Builder', dynamicBreadcrumb: true },
      lazy: lazyPage(() => import('./pages/assessment-template-builder-page')),
    },
  ],
};
