import { STAFF_URLS } from '@ats/contract';
import { Navigate } from 'react-router';
import { lazyPage } from '../../shared/routing/lazy-page';
import { staffRoute } from '../../shared/routing/paths';
import type { FeatureRoutes } from '../../shared/routing/route-types';

/** SPEC §2: /generative-ai redirects to the prompt library; a prompt opens in its builder. */
export const promptsRoutes: FeatureRoutes = {
  staff: [
    { path: staffRoute('generativeAi'), element: <Navigate to={STAFF_URLS.promptLibrary} replace /> },
    {
      path: staffRoute('promptLibrary'),
      lazy: lazyPage(() => import('./pages/prompts-page')),
    },
    {
      path: staffRoute('prompt'),
      handle: { breadcrumb: 'Prompt Builder', dynamicBreadcrumb: true },
      lazy: lazyPage(() => import('./pages/prompt-builder-page')),
    },
  ],
};
