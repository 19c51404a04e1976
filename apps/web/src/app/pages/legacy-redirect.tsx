import { STAFF_URLS } from '@ats/contract';
import { Navigate, useLocation } from 'react-router';

/** Old /talent-acquisition/* paths → the same path under /talent-discovery (SPEC §2). */
export const legacyTarget = (pathname: string) =>
  pathname.replace(/^\/talent-acquisition(?=\/|$)/, STAFF_URLS.talentDiscovery);

export const LegacyRedirect = () => {
  const { pathname, search, hash } = useLocation();
  return <Navigate to={`${legacyTarget(pathname)}${search}${hash}`} replace />;
};
