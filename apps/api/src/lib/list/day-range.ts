import { gte, lt, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * A list's "from"/"to" filter on a timestamp column, both days inclusive: from the start of `from`
 * to the start of the day after `to`, as the database's session reads those dates.
 */
export const withinDays = (
  column: PgColumn,
  from: string | undefined,
  to: string | undefined,
): (SQL | undefined)[] => [
  from ? gte(column, sql`${from}::timestamptz`) : undefined,
  to ? lt(column, sql`(${to}::date + 1)::timestamptz`) : undefined,
];
