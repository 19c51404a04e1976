import { type AnyPgColumn, index, pgTable, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, tstz, updatedAt } from './columns';
import { users } from './users';

/**
 * One person across their applications (docs/decisions/candidates.md#model): manual
 * applicants and requisition applicants both point here. Identity only: names, email and phone
 * stay on each application (as the person gave them then); matching reads the applications.
 */
export const candidates = pgTable(
  'candidates',
  {
    id: id(),
    /** Set once this record was merged into another; its applications moved there. */
    mergedIntoId: uuid('merged_into_id').references((): AnyPgColumn => candidates.id, {
      onDelete: 'set null',
    }),
    mergedAt: tstz('merged_at'),
    mergedBy: uuid('merged_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('candidates_merged_into_idx').on(t.mergedIntoId)],
);
