/** Business constants of SPEC §9, written once. */
/**
 * STAFF_URLS.dashboard and the sign-in pages' URLs, written out: the public entry's shared code and
 * its sign-in forms read this file and do not download the staff table (constants.test.ts keeps
 * them equal).
 */
export const HOME_PATH = '/dashboard';
export const LOGIN_PATH = '/login';
export const RESET_PASSWORD_PATH = '/reset-password';
export const SET_NEW_PASSWORD_PATH = '/set-new-password';
export const DRAWER_WIDTH = 270;
/** Animation timings (ms): short for hovers and small moves, long for the drawer. */
export const ANIMATION = { short: 150, long: 300 } as const;
export const NOTIFY_AUTO_HIDE_MS = 6000;
export const NOTIFY_MAX_STACK = 3;
export const PERSIST_TIMEOUT_MS = 5000;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
export const BREAKPOINTS = { xs: 0, xsm: 320, sm: 768, md: 1024, lg: 1266, xl: 1440 } as const;
