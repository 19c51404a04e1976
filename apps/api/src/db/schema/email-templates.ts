import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';
import { users } from './users';

/** Candidate email templates with `{{merge_fields}}`, per purpose and language (Settings). */
export const emailTemplates = pgTable(
  'email_templates',
  {
    id: id(),
    name: text('name').notNull(),
    /** invitation | decline | offer | reminder. */
    purpose: text('purpose').notNull(),
    /** en | es. */
    language: text('language').notNull().default('en'),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('email_templates_purpose_idx').on(t.purpose, t.language)],
);
