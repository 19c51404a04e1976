import { type SQL, sql } from 'drizzle-orm';
import { callerScope, type ScopeCaller } from '../../lib/scope';
import { periodRanges } from './dashboard-periods';

/**
 * Every dashboard figure is one SQL statement, scoped like the lists (lib/scope). The heavy ones read
 * the rollups that database triggers keep exact (db/schema/dashboard.ts,
 * docs/decisions/dashboard.md#rollups-kept-by-database-triggers): applicants per creation day, requisition, status and source; manual
 * applicants per day, line, source and status; one narrow row per applicant status change with
 * its time since the previous one; and, for whole-company and per-line figures, the same counts per
 * calendar month, ISO week and day (`periodRanges`). Table names are not aliased (or aliased to the table the scope
 * helpers name): the scope helpers render `"requisitions"."lob_id"` etc.
 */

/** The filters after defaults: a half-open time range [from, to) and optional line / requisition. */
export interface DashboardFilters {
  /** ISO timestamp, inclusive. */
  from: string;
  /** ISO timestamp, exclusive (the day after the last day). */
  to: string;
  lobId?: string | undefined;
  requisitionId?: string | undefined;
  /** YYYY-MM-DD (UTC) the classes' days-to-start count from. */
  today: string;
}

export const num = (v: unknown) => (v === null || v === undefined ? 0 : Number(v));
export const days = (v: unknown) => (v === null || v === undefined ? null : Math.round(Number(v) * 10) / 10);
export const orTrue = (c: SQL | undefined) => c ?? sql`true`;
export const list = (values: readonly string[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

/** Line-of-business and requisition filters on a query that has `requisitions` joined. */
export const requisitionFilters = (f: DashboardFilters) =>
  sql`${f.lobId ? sql`"requisitions"."lob_id" = ${f.lobId}` : sql`true`} and ${
    f.requisitionId ? sql`"requisitions"."id" = ${f.requisitionId}` : sql`true`
  }`;

export const requisitionScope = (caller: ScopeCaller) =>
  orTrue(
    callerScope(caller, {
      menuItem: 'requisitions',
      lob: sql`"requisitions"."lob_id"`,
      groupType: sql`"requisitions"."group_type"`,
    }),
  );

export const inRange = (column: SQL, f: DashboardFilters) =>
  sql`${column} >= ${f.from}::timestamptz and ${column} < ${f.to}::timestamptz`;

/** The range as whole UTC days, for the daily rollups (the range is always whole UTC days). */
export const inDays = (column: SQL, f: DashboardFilters) =>
  sql`${column} >= ${f.from.slice(0, 10)}::date and ${column} < ${f.to.slice(0, 10)}::date`;

/** The period rows (of a table aliased `alias`) that together make up the filters' range. */
export const inPeriods = (alias: string, f: DashboardFilters) => {
  const ranges = periodRanges(f.from.slice(0, 10), f.to.slice(0, 10));
  if (!ranges.length) return sql`false`;
  const col = (c: string) => sql.raw(`"${alias}"."${c}"`);
  return sql`(${sql.join(
    ranges.map(
      (r) =>
        sql`(${col('grain')} = ${r.grain} and ${col('period')} >= ${r.from}::date and ${col('period')} < ${r.to}::date)`,
    ),
    sql` or `,
  )})`;
};
