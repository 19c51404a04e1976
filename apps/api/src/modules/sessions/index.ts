// What other modules may use of "sessions": the signed-in session lookup and its cache.

export { principalOf, selectWithPrincipal } from './principal.repo';
export {
  changingAccess,
  registerSessionCache,
  SessionCache,
  sessionCacheOf,
} from './session-cache';
export {
  findActiveSession,
  findActiveSessionBuiltPerCall,
  insertSession,
  revokeSession,
  revokeUserSessions,
} from './sessions.repo';
