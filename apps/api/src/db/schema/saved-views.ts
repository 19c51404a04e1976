import { sql } from 'drizzle-orm';
import { pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { users } from './users';

/** A user's named tracker filters (the URL's query string), per list. */
export const savedViews = pgTable(
  'saved_views',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The list's menu item id: applicant-tracker | req-applicant-tracker. */
    list: text('list').notNull(),
    name: text('name').notNull(),
    /** URL query string without `?` (search, sort, filters, date ranges). */
    query: text('query').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('saved_views_user_list_name_unique').on(t.userId, t.list, sql`lower(${t.name})`)],
);
