import {
  AT_RISK_DAYS,
  CLASSES_MAX,
  LATE_STAGE_STATUSES,
  PIPELINE_MAX_REQUISITIONS,
  type TClassAtRisk,
  type TPipelineRow,
  type TSourceMix,
} from '@ats/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows-of';
import { manualApplicantScope, requisitionApplicantScope, type ScopeCaller } from '../../lib/scope';
import { HIRED_STATUSES } from '../requisition-applicants';
import {
  type DashboardFilters,
  inDays,
  inPeriods,
  list,
  num,
  orTrue,
  requisitionFilters,
  requisitionScope,
} from './dashboard-filters.repo';

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
