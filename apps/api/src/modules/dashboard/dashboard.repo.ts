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
import { callerScope, type ScopeCaller } from '../../lib/scope';
import { manualApplicantScope, requisitionApplicantScope } from '../applicants/applicants.repo';
import { HIRED_STATUSES } from '../requisition-applicants/requisition-applicants.repo';

/**
 * Every dashboard figure is one SQL statement over the live tables, scoped like the lists
 * (lib/scope). Table names are not aliased: the scope helpers render `"requisitions"."lob_id"` etc.
 * See README.md for the definitions.
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

/** Open requisitions with a start date, soonest first, with the at-risk flag (AT_RISK_RULE). */
export const classesAtRisk = async (
  db: Db,
  caller: ScopeCaller,
  f: DashboardFilters,
): Promise<TClassAtRisk[]> => {
  const rows = await rowsOf<Record<string, unknown>>(
    db,
    sql`
    select c.*, (c.days_to_start <= ${AT_RISK_DAYS} and c.num_hired + c.late_stage < c.required_hc) as at_risk
    from (
      select "requisitions"."id", "requisitions"."requisition_uid", "requisitions"."name", "requisitions"."lob_id",
        "lines_of_business"."name" as lob_name, "requisitions"."status",
        "requisitions"."start_date"::text as start_date,
        ("requisitions"."start_date" - ${f.today}::date) as days_to_start,
        "requisitions"."required_hc", "requisitions"."num_hired",
        (select count(*) from "requisition_applicants" ra
          where ra.requisition_id = "requisitions"."id" and ra.archived_at is null
            and ra.status in (${list(LATE_STAGE_STATUSES)})) as late_stage
      from "requisitions"
      join "lines_of_business" on "lines_of_business"."id" = "requisitions"."lob_id"
      where "requisitions"."status" in ('opened', 'moved') and "requisitions"."start_date" is not null
        and ${requisitionScope(caller)} and ${requisitionFilters(f)}
      order by "requisitions"."start_date", "requisitions"."id"
      limit ${CLASSES_MAX}
    ) c`,
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

/** Live requisition applicants created in the range, per status, for the busiest requisitions. */
export const pipeline = async (db: Db, caller: ScopeCaller, f: DashboardFilters): Promise<TPipelineRow[]> => {
  const rows = await rowsOf<Record<string, unknown>>(
    db,
    sql`
    with per_status as (
      select "requisition_applicants"."requisition_id", "requisition_applicants"."status", count(*) as n
      from "requisition_applicants"
      join "requisitions" on "requisitions"."id" = "requisition_applicants"."requisition_id"
      where "requisition_applicants"."archived_at" is null
        and ${inRange(sql`"requisition_applicants"."created_at"`, f)}
        and ${orTrue(requisitionApplicantScope(caller))} and ${requisitionFilters(f)}
      group by 1, 2
    ), top as (
      select requisition_id, sum(n) as total from per_status group by 1
      order by total desc, requisition_id limit ${PIPELINE_MAX_REQUISITIONS}
    )
    select top.requisition_id, top.total, r.requisition_uid, r.name,
      json_object_agg(p.status, p.n) as counts
    from top
    join per_status p on p.requisition_id = top.requisition_id
    join "requisitions" r on r.id = top.requisition_id
    group by top.requisition_id, top.total, r.requisition_uid, r.name
    order by top.total desc, top.requisition_id`,
  );
  return rows.map((r) => {
    const counts = (typeof r.counts === 'string' ? JSON.parse(r.counts) : r.counts) as Record<
      string,
      unknown
    >;
    return {
      requisitionId: String(r.requisition_id),
      requisitionUid: String(r.requisition_uid),
      name: String(r.name),
      total: num(r.total),
      counts: Object.fromEntries(Object.entries(counts).map(([k, v]) => [k, num(v)])),
    };
  });
};

/** Status changes of requisition applicants in the range: from → to, counted. */
export const statusFlow = async (
  db: Db,
  caller: ScopeCaller,
  f: DashboardFilters,
): Promise<TStatusFlow[]> => {
  const rows = await rowsOf<Record<string, unknown>>(
    db,
    sql`
    select a.diff->'status'->>0 as from_status, a.diff->'status'->>1 as to_status, count(*) as n
    from "audit_log" a
    join "requisition_applicants" on "requisition_applicants"."id" = a.entity_id::uuid
    join "requisitions" on "requisitions"."id" = "requisition_applicants"."requisition_id"
    where a.entity_type = 'requisition-applicant' and a.action = 'status_change'
      and ${inRange(sql`a.created_at`, f)}
      and ${orTrue(requisitionApplicantScope(caller))} and ${requisitionFilters(f)}
    group by 1, 2
    order by n desc, 1, 2`,
  );
  return rows
    .filter((r) => r.from_status && r.to_status)
    .map((r) => ({ from: String(r.from_status), to: String(r.to_status), count: num(r.n) }));
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

/**
 * Time requisition applicants spent in each status they left during the range: from the previous
 * status change (or their creation) to this one, median and p75 per line of business and status.
 */
export const timeInStatus = async (
  db: Db,
  caller: ScopeCaller,
  f: DashboardFilters,
): Promise<TTimeInStatus[]> => {
  const rows = await rowsOf<Record<string, unknown>>(
    db,
    sql`
    with spans as (
      select "requisitions"."lob_id", a.diff->'status'->>0 as status,
        extract(epoch from a.created_at - coalesce((
          select max(p.created_at) from "audit_log" p
          where p.entity_type = 'requisition-applicant' and p.entity_id = a.entity_id
            and p.action = 'status_change' and p.created_at < a.created_at
        ), "requisition_applicants"."created_at")) / 86400.0 as d
      from "audit_log" a
      join "requisition_applicants" on "requisition_applicants"."id" = a.entity_id::uuid
      join "requisitions" on "requisitions"."id" = "requisition_applicants"."requisition_id"
      where a.entity_type = 'requisition-applicant' and a.action = 'status_change'
        and ${inRange(sql`a.created_at`, f)}
        and ${orTrue(requisitionApplicantScope(caller))} and ${requisitionFilters(f)}
    )
    select spans.lob_id, l.name as lob_name, spans.status, count(*) as n,
      percentile_cont(0.5) within group (order by greatest(d, 0)) as median,
      percentile_cont(0.75) within group (order by greatest(d, 0)) as p75
    from spans join "lines_of_business" l on l.id = spans.lob_id
    where spans.status is not null
    group by spans.lob_id, l.name, spans.status
    order by l.name, spans.lob_id, spans.status`,
  );
  return rows.map((r) => ({
    lobId: String(r.lob_id),
    lobName: String(r.lob_name),
    status: String(r.status),
    transitions: num(r.n),
    medianDays: days(r.median),
    p75Days: days(r.p75),
  }));
};

const hired = list(HIRED_STATUSES);

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
    select "applicants"."source" as source, count(*) as n,
      count(*) filter (where "applicants"."status" in (${hired})) as hired
    from "applicants"
    left join "lines_of_business" on "lines_of_business"."id" = "applicants"."lob_id"
    where "applicants"."archived_at" is null and ${inRange(sql`"applicants"."created_at"`, f)}
      and ${orTrue(manualApplicantScope(caller))}
      and ${f.lobId ? sql`"applicants"."lob_id" = ${f.lobId}` : sql`true`}
    group by 1 order by n desc, 1`,
  );
  return rows.map((r) => sourceRow('manual', r));
};

/**
 * Requisition applicants created in the range, per source of their application: the utm_source,
 * else the referrer's host, else "direct"; "added by staff" when there is no application.
 */
export const onlineSourceMix = async (
  db: Db,
  caller: ScopeCaller,
  f: DashboardFilters,
): Promise<TSourceMix[]> => {
  const rows = await rowsOf<Record<string, unknown>>(
    db,
    sql`
    select case when ap.applicant_id is null then 'added by staff'
      else coalesce(nullif(lower(ap.source->>'utmSource'), ''),
        nullif(lower(substring(ap.source->>'referrer' from '^[a-zA-Z][a-zA-Z0-9+.-]*://([^/:?#]+)')), ''),
        'direct') end as source,
      count(*) as n,
      count(*) filter (where "requisition_applicants"."status" in (${hired})) as hired
    from "requisition_applicants"
    join "requisitions" on "requisitions"."id" = "requisition_applicants"."requisition_id"
    left join "applications" ap on ap.applicant_id = "requisition_applicants"."id"
    where "requisition_applicants"."archived_at" is null
      and ${inRange(sql`"requisition_applicants"."created_at"`, f)}
      and ${orTrue(requisitionApplicantScope(caller))} and ${requisitionFilters(f)}
    group by 1 order by n desc, 1`,
  );
  return rows.map((r) => sourceRow('online', r));
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
