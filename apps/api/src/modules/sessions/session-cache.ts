import type { Db } from '../../db/client';
import type { AuthContext } from '../../plugins/route-access';

/** The database channel that migration 0028's triggers notify on each access change. */
export const AUTH_CHANGED_CHANNEL = 'ats_auth_changed';

const MAX_ENTRIES = 10_000;

interface Entry {
  auth: AuthContext;
  until: number;
}

/**
 * Signed-in sessions kept for a few seconds, so a request does not read its session again.
 *
 * Safe because every change that ends or narrows a session empties it: in this process at once
 * (the services call `invalidateSessionCache` after they commit), and in every other process
 * when the database's notice arrives (triggers of migration 0028). It serves nothing while the
 * notice connection is down, and an entry never outlives its session's own expiry. A lookup
 * that started before an invalidation is not stored, so a read racing a revocation cannot put
 * the old session back.
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  private generation = 0;
  private live = false;

  constructor(private readonly ttlMs: number) {}

  get enabled() {
    return this.ttlMs > 0 && this.live;
  }

  /** Whether notices are arriving; while they are not, nothing is served from the cache. */
  setLive(live: boolean) {
    this.live = live;
    this.invalidate();
  }

  invalidate() {
    this.generation++;
    this.entries.clear();
  }

  /** The cached session, or the one `load` reads (then kept unless an invalidation came between). */
  async resolve(
    sessionId: string,
    userId: string,
    load: () => Promise<(AuthContext & { expiresAt: Date }) | undefined>,
  ): Promise<AuthContext | undefined> {
    const key = `${sessionId}:${userId}`;
    const now = Date.now();
    if (this.enabled) {
      const hit = this.entries.get(key);
      if (hit && hit.until > now) return hit.auth;
      if (hit) this.entries.delete(key);
    }
    const generation = this.generation;
    const row = await load();
    if (!row) return undefined;
    const { expiresAt, ...auth } = row;
    if (this.enabled && generation === this.generation) {
      if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
      this.entries.set(key, { auth, until: Math.min(now + this.ttlMs, expiresAt.getTime()) });
    }
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
