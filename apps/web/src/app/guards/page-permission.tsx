import { Outlet, useLocation, useMatches } from 'react-router';
import { canOpenPath } from '../../shared/menu/visible-menu';
import type { RouteHandle } from '../../shared/routing/route-types';
import { useAppSelector } from '../../shared/store-hooks';
import { AccessDeniedPage } from '../pages/access-denied-page';

/** The current page checked against the role (its id or altId); denied → Access Denied. */
export const PagePermission = () => {
  const perms = useAppSelector((s) => s.auth.role?.permissions);
  const { pathname } = useLocation();
  const matches = useMatches();
  const explicit = [...matches].reverse().find((m) => (m.handle as RouteHandle | undefined)?.permission);
  const allowed = canOpenPath(pathname, perms, (explicit?.handle as RouteHandle | undefined)?.permission);
  return allowed ? <Outlet /> : <AccessDeniedPage />;
};
