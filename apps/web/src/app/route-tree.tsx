import { STAFF_URLS } from '@ats/contract';
import { Navigate, type RouteObject } from 'react-router';
import { HOME_PATH } from '../shared/config/constants';
import { staffRoute } from '../shared/routing/paths';
import type { FeatureRoutes } from '../shared/routing/route-types';
import * as features from './feature-routes';
import { LoginOnly } from './guards/login-only';
import { RequireAuth } from './guards/require-auth';
import { LegacyRedirect } from './pages/legacy-redirect';
import { RouteErrorPage } from './pages/route-error-page';
import { Splash } from './pages/splash';

const all = Object.values(features) as FeatureRoutes[];
const pick = (area: keyof FeatureRoutes): RouteObject[] => all.flatMap((f) => f[area] ?? []);

type LazyRoute = RouteObject['lazy'];

/** How each area's layout and the not-found page load (the router gives them; see `routeTree`). */
export interface RouteTreeLayouts {
  signIn?: LazyRoute;
  guest?: LazyRoute;
  authenticated?: LazyRoute;
  notFound?: LazyRoute;
}

/**
 * The staff app's routes: every feature's routes by area, inside the layout of their area. The
 * router passes the layouts; the breadcrumbs read the same tree without them (matching a path
 * needs only paths and handles), so the authenticated layout does not import the router that
 * loads it.
 */
export const routeTree = (layouts: RouteTreeLayouts = {}): RouteObject[] => [
  {
    HydrateFallback: Splash,
    ErrorBoundary: RouteErrorPage,
    children: [
      {
        element: <LoginOnly />,
        children: [{ lazy: layouts.signIn, children: pick('loginOnly') }],
      },
      { lazy: layouts.guest, children: pick('public') },
      {
        element: <RequireAuth />,
        children: [
          {
            lazy: layouts.authenticated,
            children: [
              { index: true, element: <Navigate to={HOME_PATH} replace /> },
              { path: staffRoute('settings'), element: <Navigate to={STAFF_URLS.userManagement} replace /> },
              { path: staffRoute('legacyTalentAcquisition'), element: <LegacyRedirect /> },
              ...pick('staff'),
            ],
          },
        ],
      },
      { path: '*', lazy: layouts.notFound },
    ],
  },
];
