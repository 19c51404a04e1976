import { isNotNull, isNull, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * Archiving or unarchiving rows: the values to set, and the condition that keeps only the rows whose
 * state it changes (the callers audit and notify just those).
 */
export const archiveChange = (archivedAt: PgColumn, archived: boolean) => ({
  values: { archivedAt: archived ? sql`now()` : null, updatedAt: sql`now()` },
  changes: archived ? isNull(archivedAt) : isNotNull(archivedAt),
});
