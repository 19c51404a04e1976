import { isRejectedWithValue, type Middleware } from '@reduxjs/toolkit';
import { errorMessageOf } from '../shared/api-error';
import { notifyAlert } from '../shared/notify/notify';
import { ACCESS_REVOKED_MESSAGE, signOutLocally } from '../shared/session/session-api';

export const INVALID_TOKEN_MESSAGE = 'Invalid token. Redirecting to login.';

/** The API's 401 message for a user whose role was deactivated (any call may see it first). */
const REVOKED_ROLE_REPLY = 'Access has been revoked';

/** Calls whose 401 is an answer for the form (wrong password), not an expired session. */
const NOT_SESSION_CALLS = new Set(['login', 'logout', 'resetPassword', 'requestPasswordReset']);
/** Sign-in forms show every error of their call in place (an inline alert), not as a toast. */
const SELF_HANDLED = new Set(['login', 'logout', 'resetPassword', 'requestPasswordReset']);

interface RejectedMeta {
  arg?: { endpointName?: string; type?: 'query' | 'mutation' | 'infinitequery' };
}

/**
 * The error catalogue of SPEC §8 in one place:
 * - 400 → an error alert with the first entry of `errors`, else `message`;
 * - 401/403 on a signed-in call → "Invalid token. Redirecting to login.", the session is cleared
 *   and the guards send the user to /login (remembering the page); a deactivated role's 401 says
 *   "Access has been revoked" instead, whichever call meets it first;
 * - other failures of a mutation (404, 409, 413, 429, 5xx, network) → an error alert; failed
 *   queries show their own error state in the page instead.
 */
export const errorMiddleware: Middleware = (api) => (next) => (action) => {
  if (
    isRejectedWithValue(action) &&
    !SELF_HANDLED.has((action.meta as RejectedMeta).arg?.endpointName ?? '')
  ) {
    const payload = action.payload as { status?: number | string; data?: unknown } | undefined;
    const meta = action.meta as RejectedMeta;
    const endpoint = meta.arg?.endpointName ?? '';
    const status = payload?.status;
    const signedIn = Boolean((api.getState() as { auth?: { token?: string | null } }).auth?.token);
    if ((status === 401 || status === 403) && signedIn && !NOT_SESSION_CALLS.has(endpoint)) {
      const revoked = (payload?.data as { message?: unknown } | undefined)?.message === REVOKED_ROLE_REPLY;
      notifyAlert(revoked ? ACCESS_REVOKED_MESSAGE : INVALID_TOKEN_MESSAGE, 'warning');
      api.dispatch(signOutLocally() as never);
    } else if (status === 400 || (meta.arg?.type === 'mutation' && status !== 401 && status !== 403)) {
      notifyAlert(errorMessageOf(payload));
    }
  }
  return next(action);
};
