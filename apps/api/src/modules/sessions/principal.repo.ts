import type { TPermissions } from '@ats/contract';
import { eq, type SelectedFields, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { roles, users } from '../../db/schema';

/**
 * Who a credential (a sign-in session, an API token) acts as: the user, their role with its
 * permissions, and the lines of business that scope them. Select these with `users` and `roles`
 * joined (not aliased); `principalOf` types what they read.
 */
const principalColumns = {
  userId: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  roleId: roles.id,
  roleName: roles.name,
  roleStatus: roles.status,
  permissions: roles.permissions,
  linesOfBusiness: sql<
    string[]
  >`coalesce((select array_agg(ul.lob_id::text) from "user_lines_of_business" ul where ul.user_id = "users"."id"), '{}')`,
};

/** A row read with `principalColumns`, its role status and permissions typed as the caller's. */
export const principalOf = <Row extends { roleStatus: number; permissions: unknown }>(row: Row) => ({
  ...row,
  roleStatus: (row.roleStatus === 0 ? 0 : 1) as 0 | 1,
  permissions: row.permissions as TPermissions,
});

/**
 * A credential's row (`fields` of `credential`) with its principal: the user `userId` names and
 * the user's role joined, `principalColumns` selected. The caller adds its own conditions.
 */
export const selectWithPrincipal = <Fields extends SelectedFields<PgColumn, PgTable>>(
  db: Db,
  fields: Fields,
  credential: PgTable,
  userId: PgColumn,
) =>
  db
    .select({ ...fields, ...principalColumns })
    .from(credential)
    .innerJoin(users, eq(users.id, userId))
    .innerJoin(roles, eq(roles.id, users.roleId));
