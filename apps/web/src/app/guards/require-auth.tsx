import { Navigate, Outlet, useLocation } from 'react-router';
import { LOGIN_PATH } from '../../shared/config/constants';
import { useAppSelector } from '../../shared/store-hooks';
import type { FromState } from './safe-from';

/** Signed-out users go to /login; the path they wanted is remembered in the location state. */
export const RequireAuth = () => {
  const { isLoggedIn, signedOutByUser } = useAppSelector((s) => s.auth);
  const location = useLocation();
  if (!isLoggedIn) {
    const from = `${location.pathname}${location.search}${location.hash}`;
    return (
      <Navigate
        to={LOGIN_PATH}
        replace
        state={signedOutByUser ? undefined : ({ from } satisfies FromState)}
      />
    );
  }
  return <Outlet />;
};
