import { Navigate, Outlet, useLocation } from 'react-router';
import { HOME_PATH, LOGIN_PATH } from '../../shared/config/constants';
import { useAppSelector } from '../../shared/store-hooks';
import type { FromState } from './require-auth';

/** Only a safe in-app path may be a redirect target (never `//evil.example` or a URL). */
export const safeFrom = (from: unknown): string | undefined =>
  typeof from === 'string' &&
  from.startsWith('/') &&
  // Browsers read `/\evil.example` as `//evil.example`; control characters have no place in a path.
  !/^\/[\\/]/.test(from) &&
  ![...from].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f) &&
  !from.startsWith(LOGIN_PATH)
    ? from
    : undefined;

/** Login-only screens: a signed-in user goes back where they came from, else home (SPEC §2). */
export const LoginOnly = () => {
  const isLoggedIn = useAppSelector((s) => s.auth.isLoggedIn);
  const location = useLocation();
  if (isLoggedIn)
    return <Navigate to={safeFrom((location.state as FromState | null)?.from) ?? HOME_PATH} replace />;
  return <Outlet />;
};
