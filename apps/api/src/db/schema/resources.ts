import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, tstz, updatedAt } from './columns';
import { linesOfBusiness } from './lines-of-business';
import { uploads } from './uploads';
import { users } from './users';

/** Shared documents and links for staff and, when marked so, candidates (issue 19). */
export const resources = pgTable(
  'resources',
  {
    id: id(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /** staff | candidates. */
    audience: text('audience').notNull().default('staff'),
    lobId: uuid('lob_id').references(() => linesOfBusiness.id, { onDelete: 'set null' }),
    url: text('url'),
    uploadId: uuid('upload_id').references(() => uploads.id, { onDelete: 'set null' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    archivedAt: tstz('archived_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('resources_created_idx').on(t.createdAt, t.id), index('resources_lob_idx').on(t.lobId)],
);
