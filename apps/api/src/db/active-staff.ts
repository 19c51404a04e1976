import { and, eq, ilike, isNull, or, sql } from 'drizzle-orm';
import { roles, users } from './schema';

/** Staff who may act: active, not deleted, with an active role (the query joins `roles` on `users.roleId`). */
export const isActiveStaff = () => and(eq(users.active, true), isNull(users.deletedAt), eq(roles.status, 1));

/** Staff whose full name ("first last") or email matches the ILIKE `pattern`. */
export const staffNameOrEmailLike = (pattern: string) =>
  or(ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern), ilike(users.email, pattern));
