import { APPLICATION_STEPS, type TAnps, type TFunnel } from '@ats/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows-of';
import { callerScope, type ScopeCaller } from '../../lib/scope';
import { type DashboardFilters, inRange, num, orTrue, requisitionFilters } from './dashboard-filters.repo';

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
