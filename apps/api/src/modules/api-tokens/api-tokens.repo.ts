import type { TApiToken } from '@ats/contract';
import { and, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { apiTokens, roles, userLinesOfBusiness, users } from '../../db/schema';
import { iso } from '../../lib/dates';
import { principalOf, selectWithPrincipal } from '../sessions';

const listColumns = {
  id: apiTokens.id,
  name: apiTokens.name,
  prefix: apiTokens.prefix,
  roleId: roles.id,
  roleName: roles.name,
  principalId: apiTokens.principalId,
  expiresAt: apiTokens.expiresAt,
  ipAllowList: apiTokens.ipAllowList,
  createdAt: apiTokens.createdAt,
  createdByFirst: sql<
    string | null
  >`(select first_name || ' ' || last_name from users c where c.id = ${apiTokens.createdBy})`,
  lastUsedAt: apiTokens.lastUsedAt,
  lastUsedIp: apiTokens.lastUsedIp,
  revokedAt: apiTokens.revokedAt,
  linesOfBusiness: sql<
    string[]
  >`coalesce((select array_agg(ul.lob_id::text) from user_lines_of_business ul where ul.user_id = ${apiTokens.principalId}), '{}')`,
};

type ListRow = {
  principalId: string;
  id: string;
  name: string;
  prefix: string;
  roleId: string;
  roleName: string;
  expiresAt: Date | null;
  ipAllowList: string[];
  createdAt: Date;
  createdByFirst: string | null;
  lastUsedAt: Date | null;
  lastUsedIp: string | null;
  revokedAt: Date | null;
  linesOfBusiness: string[];
};

const toApiToken = (r: ListRow, now = new Date()): TApiToken => ({
  id: r.id,
  name: r.name,
  prefix: r.prefix,
  roleId: r.roleId,
  roleName: r.roleName,
  linesOfBusiness: r.linesOfBusiness,
  expiresAt: iso(r.expiresAt),
  ipAllowList: r.ipAllowList,
  createdAt: iso(r.createdAt) ?? '',
  createdBy: r.createdByFirst,
  lastUsedAt: iso(r.lastUsedAt),
  lastUsedIp: r.lastUsedIp,
  revokedAt: iso(r.revokedAt),
  status: r.revokedAt ? 'revoked' : r.expiresAt && r.expiresAt <= now ? 'expired' : 'active',
});

const selectTokens = (db: Db) =>
  db
    .select(listColumns)
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.principalId))
    .innerJoin(roles, eq(roles.id, users.roleId));

export const listApiTokens = async (db: Db) =>
  ((await selectTokens(db).orderBy(desc(apiTokens.createdAt)).limit(500)) as ListRow[]).map((r) =>
    toApiToken(r),
  );

export const findApiToken = async (db: Db, id: string) => {
  const [row] = (await selectTokens(db).where(eq(apiTokens.id, id))) as ListRow[];
  return row ? { ...toApiToken(row), principalId: row.principalId as string } : undefined;
};

/** The principal a token acts as: a users row that can never sign in and is never listed. */
export const insertPrincipal = async (
  db: Db,
  values: { name: string; roleId: string; tokenId: string; linesOfBusiness: string[] },
) => {
  const [row] = await db
    .insert(users)
    .values({
      firstName: 'API token',
      lastName: values.name,
      email: `api-token-${values.tokenId}@api-tokens.invalid`,
      passwordHash: null,
      roleId: values.roleId,
      active: false,
      deletedAt: new Date(),
    })
    .returning({ id: users.id });
  if (values.linesOfBusiness.length)
    await db
      .insert(userLinesOfBusiness)
      .values(values.linesOfBusiness.map((lobId) => ({ userId: row!.id, lobId })));
  return row!.id;
};

export const insertApiToken = async (db: Db, values: typeof apiTokens.$inferInsert) => {
  await db.insert(apiTokens).values(values);
};

export const revokeApiToken = async (db: Db, id: string) =>
  (
    await db
      .update(apiTokens)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(apiTokens.id, id), isNull(apiTokens.revokedAt)))
      .returning({ id: apiTokens.id })
  ).length > 0;

/** The live token of a secret hash with its principal's role and scope, in one indexed query. */
export const findLiveTokenByHash = async (db: Db, tokenHash: string) => {
  const [row] = await selectWithPrincipal(
    db,
    {
      id: apiTokens.id,
      name: apiTokens.name,
      ipAllowList: apiTokens.ipAllowList,
      lastUsedAt: apiTokens.lastUsedAt,
      lastUsedIp: apiTokens.lastUsedIp,
    },
    apiTokens,
    apiTokens.principalId,
  )
    .where(
      and(
        eq(apiTokens.tokenHash, tokenHash),
        isNull(apiTokens.revokedAt),
        or(isNull(apiTokens.expiresAt), gt(apiTokens.expiresAt, sql`now()`)),
      ),
    )
    .limit(1);
  return row ? principalOf(row) : undefined;
};

export const touchApiToken = (db: Db, id: string, ip: string) =>
  db.update(apiTokens).set({ lastUsedAt: sql`now()`, lastUsedIp: ip }).where(eq(apiTokens.id, id));
