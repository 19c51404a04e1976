import type { TPermissions } from '@ats/contract';
import { sql } from 'drizzle-orm';
import { roles, users } from '../../db/schema';

/**
 * Who a credential (a sign-in session, an API token) acts as: the user, their role with its
 * permissions, and the lines of business that scope them. Select these with `users` and `roles`
 * joined (not aliased); `principalOf` types what they read.
 */
export const principalColumns = {
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
