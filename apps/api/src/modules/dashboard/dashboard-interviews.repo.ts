import type { TAssessmentPassRate } from '@ats/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows-of';
import { manualApplicantScope, requisitionApplicantScope, type ScopeCaller } from '../../lib/scope';
import { type DashboardFilters, inRange, num, orTrue } from './dashboard-filters.repo';

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
