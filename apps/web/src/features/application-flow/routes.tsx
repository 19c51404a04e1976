import { lazyPage } from '../../shared/routing/lazy-page';
import type { FeatureRoutes } from '../../shared/routing/route-types';

/**
 * The candidate's application flow (SPEC §1, §2), public pages only; no staff code in their chunks.
 * The steps before the application exists (`apply/:step`) are pages the server sends whole (the
 * API's served-apply-pages.routes.ts): links to them load the document.
 */
export const applicationFlowRoutes: FeatureRoutes = {
  public: [
    {
      path: 'interviews/requisition/:requisitionId/:applicantId/status',
      lazy: lazyPage(() => import('./pages/status-page')),
    },
    {
      path: 'interviews/requisition/:requisitionId/:applicantId/:step?',
      lazy: lazyPage(() => import('./pages/application-step-page')),
    },
    { path: 'interviews/continue/:token', lazy: lazyPage(() => import('./pages/continue-page')) },
  ],
};
