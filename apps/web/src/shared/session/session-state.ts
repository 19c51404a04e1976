import type { TLoginResult, TPermissions } from '@ats/contract';

/** The session's state as the staff app's store keeps it (auth-slice.ts) and persists it. */
interface SessionUser {
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

/** The session a sign-in answer opens. */
export const signedInState = (r: TLoginResult): AuthState => ({
  token: r.token,
  isLoggedIn: true,
  user: {
    id: r.id,
    firstName: r.firstName,
    lastName: r.lastName,
    email: r.email,
    linesOfBusiness: r.linesOfBusiness,
  },
  role: { id: r.roleId, name: r.roleName, status: 1, permissions: r.permissions },
});
