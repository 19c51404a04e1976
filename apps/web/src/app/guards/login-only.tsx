import type { TLoginResult } from '@ats/contract';
import { useCallback } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { loggedIn } from '../../shared/session/auth-slice';
import { SignInHandoff } from '../../shared/session/sign-in-handoff';
import { useAppDispatch, useAppSelector } from '../../shared/store-hooks';
import { afterSignIn } from './safe-from';

/**
 * Login-only screens in the staff app (reached in the app, e.g. after sign-out or an expired
 * session): a signed-in user goes back where they came from, else home (SPEC §2); a sign-in puts
 * the session in the store, and this guard then leads on.
 */
export const LoginOnly = () => {
  const isLoggedIn = useAppSelector((s) => s.auth.isLoggedIn);
  const dispatch = useAppDispatch();
  const location = useLocation();
  const signedIn = useCallback((r: TLoginResult) => dispatch(loggedIn(r)), [dispatch]);
  if (isLoggedIn) return <Navigate to={afterSignIn(location.state)} replace />;
  return (
    <SignInHandoff.Provider value={signedIn}>
      <Outlet />
    </SignInHandoff.Provider>
  );
};
