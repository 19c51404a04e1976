import type { Db } from '../../db/client';
import { NotifiedCache } from '../../lib/notified-cache';
import type { AuthContext } from '../../plugins/route-access';

/** The database channel that migration 0028's triggers notify on each access change. */
const AUTH_CHANGED_CHANNEL = 'ats_auth_changed';

const MAX_ENTRIES = 10_000;

type SessionRow = AuthContext & { expiresAt: Date };

/**
 * Signed-in sessions kept for a few seconds, so a request does not read its session again, on
 * the NOTIFY-invalidated cache of lib/notified-cache.ts. Every change that ends or narrows a
 * session empties it: in this process at once (`changingAccess`), and in every other process
 * when the database's notice arrives (triggers of migration 0028). An entry never outlives its
 * session's own expiry.
 */
export class SessionCache {
  private readonly cache: NotifiedCache<SessionRow>;

  constructor(ttlMs: number) {
    this.cache = new NotifiedCache(ttlMs, MAX_ENTRIES);
  }

  get enabled() {
    return this.cache.enabled;
  }

  /** Whether notices are arriving; while they are not, nothing is served from the cache. */
  setLive(live: boolean) {
    this.cache.setLive(live);
  }

  invalidate() {
    this.cache.invalidate();
  }

  /** Empties the cache on each access-change notice; resolves to the function that stops listening. */
  listenTo(database: Parameters<NotifiedCache<SessionRow>['listenTo']>[0]) {
    return this.cache.listenTo(database, AUTH_CHANGED_CHANNEL);
  }

  /** The cached session, or the one `load` reads (then kept unless an invalidation came between). */
  async resolve(
    sessionId: string,
    userId: string,
    load: () => Promise<SessionRow | undefined>,
  ): Promise<AuthContext | undefined> {
    const row = await this.cache.resolve(`${sessionId}:${userId}`, load, (r) => r.expiresAt.getTime());
    if (!row) return undefined;
    const { expiresAt: _expiresAt, ...auth } = row;
    return auth;
  }
}

const caches = new WeakMap<Db, SessionCache>();

export const registerSessionCache = (db: Db, cache: SessionCache) => {
  caches.set(db, cache);
};

export const sessionCacheOf = (db: Db) => caches.get(db);

/** Call after committing a change to sessions, users, roles or their lines of business. */
const invalidateSessionCache = (db: Db) => {
  caches.get(db)?.invalidate();
};

/** Runs a change to sessions, users, roles or their lines of business, then empties the cache. */
export const changingAccess = async <T>(db: Db, change: () => Promise<T>): Promise<T> => {
  try {
    return await change();
  } finally {
    invalidateSessionCache(db);
  }
};
