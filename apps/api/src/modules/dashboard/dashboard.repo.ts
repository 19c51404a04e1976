import {
  APPLICATION_STEPS,
  AT_RISK_DAYS,
  CLASSES_MAX,
  LATE_STAGE_STATUSES,
  PIPELINE_MAX_REQUISITIONS,
  type TAnps,
  type TAssessmentPassRate,
  type TClassAtRisk,
  type TFunnel,
  type TPipelineRow,
  type TSourceMix,
  type TStatusFlow,
  type TTimeInStatus,
  type TTimeToFill,
} from '@ats/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  callerScope,
  manualApplicantScope,
  requisitionApplicantScope,
  type ScopeCaller,
} from '../../lib/scope';
import { HIRED_STATUSES } from '../requisition-applicants';

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

const rowsOf = async <T>(db: Db, query: SQL) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;
const num = (v: unknown) => (v === null || v === undefined ? 0 : Number(v));
const days = (v: unknown) => (v === null || v === undefined ? null : Math.round(Number(v) * 10) / 10);
const orTrue = (c: SQL | undefined) => c ?? sql`true`;
const list = (values: readonly string[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

/** Line-of-business and requisition filters on a query that has `requisitions` joined. */
const requisitionFilters = (f: DashboardFilters) =>
  sql`${f.lobId ? sql`"requisitions"."lob_id" = ${f.lobId}` : sql`true`} and ${
    f.requisitionId ? sql`"requisitions"."id" = ${f.requisitionId}` : sql`true`
  }`;

const requisitionScope = (caller: ScopeCaller) =>
  orTrue(
    callerScope(caller, {
      menuItem: 'requisitions',
      lob: sql`"requisitions"."lob_id"`,
      groupType: sql`"requisitions"."group_type"`,
    }),
  );

const inRange = (column: SQL, f: DashboardFilters) =>
  sql`${column} >= ${f.from}::timestamptz and ${column} < ${f.to}::timestamptz`;

/** The range as whole UTC days, for the daily rollups (the range is always whole UTC days). */
const inDays = (column: SQL, f: DashboardFilters) =>
  sql`${column} >= ${f.from.slice(0, 10)}::date and ${column} < ${f.to.slice(0, 10)}::date`;

const DAY_MS = 86_400_000;
const dayNumber = (d: string) => Date.parse(`${d}T00:00:00Z`) / DAY_MS;
const dayText = (n: number) => new Date(n * DAY_MS).toISOString().slice(0, 10);
/** The first day of the month of day number n (as a day number). */
const monthStart = (n: number) => {
  const d = new Date(n * DAY_MS);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1) / DAY_MS;
};
const nextMonth = (n: number) => {
  const d = new Date(n * DAY_MS);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1) / DAY_MS;
};
/** Monday of the ISO week of day number n (day 0, 1970-01-01, was a Thursday). */
const weekStart = (n: number) => n - ((n + 3) % 7);

type Grain = 'm' | 'w' | 'd';
/**
 * The whole-day range [from, to) as the fewest period rows of the period rollups (migration
 * `dashboard-period-triggers`): its whole calendar months, then the whole ISO weeks of the parts
 * before and after them, then the single days left at the edges. Each entry is a half-open range
 * of period starts of one grain; together they cover every day of the range exactly once.
 */
export const periodRanges = (fromDay: string, toDay: string) => {
  const out: { grain: Grain; from: string; to: string }[] = [];
  const from = dayNumber(fromDay);
  const to = dayNumber(toDay);
  const weeksAndDays = (a: number, b: number) => {
    if (a >= b) return;
    const w0 = weekStart(a) === a ? a : weekStart(a) + 7;
    const w1 = weekStart(b);
    if (w0 < w1) {
      out.push({ grain: 'w', from: dayText(w0), to: dayText(w1) });
      if (a < w0) out.push({ grain: 'd', from: dayText(a), to: dayText(w0) });
      if (w1 < b) out.push({ grain: 'd', from: dayText(w1), to: dayText(b) });
    } else out.push({ grain: 'd', from: dayText(a), to: dayText(b) });
  };
  const m0 = monthStart(from) === from ? from : nextMonth(from);
  const m1 = monthStart(to);
  if (m0 < m1) {
    out.push({ grain: 'm', from: dayText(m0), to: dayText(m1) });
    weeksAndDays(from, m0);
    weeksAndDays(m1, to);
  } else weeksAndDays(from, to);
  return out;
};

/** The period rows (of a table aliased `alias`) that together make up the filters' range. */
const inPeriods = (alias: string, f: DashboardFilters) => {
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

/** Open requisitions with a start date, soonest first, with the at-risk flag (AT_RISK_RULE). */
export const classesAtRisk = async (
  db: Db,
  caller: ScopeCaller,
  f: DashboardFilters,
): Promise<TClassAtRisk[]> => {
  const rows = await rowsOf<Record<string, unknown>>(
    db,
    sql`
    select c.*, late.late_stage,
      (c.days_to_start <= ${AT_RISK_DAYS} and c.num_hired + late.late_stage < c.required_hc) as at_risk
    from (
      select "requisitions"."id", "requisitions"."requisition_uid", "requisitions"."name", "requisitions"."lob_id",
        "lines_of_business"."name" as lob_name, "requisitions"."status",
        "requisitions"."start_date"::text as start_date,
        ("requisitions"."start_date" - ${f.today}::date) as days_to_start,
        "requisitions"."required_hc", "requisitions"."num_hired"
      from "requisitions"
      join "lines_of_business" on "lines_of_business"."id" = "requisitions"."lob_id"
      where "requisitions"."status" in ('opened', 'moved') and "requisitions"."start_date" is not null
        and ${requisitionScope(caller)} and ${requisitionFilters(f)}
      order by "requisitions"."start_date", "requisitions"."id"
      limit ${CLASSES_MAX}
    ) c
    cross join lateral (
      select coalesce(sum(d.applicants), 0) as late_stage from "dashboard_applicant_days" d
      where d.requisition_id = c.id and d.status in (${list(LATE_STAGE_STATUSES)})
    ) late
    order by c.start_date, c.id`,
  );
  return rows.map((r) => ({
    requisitionId: String(r.id),
    requisitionUid: String(r.requisition_uid),
    name: String(r.name),
    lobId: String(r.lob_id),
    lobName: String(r.lob_name),
    status: String(r.status),
    startDate: String(r.start_date),
    daysToStart: num(r.days_to_start),
    requiredHC: num(r.required_hc),
    numHired: num(r.num_hired),
    lateStage: num(r.late_stage),
    atRisk: Boolean(r.at_risk),
  }));
};

const hired = list(HIRED_STATUSES);

/**
 * One requisition (the requisition filter): its daily rollup rows in the range, read once for the
 * pipeline (`per_status`, `top`) and the source mix (`sources`).
 */
const oneRequisitionCells = (caller: ScopeCaller, f: DashboardFilters) => sql`
    with cells as materialized (
      select d.requisition_id, d.status, d.source, sum(d.applicants) as n
      from "dashboard_applicant_days" d
      join "requisitions" on "requisitions"."id" = d.requisition_id
      where ${inDays(sql`d.day`, f)}
        and ${orTrue(requisitionApplicantScope(caller))} and ${requisitionFilters(f)}
      group by 1, 2, 3
    ), per_status as (
      select requisition_id, status, sum(n) as n from cells group by 1, 2 having sum(n) > 0
    ), top as (
      select requisition_id, sum(n) as total from per_status group by 1
      order by total desc, requisition_id limit ${PIPELINE_MAX_REQUISITIONS}
    ), sources as (
      select source, sum(n) as n, coalesce(sum(n) filter (where status in (${hired})), 0) as hired
      from cells group by 1 having sum(n) > 0
    )`;

/**
 * Every requisition in scope (whole company, a line): the busiest requisitions from the per-
 * requisition period totals, their statuses from the daily rollup (those requisitions only), and the
 * source mix from the per-line periods (aliased "requisitions": it has the scope's line and group
 * type columns). The same sums as `oneRequisitionCells`, from fewer rows.
 */
const periodCells = (caller: ScopeCaller, f: DashboardFilters) => sql`
    with top as (
      select rp.requisition_id, sum(rp.applicants) as total
      from "dashboard_requisition_periods" rp
      join "requisitions" on "requisitions"."id" = rp.requisition_id
      where ${inPeriods('rp', f)}
        and ${orTrue(requisitionApplicantScope(caller))} and ${requisitionFilters(f)}
      group by 1 having sum(rp.applicants) > 0
      order by total desc, requisition_id limit ${PIPELINE_MAX_REQUISITIONS}
    ), per_status as (
      select d.requisition_id, d.status, sum(d.applicants) as n
      from top join "dashboard_applicant_days" d on d.requisition_id = top.requisition_id
      where ${inDays(sql`d.day`, f)}
      group by 1, 2 having sum(d.applicants) > 0
    ), sources as (
      select "requisitions".source, sum("requisitions".applicants) as n,
        coalesce(sum("requisitions".applicants) filter (where "requisitions".status in (${hired})), 0) as hired
      from "dashboard_applicant_periods" as "requisitions"
      where ${inPeriods('requisitions', f)}
        and ${orTrue(requisitionApplicantScope(caller))} and ${requisitionFilters(f)}
      group by 1 having sum("requisitions".applicants) > 0
    )`;

/**
 * Live requisition applicants created in the range, read once from the daily rollup: per status
 * for the busiest requisitions (the pipeline), and per source of their application — the
 * utm_source, else the referrer's host, else "direct"; "added by staff" without an application —
 * with how many were hired (the online source mix).
 */
export const requisitionApplicantFigures = async (
  db: Db,
  caller: ScopeCaller,
  f: DashboardFilters,
): Promise<{ pipeline: TPipelineRow[]; sources: TSourceMix[] }> => {
  const [row] = await rowsOf<{ pipeline: unknown; sources: unknown }>(
    db,
    sql`
    ${f.requisitionId ? oneRequisitionCells(caller, f) : periodCells(caller, f)}, pipeline as (
      select top.requisition_id, top.total, r.requisition_uid, r.name,
        json_object_agg(p.status, p.n) as counts
      from top
      join per_status p on p.requisition_id = top.requisition_id
      join "requisitions" r on r.id = top.requisition_id
      group by top.requisition_id, top.total, r.requisition_uid, r.name
    )
    select
      (select coalesce(json_agg(json_build_object('requisition_id', requisition_id, 'total', total,
        'requisition_uid', requisition_uid, 'name', name, 'counts', counts)
        order by total desc, requisition_id), '[]'::json) from pipeline) as pipeline,
      (select coalesce(json_agg(json_build_object('source', source, 'n', n, 'hired', hired)
        order by n desc, source), '[]'::json) from sources) as sources`,
  );
  const parse = (v: unknown) => (typeof v === 'string' ? JSON.parse(v) : v) as Record<string, unknown>[];
  return {
    pipeline: parse(row?.pipeline).map((r) => ({
      requisitionId: String(r.requisition_id),
      requisitionUid: String(r.requisition_uid),
      name: String(r.name),
      total: num(r.total),
      counts: Object.fromEntries(
        Object.entries(r.counts as Record<string, unknown>).map(([k, v]) => [k, num(v)]),
      ),
    })),
    sources: parse(row?.sources).map((r) => sourceRow('online', r)),
  };
};

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

/** Manual applicants created in the range, per source, with how many were hired. */
export const manualSourceMix = async (
  db: Db,
  caller: ScopeCaller,
  f: DashboardFilters,
): Promise<TSourceMix[]> => {
  if (f.requisitionId) return []; // manual applicants belong to no requisition
  const rows = await rowsOf<Record<string, unknown>>(
    db,
    sql`
    select "applicants"."source" as source, sum("applicants"."applicants") as n,
      sum("applicants"."applicants") filter (where "applicants"."status" in (${hired})) as hired
    from "dashboard_manual_periods" as "applicants"
    left join "lines_of_business" on "lines_of_business"."id" = "applicants"."lob_id"
    where ${inPeriods('applicants', f)}
      and ${orTrue(manualApplicantScope(caller))}
      and ${f.lobId ? sql`"applicants"."lob_id" = ${f.lobId}` : sql`true`}
    group by 1 order by n desc, 1`,
  );
  return rows.map((r) => sourceRow('manual', r));
};

const sourceRow = (channel: TSourceMix['channel'], r: Record<string, unknown>): TSourceMix => {
  const applicants = num(r.n);
  const hiredCount = num(r.hired);
  return {
    channel,
    source: String(r.source),
    applicants,
    hired: hiredCount,
    conversion: applicants ? hiredCount / applicants : 0,
  };
};

/** Which applicants' interviews the caller may count: per tracker, by that tracker's scope. */
const interviewScope = (caller: ScopeCaller, trackers: { requisition: boolean; manual: boolean }) => {
  const parts: SQL[] = [];
  if (trackers.requisition)
    parts.push(
      sql`(i.requisition_applicant_id is not null and ${orTrue(requisitionApplicantScope(caller))})`,
    );
  if (trackers.manual)
    parts.push(sql`(i.manual_applicant_id is not null and ${orTrue(manualApplicantScope(caller))})`);
  return parts.length ? sql`(${sql.join(parts, sql` or `)})` : sql`false`;
};

const interviewFrom = (f: DashboardFilters) => sql`
  from "applicant_interviews" i
  left join "requisition_applicants" on "requisition_applicants"."id" = i.requisition_applicant_id
  left join "requisitions" on "requisitions"."id" = "requisition_applicants"."requisition_id"
  left join "applicants" on "applicants"."id" = i.manual_applicant_id
  left join "lines_of_business" on "lines_of_business"."id" = "applicants"."lob_id"
  where i.archived_at is null
    and ${f.lobId ? sql`coalesce("requisitions"."lob_id", "applicants"."lob_id") = ${f.lobId}` : sql`true`}
    and ${f.requisitionId ? sql`"requisitions"."id" = ${f.requisitionId}` : sql`true`}`;

/** Interviews with an outcome submitted in the range, per type: evaluated, passed, pass rate. */
export const assessmentPassRates = async (
  db: Db,
  caller: ScopeCaller,
  f: DashboardFilters,
  trackers: { requisition: boolean; manual: boolean },
): Promise<TAssessmentPassRate[]> => {
  const rows = await rowsOf<Record<string, unknown>>(
    db,
    sql`
    select i.type, count(*) as evaluated, count(*) filter (where i.outcome = 'passed') as passed
    ${interviewFrom(f)}
      and i.outcome is not null and ${inRange(sql`i.submitted_at`, f)}
      and ${interviewScope(caller, trackers)}
    group by 1 order by 1`,
  );
  return rows.map((r) => {
    const evaluated = num(r.evaluated);
    const passed = num(r.passed);
    return { type: String(r.type), evaluated, passed, passRate: evaluated ? passed / evaluated : null };
  });
};

/** Submitted interviews nobody has evaluated yet (typing is evaluated by the server at submit). */
export const interviewsToEvaluate = async (
  db: Db,
  caller: ScopeCaller,
  trackers: { requisition: boolean; manual: boolean },
) => {
  const [row] = await rowsOf<{ n: unknown }>(
    db,
    sql`select count(*) as n ${interviewFrom({ from: '', to: '', today: '' })}
      and i.status = 'submitted' and ${interviewScope(caller, trackers)}`,
  );
  return num(row?.n);
};

/** Completed applications whose status nobody has moved from Incomplete yet. */
export const applicantsToReview = async (db: Db, caller: ScopeCaller) => {
  const [row] = await rowsOf<{ n: unknown }>(
    db,
    sql`select count(*) as n from "requisition_applicants"
      join "requisitions" on "requisitions"."id" = "requisition_applicants"."requisition_id"
      where "requisition_applicants"."archived_at" is null and "requisition_applicants"."status" = 'incomplete'
        and "requisition_applicants"."completed_at" is not null
        and ${orTrue(requisitionApplicantScope(caller))}`,
  );
  return num(row?.n);
};

/** Class requests still New (the tracker is not scoped by line of business either). */
export const newClassRequests = async (db: Db) => {
  const [row] = await rowsOf<{ n: unknown }>(
    db,
    sql`select count(*) as n from "class_requests" where status = 'new'`,
  );
  return num(row?.n);
};

/**
 * The application funnel from the flow's events in the range: distinct visitors who viewed each
 * step and who completed it; per device and source, visitors and those who reached the end.
 */
export const funnel = async (db: Db, caller: ScopeCaller, f: DashboardFilters): Promise<TFunnel> => {
  const where = sql`${inRange(sql`e.created_at`, f)} and ${orTrue(
    callerScope(caller, {
      menuItem: 'req-applicant-tracker',
      lob: sql`"requisitions"."lob_id"`,
      groupType: sql`"requisitions"."group_type"`,
    }),
  )} and ${requisitionFilters(f)}`;
  const from = sql`from "application_events" e join "requisitions" on "requisitions"."id" = e.requisition_id`;
  const steps = await rowsOf<Record<string, unknown>>(
    db,
    sql`select e.step, count(distinct e.visitor_id) as visitors,
      count(distinct e.visitor_id) filter (where e.kind = 'complete') as completed
      ${from} where ${where} group by 1`,
  );
  const breakdown = (column: SQL) =>
    rowsOf<Record<string, unknown>>(
      db,
      sql`select ${column} as key, count(distinct e.visitor_id) as visitors,
        count(distinct e.visitor_id) filter (where e.step = 'success') as completed
        ${from} where ${where} group by 1 order by visitors desc, 1 limit 10`,
    );
  const byDevice = await breakdown(sql`e.device`);
  const bySource = await breakdown(sql`e.source`);
  const byStep = new Map(steps.map((s) => [String(s.step), s]));
  return {
    available: true,
    steps: APPLICATION_STEPS.filter((s) => byStep.has(s)).map((s) => {
      const r = byStep.get(s)!;
      const visitors = num(r.visitors);
      const completed = num(r.completed);
      return { step: s, visitors, completed, dropOff: visitors ? (visitors - completed) / visitors : null };
    }),
    byDevice: byDevice.map((r) => ({
      key: String(r.key),
      visitors: num(r.visitors),
      completed: num(r.completed),
    })),
    bySource: bySource.map((r) => ({
      key: String(r.key),
      visitors: num(r.visitors),
      completed: num(r.completed),
    })),
  };
};

/**
 * aNPS (issue 16's survey) answered in the range: per month, % promoters (9–10) − % detractors
 * (0–6); and the latest comments. Scoped by the survey's requisition (or line of business).
 */
export const anps = async (db: Db, caller: ScopeCaller, f: DashboardFilters): Promise<TAnps> => {
  const where = sql`s.answered_at is not null and s.score is not null and ${inRange(sql`s.answered_at`, f)}
    and ${orTrue(
      callerScope(caller, {
        menuItem: 'req-applicant-tracker',
        lob: sql`coalesce("requisitions"."lob_id", s.lob_id)`,
        groupType: sql`"requisitions"."group_type"`,
      }),
    )}
    and ${f.lobId ? sql`coalesce("requisitions"."lob_id", s.lob_id) = ${f.lobId}` : sql`true`}
    and ${f.requisitionId ? sql`s.requisition_id = ${f.requisitionId}` : sql`true`}`;
  const from = sql`from "anps_surveys" s left join "requisitions" on "requisitions"."id" = s.requisition_id`;
  const trend = await rowsOf<Record<string, unknown>>(
    db,
    sql`select to_char(date_trunc('month', s.answered_at at time zone 'UTC'), 'YYYY-MM') as month, count(*) as n,
      count(*) filter (where s.score >= 9) as promoters, count(*) filter (where s.score <= 6) as detractors
      ${from} where ${where} group by 1 order by 1`,
  );
  const comments = await rowsOf<Record<string, unknown>>(
    db,
    sql`select s.answered_at, s.score, s.comment ${from} where ${where} and s.comment <> ''
      order by s.answered_at desc limit 5`,
  );
  return {
    available: true,
    trend: trend.map((r) => {
      const n = num(r.n);
      return {
        month: String(r.month),
        responses: n,
        score: n ? Math.round(((num(r.promoters) - num(r.detractors)) / n) * 1000) / 10 : null,
      };
    }),
    comments: comments.map((r) => ({
      at: new Date(r.answered_at as string).toISOString(),
      score: num(r.score),
      comment: String(r.comment),
    })),
  };
};
