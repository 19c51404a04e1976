import type { TSessionRole } from '@ats/contract';
import { AUTH_PATHS, USER_PATHS } from '@ats/contract';
import { baseApi } from '../base-api';
import { menuReset } from '../menu/menu-slice';
import { notifyAlert } from '../notify/notify';
import { loggedOut, roleRefreshed } from './auth-slice';

export const ACCESS_REVOKED_MESSAGE = 'Access has been revoked. Redirecting to login.';

/**
 * The session query (`GET /users/role`, SPEC §7 "Session refresh"): refetched when the window
 * regains focus; it refreshes the role's permissions, and a role with status 0 logs out.
 */
const sessionApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    sessionRole: build.query<TSessionRole, void>({
      query: () => USER_PATHS.role.replace(/^\/api/, ''),
      transformResponse: (r: { data: TSessionRole }) => r.data,
      providesTags: ['Session'],
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          if (data.status === 0) {
            notifyAlert(ACCESS_REVOKED_MESSAGE, 'warning');
            dispatch(signOutLocally());
          } else {
            dispatch(roleRefreshed(data));
          }
        } catch {
          // 401/403 are handled by the error middleware.
        }
      },
    }),
    logout: build.mutation<void, void>({
      query: () => ({ url: AUTH_PATHS.logout.replace(/^\/api/, ''), method: 'POST' }),
    }),
  }),
});

export const { useSessionRoleQuery, useLogoutMutation } = sessionApi;

/** Clears the session, the menu state and every cached response. */
export const signOutLocally =
  (opts: { byUser?: boolean } = {}) =>
  (dispatch: (a: unknown) => unknown) => {
    dispatch(loggedOut(opts));
    dispatch(menuReset());
    dispatch(baseApi.util.resetApiState());
  };
