import type { TLoginResult } from '@ats/contract';
import { useCallback, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { storedSignedIn, storeSignedIn } from '../../shared/session/persisted-session';
import { SignInHandoff } from '../../shared/session/sign-in-handoff';
import { afterSignIn } from './safe-from';

/** Loads the staff app at `path` (a whole document: the public entry has none of it). */
const openStaffApp = (path: string) => window.location.replace(path);

/**
 * Login-only screens as the public entry serves them (a first visit of /login: no store, no staff
 * code). A signed-in user goes on to the remembered page or home, as in the staff app; a sign-in
 * stores the session where the staff app reads it and opens that page in the staff app.
 */
export const PublicLoginOnly = ({ open = openStaffApp }: { open?: (path: string) => void }) => {
  const location = useLocation();
  const target = afterSignIn(location.state);
  const alreadyIn = storedSignedIn();
  useEffect(() => {
    if (alreadyIn) open(target);
  }, [alreadyIn, open, target]);
  const signedIn = useCallback(
    (r: TLoginResult) => {
      storeSignedIn(r);
      open(target);
    },
    [open, target],
  );
  if (alreadyIn) return null;
  return (
    <SignInHandoff.Provider value={signedIn}>
      <Outlet />
    </SignInHandoff.Provider>
  );
};
export default PublicLoginOnly;
