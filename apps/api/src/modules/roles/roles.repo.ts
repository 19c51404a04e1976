import type { TPermissions, TRole } from '@ats/contract';
import { normalizePermissions } from '@ats/contract';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { roles } from '../../db/schema';
import { isoRequired } from '../../lib/dates';
import { keysetList, type ListArgs } from '../../lib/list/keyset-list';

// Correlated subqueries name their columns in full: Drizzle renders bare column names inside `sql`.
const userCount = sql<number>`(select count(*)::int from "users" where "users"."role_id" = "roles"."id" and "users"."deleted_at" is null)`;

const roleFields = {
  id: roles.id,
  name: roles.name,
  description: roles.description,
  status: roles.status,
  isSystem: roles.isSystem,
  permissions: roles.permissions,
  userCount,
  createdAt: roles.createdAt,
  updatedAt: roles.updatedAt,
};

type RoleRow = { [K in keyof typeof roleFields]: unknown } & {
  status: number;
  permissions: TPermissions;
  createdAt: Date;
  updatedAt: Date;
};

const toRole = (r: RoleRow): TRole => ({
  id: r.id as string,
  name: r.name as string,
  description: r.description as string,
  status: r.status === 0 ? 0 : 1,
  isSystem: r.isSystem as boolean,
  permissions: normalizePermissions(r.permissions),
  userCount: Number(r.userCount),
  createdAt: isoRequired(r.createdAt),
  updatedAt: isoRequired(r.updatedAt),
});

export const findRole = async (db: Db, id: string) => {
  const [row] = await db.select(roleFields).from(roles).where(eq(roles.id, id)).limit(1);
  return row ? toRole(row as RoleRow) : undefined;
};

export const roleNameTaken = async (db: Db, name: string, exceptId?: string) => {
  const [row] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(
      and(sql`lower(${roles.name}) = ${name.toLowerCase()}`, exceptId ? ne(roles.id, exceptId) : undefined),
    )
    .limit(1);
  return Boolean(row);
};

export const listRoles = (db: Db, args: ListArgs) =>
  keysetList(
    {
      id: roles.id,
      sorts: { name: sql`lower(${roles.name})`, createdAt: roles.createdAt },
      defaultSort: 'name',
      searchColumns: [roles.name],
      query: async ({ sortKey, where, orderBy, limit }) => {
        const rows = await db
          .select({ ...roleFields, __sortKey: sortKey, __id: roles.id })
          .from(roles)
          .where(where)
          .orderBy(...orderBy)
          .limit(limit);
        return rows.map((r) => ({ ...toRole(r as RoleRow), __sortKey: r.__sortKey, __id: r.__id }));
      },
    },
    args,
  );

export const insertRole = async (db: Db, values: typeof roles.$inferInsert) => {
  const [row] = await db.insert(roles).values(values).returning({ id: roles.id });
  return row!.id;
};

export const updateRoleRow = (db: Db, id: string, values: Partial<typeof roles.$inferInsert>) =>
  db
    .update(roles)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(roles.id, id));
