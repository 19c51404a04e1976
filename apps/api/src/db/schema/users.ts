import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, tstz, updatedAt } from './columns';
import { roles } from './roles';

export const users = pgTable(
  'users',
  {
    id: id(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    /** Null until the user sets a password from the mailed link. */
    passwordHash: text('password_hash'),
    roleId: uuid('role_id')
      .notNull()
      .references(() => roles.id),
    active: boolean('active').notNull().default(true),
    lastLoginAt: tstz('last_login_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** Users are soft-deleted so the audit trail keeps its actors. */
    deletedAt: tstz('deleted_at'),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(sql`lower(${t.email})`).where(sql`${t.deletedAt} is null`),
    index('users_role_idx').on(t.roleId),
  ],
);
