import type { TLoginResult, TSessionRole } from '@ats/contract';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { type AuthState, type SessionRoleState, signedInState } from './session-state';

export type { AuthState, SessionRoleState } from './session-state';

const initialState: AuthState = { token: null, isLoggedIn: false, user: null, role: null };

export const authSlice = createSlice({
  name: 'auth',
  initialState,
  reducers: {
    loggedIn: (_s, { payload }: PayloadAction<TLoginResult>) => signedInState(payload),
    roleRefreshed: (s, { payload }: PayloadAction<TSessionRole | SessionRoleState>) => {
      if (!s.isLoggedIn) return;
      s.role = {
        id: payload.id,
        name: payload.name,
        status: payload.status,
        permissions: payload.permissions,
      };
    },
    /** Logout clears user, role and token (SPEC §4). */
    loggedOut: (_s, { payload }: PayloadAction<{ byUser?: boolean } | undefined>) => ({
      ...initialState,
      signedOutByUser: Boolean(payload?.byUser),
    }),
  },
});

export const { loggedIn, roleRefreshed, loggedOut } = authSlice.actions;

/** Minimal shape selectors need; the app's RootState satisfies it. */
export interface WithAuth {
  auth: AuthState;
}
