import { Navigate } from 'react-router';
import { lazyPage } from '../../shared/routing/lazy-page';
import type { FeatureRoutes } from '../../shared/routing/route-types';

/** SPEC §2: /generative-ai redirects to the prompt library; a prompt opens in its builder. */
export const promptsRoutes: FeatureRoutes = {
  staff: [
    { path: 'generative-ai', element: <Navigate to="/generative-ai/prompt-library" replace /> },
    {
      path: 'generative-ai/prompt-library',
      lazy: lazyPage(() => import('./pages/prompts-page')),
    },
    {
      path: 'generative-ai/prompt-library/:promptId',
      handle: { breadcrumb: 'Prompt Builder', dynamicBreadcrumb: true },
      lazy: lazyPage(() => import('./pages/prompt-builder-page')),
    },
  ],
};
