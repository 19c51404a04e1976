import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
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
    /** aNPS survey mailed automatically after the application's success step. */
    anpsAfterApplication: boolean('anps_after_application').notNull().default(false),
    /** aNPS survey mailed automatically after a final decision (hired or declined). */
    anpsAfterDecision: boolean('anps_after_decision').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('lines_of_business_name_idx').on(sql`lower(${t.name})`)],
);

export const userLinesOfBusiness = pgTable(
  'user_lines_of_business',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lobId: uuid('lob_id')
      .notNull()
      .references(() => linesOfBusiness.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.lobId] }), index('user_lob_lob_idx').on(t.lobId)],
);
