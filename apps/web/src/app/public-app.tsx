import { useState } from 'react';
import { Provider } from 'react-redux';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { lazyPage } from '../shared/routing/lazy-page';
import type { FeatureRoutes } from '../shared/routing/route-types';
import { RouteErrorPage } from './pages/route-error-page';
import { Splash } from './pages/splash';
import * as features from './public-routes';
import { publicStore } from './public-store';
import { ThemeSettingsProvider } from './theme/settings-provider';

const routes: RouteObject[] = [
  {
    HydrateFallback: Splash,
    ErrorBoundary: RouteErrorPage,
    children: [
      {
        lazy: lazyPage(() => import('./layouts/guest-layout')),
        children: (Object.values(features) as FeatureRoutes[]).flatMap((f) => f.public ?? []),
      },
      { path: '*', lazy: lazyPage(() => import('./pages/not-found-page')) },
    ],
  },
];

/** The public app: the guest layout and its pages, the theme, and the API cache. */
export const PublicApp = () => {
  const [router] = useState(() => createBrowserRouter(routes));
  return (
    <Provider store={publicStore}>
      <ThemeSettingsProvider>
        <RouterProvider router={router} />
      </ThemeSettingsProvider>
    </Provider>
  );
};
