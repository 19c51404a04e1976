import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';
import { users } from './users';

export const linesOfBusiness = pgTable(
  'lines_of_business',
  {
    id: id(),
    name: text('name').notNull(),
    clientName: text('client_name').notNull(),
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    lineType: text('line_type').notNull(),
    country: text('country').notNull(),
    description: text('description').notNull().default(''),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('lines_of_business_name_idx').on(sql`lower(${t.name})`)],
);
