// What other modules may use of "sessions": the signed-in session lookup and its cache.

export {
  AUTH_CHANGED_CHANNEL,
  changingAccess,
  registerSessionCache,
  SessionCache,
  sessionCacheOf,
} from './session-cache';
export { findActiveSession, insertSession, revokeSession, revokeUserSessions } from './sessions.repo';
