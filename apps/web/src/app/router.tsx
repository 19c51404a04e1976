import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { HOME_PATH } from '../shared/config/constants';
import { lazyPage } from '../shared/routing/lazy-page';
import type { FeatureRoutes } from '../shared/routing/route-types';
import * as features from './feature-routes';
import { LoginOnly } from './guards/login-only';
import { RequireAuth } from './guards/require-auth';
import { LegacyRedirect } from './pages/legacy-redirect';
import { RouteErrorPage } from './pages/route-error-page';
import { Splash } from './pages/splash';

const all = Object.values(features) as FeatureRoutes[];
const pick = (area: keyof FeatureRoutes): RouteObject[] => all.flatMap((f) => f[area] ?? []);

export const routes: RouteObject[] = [
  {
    HydrateFallback: Splash,
    ErrorBoundary: RouteErrorPage,
    children: [
      {
        element: <LoginOnly />,
        children: [{ lazy: lazyPage(() => import('./layouts/sign-in-layout')), children: pick('loginOnly') }],
      },
      { lazy: lazyPage(() => import('./layouts/guest-layout')), children: pick('public') },
      {
        element: <RequireAuth />,
        children: [
          {
            lazy: lazyPage(() => import('./layouts/authenticated-layout')),
            children: [
              { index: true, element: <Navigate to={HOME_PATH} replace /> },
              { path: 'settings', element: <Navigate to="/settings/user-management" replace /> },
              { path: 'talent-acquisition/*', element: <LegacyRedirect /> },
              ...pick('staff'),
            ],
          },
        ],
      },
      { path: '*', lazy: lazyPage(() => import('./pages/not-found-page')) },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
