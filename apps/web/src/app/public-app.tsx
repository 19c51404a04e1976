import { useState } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { lazyPage } from '../shared/routing/lazy-page';
import type { FeatureRoutes, RouteHandle } from '../shared/routing/route-types';
import { RouteErrorPage } from './pages/route-error-page';
import { Splash } from './pages/splash';
import * as features from './public-routes';
import { ThemeSettingsProvider } from './theme/settings-provider';

// The job page and the pages marked `withoutStore` (the hiring form) fetch without
// Redux; every other public page gets the store. The staff sign-in screens come first visited
// here too (the server sends this entry for them): no store, no staff code, and nothing of
// theirs loads with the other public pages.
const { jobPage, auth, ...others } = features;
const othersRoutes = (Object.values(others) as FeatureRoutes[]).flatMap((f) => f.public ?? []);
const storeFree = (r: RouteObject) => Boolean((r.handle as RouteHandle | undefined)?.withoutStore);

const routes: RouteObject[] = [
  {
    HydrateFallback: Splash,
    ErrorBoundary: RouteErrorPage,
    children: [
      {
        lazy: lazyPage(() => import('./guards/public-login-only')),
        children: [
          { lazy: lazyPage(() => import('./layouts/sign-in-layout')), children: auth.loginOnly ?? [] },
        ],
      },
      {
        lazy: lazyPage(() => import('./layouts/guest-layout')),
        children: [
          ...(jobPage.public ?? []),
          ...othersRoutes.filter(storeFree),
          {
            lazy: lazyPage(() => import('./layouts/store-layout')),
            children: othersRoutes.filter((r) => !storeFree(r)),
          },
        ],
      },
      { path: '*', lazy: lazyPage(() => import('./pages/not-found-page')) },
    ],
  },
];

/** The public app: the guest layout and its pages, the theme; the API cache only where needed. */
export const PublicApp = () => {
  const [router] = useState(() => createBrowserRouter(routes));
  return (
    <ThemeSettingsProvider>
      <RouterProvider router={router} />
    </ThemeSettingsProvider>
  );
};
