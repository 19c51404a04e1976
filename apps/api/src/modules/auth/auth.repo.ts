import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loginThrottle, passwordResetTokens, roles, users } from '../../db/schema';

export const findUserForLogin = async (db: Db, email: string) => {
  const [row] = await db
    .select({
      id: users.id,
      passwordHash: users.passwordHash,
      active: users.active,
      roleStatus: roles.status,
    })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(and(sql`lower(${users.email}) = ${email.toLowerCase()}`, isNull(users.deletedAt)))
    .limit(1);
  return row;
};

export const touchLastLogin = (db: Db, userId: string) =>
  db.update(users).set({ lastLoginAt: sql`now()` }).where(eq(users.id, userId));

export const lockedUntil = async (db: Db, keys: string[]): Promise<Date | undefined> => {
  const rows = await db
    .select({ lockedUntil: loginThrottle.lockedUntil })
    .from(loginThrottle)
    .where(
      and(
        sql`${loginThrottle.key} = any(${sql.param(keys)}::text[])`,
        gt(loginThrottle.lockedUntil, sql`now()`),
      ),
    );
  const times = rows.map((r) => r.lockedUntil!.getTime());
  return times.length ? new Date(Math.max(...times)) : undefined;
};

/**
 * Counts a failed sign-in for `key` and answers the new count. The count starts again once the
 * key has seen neither a failure window start nor a lock for `windowMinutes`.
 */
export const recordFailure = async (db: Db, key: string, windowMinutes: number): Promise<number> => {
  const interval = sql.raw(`interval '${Number(windowMinutes)} minutes'`);
  const stale = sql`greatest(${loginThrottle.windowStartedAt}, coalesce(${loginThrottle.lockedUntil}, ${loginThrottle.windowStartedAt})) < now() - ${interval}`;
  const [row] = await db
    .insert(loginThrottle)
    .values({ key, failures: 1 })
    .onConflictDoUpdate({
      target: loginThrottle.key,
      set: {
        failures: sql`case when ${stale} then 1 else ${loginThrottle.failures} + 1 end`,
        windowStartedAt: sql`case when ${stale} then now() else ${loginThrottle.windowStartedAt} end`,
      },
    })
    .returning({ failures: loginThrottle.failures });
  return row!.failures;
};

/**
 * Locks `key` for `seconds` and answers until when. `restartCount` starts a fresh window (the
 * per-address limit); otherwise the count goes on, so the next lock of that key is longer.
 */
export const lockKey = async (db: Db, key: string, seconds: number, restartCount: boolean) => {
  const [row] = await db
    .update(loginThrottle)
    .set({
      lockedUntil: sql`now() + make_interval(secs => ${Math.ceil(seconds)})`,
      ...(restartCount ? { failures: 0, windowStartedAt: sql`now()` } : {}),
    })
    .where(eq(loginThrottle.key, key))
    .returning({ lockedUntil: loginThrottle.lockedUntil });
  return row?.lockedUntil ?? new Date(Date.now() + seconds * 1000);
};

/** Failures counted for `key` in its current window (0 when none). */
export const failuresOf = async (db: Db, key: string, windowMinutes: number): Promise<number> => {
  const interval = sql.raw(`interval '${Number(windowMinutes)} minutes'`);
  const [row] = await db
    .select({ failures: loginThrottle.failures })
    .from(loginThrottle)
    .where(
      and(
        eq(loginThrottle.key, key),
        sql`greatest(${loginThrottle.windowStartedAt}, coalesce(${loginThrottle.lockedUntil}, ${loginThrottle.windowStartedAt})) >= now() - ${interval}`,
      ),
    );
  return row?.failures ?? 0;
};

export const clearFailures = (db: Db, key: string) =>
  db.delete(loginThrottle).where(eq(loginThrottle.key, key));

/** Forgets every per-address count of one account (after its password was reset). */
export const clearAccountFailures = (db: Db, accountKey: string, pairPrefix: string) =>
  db
    .delete(loginThrottle)
    .where(or(eq(loginThrottle.key, accountKey), sql`starts_with(${loginThrottle.key}, ${pairPrefix})`));

export const insertResetToken = (db: Db, values: { userId: string; tokenHash: string; expiresAt: Date }) =>
  db.insert(passwordResetTokens).values(values);

/** Marks a valid token used and answers its user, in one statement so it can be used once only. */
export const consumeResetToken = async (db: Db, userId: string, tokenHash: string) => {
  const [row] = await db
    .update(passwordResetTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        eq(passwordResetTokens.userId, userId),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: passwordResetTokens.userId });
  return row?.userId;
};

export const setPasswordHash = (db: Db, userId: string, passwordHash: string) =>
  db.update(users).set({ passwordHash, updatedAt: sql`now()` }).where(eq(users.id, userId));

export const findUserByEmail = async (db: Db, email: string) => {
  const [row] = await db
    .select({ id: users.id, firstName: users.firstName, email: users.email, active: users.active })
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email.toLowerCase()}`, isNull(users.deletedAt)))
    .limit(1);
  return row;
};

export const findUserEmail = async (db: Db, userId: string) => {
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.email;
};
