import type { TLoginResult } from '@ats/contract';
import { type AuthState, signedInState } from './session-state';

/**
 * The session as the staff app keeps it (SPEC §4: redux-persist, key `root`, version 1, the `auth`
 * and `menu` slices each stored as JSON), readable and writable without Redux: the sign-in pages
 * of the public entry (no store) hand a new session to the staff app through it.
 */
export const PERSIST_KEY = 'root';
export const PERSIST_VERSION = 1;
const STORAGE_KEY = `persist:${PERSIST_KEY}`;

const readRoot = (storage: Storage): Record<string, string> => {
  try {
    const root = JSON.parse(storage.getItem(STORAGE_KEY) ?? '{}') as unknown;
    return root && typeof root === 'object' ? (root as Record<string, string>) : {};
  } catch {
    return {};
  }
};

/** Whether the stored session is signed in (what the staff app will rehydrate). */
export const storedSignedIn = (storage: Storage = localStorage): boolean => {
  try {
    const auth = JSON.parse(readRoot(storage).auth ?? 'null') as Partial<AuthState> | null;
    return Boolean(auth?.isLoggedIn && auth.token);
  } catch {
    return false;
  }
};

/** Stores the session of a sign-in as the staff app's store would (the menu state is kept). */
export const storeSignedIn = (r: TLoginResult, storage: Storage = localStorage) => {
  const root = readRoot(storage);
  storage.setItem(
    STORAGE_KEY,
    JSON.stringify({
      ...root,
      auth: JSON.stringify(signedInState(r)),
      _persist: JSON.stringify({ version: PERSIST_VERSION, rehydrated: true }),
    }),
  );
};
