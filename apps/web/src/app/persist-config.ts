import storage from 'redux-persist/es/storage';
import { PERSIST_TIMEOUT_MS } from '../shared/config/constants';
import { PERSIST_KEY, PERSIST_VERSION } from '../shared/session/persisted-session';

/**
 * Only auth and menu are persisted (SPEC §4): key `root`, version 1, time-out 5000 ms. Its own
 * module so a test can rehydrate with it (the public entry's sign-in writes this form).
 */
export const persistConfig = {
  key: PERSIST_KEY,
  version: PERSIST_VERSION,
  storage,
  whitelist: ['auth', 'menu'],
  timeout: PERSIST_TIMEOUT_MS,
};
