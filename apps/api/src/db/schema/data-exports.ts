import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, tstz } from './columns';
import { users } from './users';

/** "Download everything we hold" archives of one candidate (GDPR Art. 15 and 20), built by a job. */
export const dataExports = pgTable(
  'data_exports',
  {
    id: id(),
    /** `requisition` (an application) or `manual` (the manual tracker). */
    applicantKind: text('applicant_kind').notNull(),
    applicantId: uuid('applicant_id').notNull(),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    /** `pending`, `ready` or `failed`. */
    status: text('status').notNull().default('pending'),
    storageKey: text('storage_key'),
    sizeBytes: integer('size_bytes'),
    error: text('error'),
    createdAt: createdAt(),
    readyAt: tstz('ready_at'),
    expiresAt: tstz('expires_at'),
  },
  (t) => [index('data_exports_applicant_idx').on(t.applicantId, t.createdAt)],
);
