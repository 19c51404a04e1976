import type { TPermissions } from '@ats/contract';
import { sql } from 'drizzle-orm';
import { boolean, jsonb, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';

export const roles = pgTable(
  'roles',
  {
    id: id(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** 1 active, 0 revoked (SPEC §6: status 0 revokes access). */
    status: smallint('status').notNull().default(1),
    /** Seeded administrator role: it keeps every permission and cannot be revoked. */
    isSystem: boolean('is_system').notNull().default(false),
    permissions: jsonb('permissions').$type<TPermissions>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('roles_name_unique').on(sql`lower(${t.name})`)],
);
