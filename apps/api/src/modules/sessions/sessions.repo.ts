import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions, users } from '../../db/schema';
import type { AuthContext } from '../../plugins/route-access';
import { principalOf, selectWithPrincipal } from './principal.repo';

type Param = string | ReturnType<typeof sql.placeholder>;

/**
 * The session, user and role behind a token, in one indexed query (sessions_pkey, users_pkey,
 * roles_pkey, and the user's lines of business by their primary key).
 */
const activeSessionSelect = (db: Db, sessionId: Param, userId: Param) =>
  selectWithPrincipal(
    db,
    { sessionId: sessions.id, expiresAt: sessions.expiresAt },
    sessions,
    sessions.userId,
  )
    .where(
      and(
        eq(sessions.id, sessionId),
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
        eq(users.active, true),
        isNull(users.deletedAt),
      ),
    )
    .limit(1);

/**
 * The lookup runs on every signed-in request, so it is a prepared statement: built once per
 * database, not per request, and on PostgreSQL parsed and planned once per connection. Its result
 * is kept briefly by session-cache.ts, which every access change empties.
 */
const prepareFindActiveSession = (db: Db) =>
  activeSessionSelect(db, sql.placeholder('sessionId'), sql.placeholder('userId')).prepare(
    'find_active_session',
  );

const preparedSessionLookups = new WeakMap<Db, ReturnType<typeof prepareFindActiveSession>>();

export const findActiveSession = async (
  db: Db,
  sessionId: string,
  userId: string,
): Promise<(AuthContext & { expiresAt: Date }) | undefined> => {
  let lookup = preparedSessionLookups.get(db);
  if (!lookup) {
    lookup = prepareFindActiveSession(db);
    preparedSessionLookups.set(db, lookup);
  }
  const [row] = await lookup.execute({ sessionId, userId });
  if (!row) return undefined;
  return principalOf(row);
};

export const insertSession = async (
  db: Db,
  values: { userId: string; expiresAt: Date; ip: string | null; userAgent: string | null },
) => {
  const [row] = await db.insert(sessions).values(values).returning({ id: sessions.id });
  return row!.id;
};

export const revokeSession = (db: Db, sessionId: string) =>
  db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));

export const revokeUserSessions = (db: Db, userId: string) =>
  db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));

/**
 * The same lookup built afresh on every call, as it was before the prepared statement (issue 10):
 * bench/src/session-lookup.ts measures what preparing saves. The API itself uses `findActiveSession`.
 */
export const findActiveSessionBuiltPerCall = async (db: Db, sessionId: string, userId: string) => {
  const [row] = await activeSessionSelect(db, sessionId, userId);
  return row ? principalOf(row) : undefined;
};
