import type { TLoginResult, TPermissions, TSessionRole } from '@ats/contract';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface SessionUser {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  linesOfBusiness: string[];
}

export interface SessionRoleState {
  id: string;
  name: string;
  status: 0 | 1;
  permissions: TPermissions;
}

/** The session (SPEC §3): token, isLoggedIn, the user and the role. Persisted. */
export interface AuthState {
  token: string | null;
  isLoggedIn: boolean;
  user: SessionUser | null;
  role: SessionRoleState | null;
  /** True after the Logout button: the next sign-in starts at home, not at the last page. */
  signedOutByUser?: boolean;
}

const initialState: AuthState = { token: null, isLoggedIn: false, user: null, role: null };

export const authSlice = createSlice({
  name: 'auth',
  initialState,
  reducers: {
    loggedIn: (_s, { payload }: PayloadAction<TLoginResult>) => ({
      token: payload.token,
      isLoggedIn: true,
      user: {
        id: payload.id,
        firstName: payload.firstName,
        lastName: payload.lastName,
        email: payload.email,
        linesOfBusiness: payload.linesOfBusiness,
      },
      role: { id: payload.roleId, name: payload.roleName, status: 1, permissions: payload.permissions },
    }),
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
