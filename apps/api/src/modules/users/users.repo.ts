import type { TUser } from '@ats/contract';
import { and, eq, inArray, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { linesOfBusiness, roles, userLinesOfBusiness, users } from '../../db/schema';
import { iso, isoRequired } from '../../lib/dates';
import { keysetList, type ListArgs } from '../../lib/list/keyset-list';

// Correlated subqueries name columns in full: Drizzle renders bare column names inside `sql`.
const lobIds = sql<
  string[]
>`coalesce((select array_agg(ul.lob_id::text order by ul.lob_id) from "user_lines_of_business" ul where ul.user_id = "users"."id"), '{}')`;

const userFields = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  roleId: users.roleId,
  roleName: roles.name,
  linesOfBusiness: lobIds,
  active: users.active,
  lastLoginAt: users.lastLoginAt,
  createdAt: users.createdAt,
  updatedAt: users.updatedAt,
};

interface UserRow {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  roleId: string;
  roleName: string;
  linesOfBusiness: string[];
  active: boolean;
  lastLoginAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

const toUser = (r: UserRow): TUser => ({
  ...r,
  lastLoginAt: iso(r.lastLoginAt),
  createdAt: isoRequired(r.createdAt),
  updatedAt: isoRequired(r.updatedAt),
});

const notDeleted = isNull(users.deletedAt);

export const findUser = async (db: Db, id: string): Promise<TUser | undefined> => {
  const [row] = await db
    .select(userFields)
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(and(eq(users.id, id), notDeleted))
    .limit(1);
  return row ? toUser(row) : undefined;
};

export const emailTaken = async (db: Db, email: string, exceptId?: string) => {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        sql`lower(${users.email}) = ${email.toLowerCase()}`,
        notDeleted,
        exceptId ? ne(users.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return Boolean(row);
};

export const listUsers = (db: Db, args: ListArgs & { roleIds?: string[]; lobIds?: string[] }) =>
  keysetList(
    {
      id: users.id,
      sorts: {
        name: sql`lower(${users.firstName} || ' ' || ${users.lastName})`,
        email: sql`lower(${users.email})`,
        createdAt: users.createdAt,
      },
      defaultSort: 'name',
      searchColumns: [sql`${users.firstName} || ' ' || ${users.lastName}`, users.email],
      where: [
        notDeleted,
        args.roleIds?.length ? inArray(users.roleId, args.roleIds) : undefined,
        args.lobIds?.length
          ? sql`exists (select 1 from "user_lines_of_business" ul where ul.user_id = "users"."id" and ul.lob_id = any(${sql.param(args.lobIds)}::uuid[]))`
          : undefined,
      ],
      query: async ({ sortKey, where, orderBy, limit }) => {
        const rows = await db
          .select({ ...userFields, __sortKey: sortKey, __id: users.id })
          .from(users)
          .innerJoin(roles, eq(roles.id, users.roleId))
          .where(where)
          .orderBy(...orderBy)
          .limit(limit);
        return rows.map((r) => ({ ...toUser(r), __sortKey: r.__sortKey, __id: r.__id }));
      },
    },
    args,
  );

export const insertUser = async (
  db: Db,
  values: { firstName: string; lastName: string; email: string; roleId: string; active: boolean },
) => {
  const [row] = await db.insert(users).values(values).returning({ id: users.id });
  return row!.id;
};

export const updateUserRow = (db: Db, id: string, values: Partial<typeof users.$inferInsert>) =>
  db
    .update(users)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(users.id, id));

export const setUserLinesOfBusiness = async (db: Db, userId: string, lobs: string[]) => {
  await db.delete(userLinesOfBusiness).where(eq(userLinesOfBusiness.userId, userId));
  if (lobs.length)
    await db.insert(userLinesOfBusiness).values([...new Set(lobs)].map((lobId) => ({ userId, lobId })));
};

export const softDeleteUser = (db: Db, id: string) =>
  db
    .update(users)
    .set({ deletedAt: sql`now()`, active: false, updatedAt: sql`now()` })
    .where(eq(users.id, id));

export const existingLobIds = async (db: Db, ids: string[]) => {
  if (!ids.length) return new Set<string>();
  const rows = await db
    .select({ id: linesOfBusiness.id })
    .from(linesOfBusiness)
    .where(inArray(linesOfBusiness.id, ids));
  return new Set(rows.map((r) => r.id));
};

/** Active, undeleted users whose role is the system administrator role. */
export const countActiveAdministrators = async (db: Db, exceptUserId?: string) => {
  const where: SQL[] = [eq(roles.isSystem, true), eq(users.active, true), notDeleted];
  if (exceptUserId) where.push(ne(users.id, exceptUserId));
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(and(...where));
  return row?.n ?? 0;
};

/** Addresses of the active administrators (the system role): who hears of trouble with the server. */
export const administratorEmails = async (db: Db): Promise<string[]> => {
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(and(eq(roles.isSystem, true), eq(users.active, true), notDeleted))
    .orderBy(users.email);
  return rows.map((r) => r.email);
};
