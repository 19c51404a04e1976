import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { baseApi } from '../shared/base-api';
import { type AuthState, authSlice } from '../shared/session/auth-slice';

/**
 * The staff app persists the session under `persist:root` (redux-persist); the public entry only
 * reads it, so staff previewing a public page (an unpublished job) are still recognised, without
 * shipping redux-persist to candidates.
 */
const persistedAuth = (): AuthState | undefined => {
  try {
    const root = JSON.parse(localStorage.getItem('persist:root') ?? 'null') as { auth?: string } | null;
    return root?.auth ? (JSON.parse(root.auth) as AuthState) : undefined;
  } catch {
    return undefined;
  }
};

const rootReducer = combineReducers({ auth: authSlice.reducer, [baseApi.reducerPath]: baseApi.reducer });
const auth = persistedAuth();

export const publicStore = configureStore({
  reducer: rootReducer,
  ...(auth ? { preloadedState: { auth } as Partial<ReturnType<typeof rootReducer>> } : {}),
  middleware: (gdm) => gdm().concat(baseApi.middleware),
});
