import type { TStatusFlow, TTimeInStatus, TTimeToFill } from '@ats/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows-of';
import { requisitionApplicantScope, type ScopeCaller } from '../../lib/scope';
import {
  type DashboardFilters,
  days,
  inPeriods,
  inRange,
  num,
  orTrue,
  requisitionFilters,
  requisitionScope,
} from './dashboard-filters.repo';

/** One requisition: its narrow status-change rows in the range, read once (`flow`, `spans`). */
const oneRequisitionChanges = (caller: ScopeCaller, f: DashboardFilters) => sql`
    with hist as materialized (
      select "requisitions"."lob_id", c.from_status, c.to_status, greatest(c.days, 0) as d, count(*) as n
      from "dashboard_status_changes" c
      join "requisitions" on "requisitions"."id" = c.requisition_id
      where c.from_status is not null and ${inRange(sql`c.changed_at`, f)}
        and ${orTrue(requisitionApplicantScope(caller))} and ${requisitionFilters(f)}
      group by 1, 2, 3, 4
    ), flow as (
      select from_status, to_status, sum(n) as n from hist where to_status is not null group by 1, 2
    ), spans as (
      select lob_id, from_status as status, d, sum(n) as n from hist where d is not null group by 1, 2, 3
    )`;

/**
 * Every requisition in scope: the flow and the span histogram from their per-line periods (aliased
 * "requisitions" for the scope's line and group type columns). The same sums, from fewer rows.
 */
const periodChanges = (caller: ScopeCaller, f: DashboardFilters) => sql`
    with flow as (
      select "requisitions".from_status, "requisitions".to_status, sum("requisitions".changes) as n
      from "dashboard_flow_periods" as "requisitions"
      where "requisitions".to_status is not null and ${inPeriods('requisitions', f)}
        and ${orTrue(requisitionApplicantScope(caller))} and ${requisitionFilters(f)}
      group by 1, 2
    ), spans as (
      select "requisitions".lob_id, "requisitions".status, "requisitions".days as d, sum("requisitions".changes) as n
      from "dashboard_span_periods" as "requisitions"
      where ${inPeriods('requisitions', f)}
        and ${orTrue(requisitionApplicantScope(caller))} and ${requisitionFilters(f)}
      group by 1, 2, 3
    )`;

/**
 * The status changes of requisition applicants in the range, read once from their narrow rollup:
 * from → to, counted (the status flow); and the time spent in each status left, from the previous
 * change (or the creation) to this one, median and p75 per line of business and status (time in
 * status). The percentiles are `percentile_cont`'s, computed from a histogram of the spans with
 * the same interpolation between the two nearest ranks, so equal spans are sorted once.
 */
export const statusChangeFigures = async (
  db: Db,
  caller: ScopeCaller,
  f: DashboardFilters,
): Promise<{ flow: TStatusFlow[]; timeInStatus: TTimeInStatus[] }> => {
  const [row] = await rowsOf<{ flow: unknown; tis: unknown }>(
    db,
    sql`
    ${f.requisitionId ? oneRequisitionChanges(caller, f) : periodChanges(caller, f)}, ranked as (
      select spans.*, (sum(n) over (partition by lob_id, status order by d))::float8 as cum,
        (sum(n) over (partition by lob_id, status))::float8 as total
      from spans
    ), ranks as (
      select lob_id, status, total, 0.5 * (total - 1) as h50, 0.75 * (total - 1) as h75,
        min(d) filter (where cum > floor(0.5 * (total - 1))) as lo50,
        min(d) filter (where cum > ceil(0.5 * (total - 1))) as hi50,
        min(d) filter (where cum > floor(0.75 * (total - 1))) as lo75,
        min(d) filter (where cum > ceil(0.75 * (total - 1))) as hi75
      from ranked group by lob_id, status, total
    ), tis as (
      select ranks.lob_id, l.name as lob_name, ranks.status, ranks.total as n,
        lo50 + (hi50 - lo50) * (h50 - floor(h50)) as median,
        lo75 + (hi75 - lo75) * (h75 - floor(h75)) as p75
      from ranks join "lines_of_business" l on l.id = ranks.lob_id
    )
    select
      (select coalesce(json_agg(json_build_object('from', from_status, 'to', to_status, 'n', n)
        order by n desc, from_status, to_status), '[]'::json) from flow) as flow,
      (select coalesce(json_agg(json_build_object('lob_id', lob_id, 'lob_name', lob_name, 'status', status,
        'n', n, 'median', median, 'p75', p75) order by lob_name, lob_id, status), '[]'::json) from tis) as tis`,
  );
  const parse = (v: unknown) => (typeof v === 'string' ? JSON.parse(v) : v) as Record<string, unknown>[];
  return {
    flow: parse(row?.flow).map((r) => ({ from: String(r.from), to: String(r.to), count: num(r.n) })),
    timeInStatus: parse(row?.tis).map((r) => ({
      lobId: String(r.lob_id),
      lobName: String(r.lob_name),
      status: String(r.status),
      transitions: num(r.n),
      medianDays: days(r.median),
      p75Days: days(r.p75),
    })),
  };
};

/**
 * Requisitions filled in the range: days from opening (the first change to opened, else the
 * creation) to the last change to filled, median and p75 per line of business.
 */
export const timeToFill = async (
  db: Db,
  caller: ScopeCaller,
  f: DashboardFilters,
): Promise<TTimeToFill[]> => {
  const rows = await rowsOf<Record<string, unknown>>(
    db,
    sql`
    with filled as (
      select "requisitions"."id", "requisitions"."lob_id", "requisitions"."created_at",
        max(a.created_at) as filled_at
      from "audit_log" a
      join "requisitions" on "requisitions"."id" = a.entity_id::uuid
      where a.entity_type = 'requisition' and a.action = 'status_change' and a.diff->'status'->>1 = 'filled'
        and ${inRange(sql`a.created_at`, f)}
        and ${requisitionScope(caller)} and ${requisitionFilters(f)}
      group by 1, 2, 3
    ), spans as (
      select filled.lob_id, extract(epoch from filled.filled_at - coalesce((
        select min(o.created_at) from "audit_log" o
        where o.entity_type = 'requisition' and o.entity_id = filled.id::text and o.action = 'status_change'
          and o.diff->'status'->>1 = 'opened' and o.created_at <= filled.filled_at
      ), filled.created_at)) / 86400.0 as d
      from filled
    )
    select spans.lob_id, l.name as lob_name, count(*) as filled,
      percentile_cont(0.5) within group (order by d) as median,
      percentile_cont(0.75) within group (order by d) as p75
    from spans join "lines_of_business" l on l.id = spans.lob_id
    group by spans.lob_id, l.name
    order by l.name, spans.lob_id`,
  );
  return rows.map((r) => ({
    lobId: String(r.lob_id),
    lobName: String(r.lob_name),
    filled: num(r.filled),
    medianDays: days(r.median),
    p75Days: days(r.p75),
  }));
};
