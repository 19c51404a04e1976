import { HOME_PATH, LOGIN_PATH } from '../../shared/config/constants';

/** The router location state of /login when the guard sent a signed-out user there. */
export interface FromState {
  from?: string;
}

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

/** Where a sign-in leads: the remembered page (router state), else home (SPEC §2). */
export const afterSignIn = (state: unknown) => safeFrom((state as FromState | null)?.from) ?? HOME_PATH;
