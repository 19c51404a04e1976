import { randomUUID } from 'node:crypto';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, call, createTestApp, queryRows, type TestApp, userWith } from '../../test/harness';
import { insertRequisitionApplicant } from '../requisition-applicants';

let t: TestApp;
let admin: string;
let lobA: string;
let lobS: string;
let reqA1: string;
let reqA2: string;
let reqA3: string;
let reqS: string;
let x: string;
let y: string;
const DAY = 86_400_000;
const now = Date.now();
const ago = (days: number) => new Date(now - days * DAY);
const dayOf = (d: Date) => d.toISOString().slice(0, 10);

const newLob = async (name: string, lineType = 'bpo') => {
  const res = await call(t.app, 'POST', '/api/lobs/create', {
    token: admin,
    body: { name, clientName: 'Dash Co', lineType, country: 'philippines' },
  });
  if (res.status !== 200) throw new Error(res.text);
  return res.body.data.id as string;
};
const newRequisition = async (lobId: string, name: string, startInDays: number, requiredHC: number) => {
  const res = await call(t.app, 'POST', '/api/requisitions/create', {
    token: admin,
    body: {
      name,
      lobId,
      jobTitle: { jobTitle: 'Agent', internalJobCode: 'A-1', location: 'Makati' },
      description: '<p>Work.</p>',
      requiredHC,
      startDate: dayOf(new Date(now + startInDays * DAY)),
    },
  });
  if (res.status !== 200) throw new Error(res.text);
  const id = res.body.data.id as string;
  const opened = await call(t.app, 'PUT', `/api/requisitions/update/${id}`, {
    token: admin,
    body: { status: 'opened' },
  });
  if (opened.status !== 200) throw new Error(opened.text);
  return id;
};
let n = 0;
const applicant = (requisitionId: string, status: string, extra: Record<string, unknown> = {}) =>
  insertRequisitionApplicant(t.database.db, {
    requisitionId,
    firstName: 'Dash',
    lastName: `Applicant ${++n}`,
    email: `dash${n}@example.com`,
    status,
    createdAt: ago(10),
    ...extra,
  });
/** A status change as the services write it, at a chosen time (history before the test). */
const statusChange = (entityType: string, entityId: string, from: string, to: string, at: Date) =>
  t.database.db.execute(sql`insert into audit_log (action, entity_type, entity_id, diff, created_at)
    values ('status_change', ${entityType}, ${entityId}, ${JSON.stringify({ status: [from, to] })}::jsonb, ${at.toISOString()}::timestamptz)`);
const interview = (applicantId: string, status: string, outcome: string | null) =>
  t.database.db.execute(sql`insert into applicant_interviews
    (type, status, requisition_applicant_id, reference_id, token_nonce, token_hash, expires_at, submitted_at, outcome)
    values ('typing-assessment', ${status}, ${applicantId}, ${randomUUID()}, 'n', ${randomUUID()},
      now() + interval '7 days', ${ago(1).toISOString()}::timestamptz, ${outcome})`);

const summary = (token: string, query = '') =>
  call(t.app, 'GET', `/api/dashboard/summary${query}`, { token });

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminToken(t.app);
  lobA = await newLob('Dash voice');
  lobS = await newLob('Dash small', 'small-teams');
  reqA1 = await newRequisition(lobA, 'A1 near class', 7, 5);
  reqA2 = await newRequisition(lobA, 'A2 far class', 60, 2);
  reqA3 = await newRequisition(lobA, 'A3 filled class', 90, 1);
  reqS = await newRequisition(lobS, 'S small class', 3, 3);
  x = await applicant(reqA1, 'recommended', { completedAt: ago(9) });
  y = await applicant(reqA1, 'for_offer', { completedAt: ago(9) });
  await applicant(reqA1, 'incomplete', { completedAt: ago(1) }); // waiting for review
  await applicant(reqA1, 'incomplete'); // still applying: not waiting for review
  await applicant(reqA2, 'declined', { reason: 'DEC001' });
  const s1 = await applicant(reqS, 'interview_scheduled', { completedAt: ago(9) });
  await applicant(reqS, 'interview_scheduled', { completedAt: ago(9) });
  await applicant(reqA1, 'recommended', { archivedAt: ago(1) }); // archived: never counted
  await applicant(reqA2, 'incomplete', { createdAt: ago(200) }); // outside the default 90 days
  // x: incomplete 2 days, sent to operations 3 days; y: incomplete 4 days, sent to operations 1 day.
  await statusChange('requisition-applicant', x, 'incomplete', 'sent_to_operations', ago(8));
  await statusChange('requisition-applicant', x, 'sent_to_operations', 'recommended', ago(5));
  await statusChange('requisition-applicant', y, 'incomplete', 'sent_to_operations', ago(6));
  await statusChange('requisition-applicant', y, 'sent_to_operations', 'for_offer', ago(5));
  await statusChange('requisition-applicant', s1, 'incomplete', 'interview_scheduled', ago(4));
  // Time to fill: A2 15 days (opened 20 days ago), A3 28 days (opened 30 days ago).
  await statusChange('requisition', reqA2, 'draft', 'opened', ago(20));
  await statusChange('requisition', reqA2, 'opened', 'filled', ago(5));
  await statusChange('requisition', reqA3, 'draft', 'opened', ago(30));
  await statusChange('requisition', reqA3, 'opened', 'filled', ago(2));
  await statusChange('requisition', reqS, 'draft', 'opened', ago(12));
  await statusChange('requisition', reqS, 'opened', 'filled', ago(2));
  await interview(x, 'evaluated', 'passed');
  await interview(y, 'evaluated', 'failed');
  await interview(y, 'submitted', null);
  await interview(s1, 'evaluated', 'passed');
  for (const [score, comment] of [
    [10, ''],
    [9, ''],
    [3, 'Slow to hear back'],
  ] as const) {
    await t.database.db.execute(sql`insert into anps_surveys
      (requisition_applicant_id, requisition_id, lob_id, token_hash, expires_at, answered_at, score, comment)
      values (${x}, ${reqA1}, ${lobA}, ${randomUUID()}, now() + interval '7 days', now(), ${score}, ${comment})`);
  }
  for (const [source, status] of [
    ['referral', 'offer_accepted'],
    ['referral', 'incomplete'],
    ['walk-in', 'incomplete'],
  ] as const) {
    const res = await call(t.app, 'POST', '/api/applicants/create', {
      token: admin,
      body: { firstName: 'Manual', lastName: source, source, status, lobId: lobA },
    });
    if (res.status !== 200) throw new Error(res.text);
  }
});
afterAll(() => t.close());

/**
 * The quarter / month / ISO-week / day period rollups a test expects, summed by hand from the daily rollups
 * (themselves compared with the base tables) and each requisition's current line and group type.
 */
const periodsFrom = async (days: SQL, changes: SQL, manual: SQL) => {
  const db = t.database.db;
  const periods = (day: SQL) => sql`(values ('q', date_trunc('quarter', ${day}::timestamp)::date),
    ('m', date_trunc('month', ${day}::timestamp)::date),
    ('w', date_trunc('week', ${day}::timestamp)::date), ('d', ${day}::date)) as p(grain, period)`;
  const requisitionPeriods = await queryRows<Record<string, unknown>>(
    db,
    sql`select p.grain, p.period::text as period, d.requisition_id, sum(d.applicants)::int as n
      from (${days}) d cross join lateral ${periods(sql`d.day`)} group by 1, 2, 3`,
  );
  const applicantPeriods = await queryRows<Record<string, unknown>>(
    db,
    sql`select p.grain, p.period::text as period, r.lob_id, r.group_type, d.status, d.source, sum(d.applicants)::int as n
      from (${days}) d join requisitions r on r.id = d.requisition_id cross join lateral ${periods(sql`d.day`)}
      group by 1, 2, 3, 4, 5, 6`,
  );
  const flowPeriods = await queryRows<Record<string, unknown>>(
    db,
    sql`select p.grain, p.period::text as period, r.lob_id, r.group_type, c.from_status, c.to_status, count(*)::int as n
      from (${changes}) c join requisitions r on r.id = c.requisition_id
      cross join lateral ${periods(sql`(c.changed_at at time zone 'UTC')::date`)}
      where c.from_status is not null group by 1, 2, 3, 4, 5, 6`,
  );
  const spanPeriods = await queryRows<Record<string, unknown>>(
    db,
    sql`select p.grain, p.period::text as period, r.lob_id, r.group_type, c.from_status as status,
        round(greatest(c.days, 0)::numeric, 6)::text as d, count(*)::int as n
      from (${changes}) c join requisitions r on r.id = c.requisition_id
      cross join lateral ${periods(sql`(c.changed_at at time zone 'UTC')::date`)}
      where c.from_status is not null group by 1, 2, 3, 4, 5, 6`,
  );
  const manualPeriods = await queryRows<Record<string, unknown>>(
    db,
    sql`select p.grain, p.period::text as period, d.lob_id, d.source, d.status, sum(d.applicants)::int as n
      from (${manual}) d cross join lateral ${periods(sql`d.day`)} group by 1, 2, 3, 4, 5`,
  );
  return {
    requisitionPeriods: requisitionPeriods
      .map((r) => `${r.grain}|${r.period}|${r.requisition_id}|${r.n}`)
      .sort(),
    applicantPeriods: applicantPeriods
      .map((r) => `${r.grain}|${r.period}|${r.lob_id}|${r.group_type}|${r.status}|${r.source}|${r.n}`)
      .sort(),
    flowPeriods: flowPeriods
      .map((r) => `${r.grain}|${r.period}|${r.lob_id}|${r.group_type}|${r.from_status}|${r.to_status}|${r.n}`)
      .sort(),
    spanPeriods: spanPeriods
      .map((r) => `${r.grain}|${r.period}|${r.lob_id}|${r.group_type}|${r.status}|${r.d}|${r.n}`)
      .sort(),
    manualPeriods: manualPeriods
      .map((r) => `${r.grain}|${r.period}|${r.lob_id}|${r.source}|${r.status}|${r.n}`)
      .sort(),
  };
};

describe('dashboard summary', () => {
  it('answers every figure for the administrator, equal to the hand computation', async () => {
    const res = await summary(admin);
    expect(res.status).toBe(200);
    const d = res.body.data;
    expect(d.range.to).toBe(dayOf(new Date(now)));

    // Classes at risk: open requisitions by start date; S and A1 start within 14 days and
    // hires + late stages (S: 0 + 2 < 3, A1: 0 + 2 < 5) fall short.
    expect(d.classesAtRisk.rule).toMatch(/within 14 days/);
    expect(
      d.classesAtRisk.items.map((c: Record<string, unknown>) => [
        c.name,
        c.lateStage,
        c.requiredHC,
        c.atRisk,
      ]),
    ).toEqual([
      ['S small class', 2, 3, true],
      ['A1 near class', 2, 5, true],
      ['A2 far class', 0, 2, false],
      ['A3 filled class', 0, 1, false],
    ]);

    // Pipeline: live applicants created in the range, by requisition and status.
    const pipeline = Object.fromEntries(
      d.pipeline.map((p: { name: string; counts: Record<string, number> }) => [p.name, p.counts]),
    );
    expect(pipeline).toEqual({
      'A1 near class': { recommended: 1, for_offer: 1, incomplete: 2 },
      'A2 far class': { declined: 1 },
      'S small class': { interview_scheduled: 2 },
    });

    expect(d.statusFlow).toEqual(
      expect.arrayContaining([
        { from: 'incomplete', to: 'sent_to_operations', count: 2 },
        { from: 'sent_to_operations', to: 'recommended', count: 1 },
        { from: 'sent_to_operations', to: 'for_offer', count: 1 },
        { from: 'incomplete', to: 'interview_scheduled', count: 1 },
      ]),
    );
    expect(d.statusFlow).toHaveLength(4);

    // Time to fill (by line name): S 10 days; A [15, 28] days → median 21.5, p75 24.75.
    expect(d.timeToFill).toEqual([
      { lobId: lobS, lobName: 'Dash small', filled: 1, medianDays: 10, p75Days: 10 },
      { lobId: lobA, lobName: 'Dash voice', filled: 2, medianDays: 21.5, p75Days: 24.8 },
    ]);

    // Time in status (A): incomplete [2, 4] → 3 / 3.5; sent to operations [3, 1] → 2 / 2.5.
    const inA = d.timeInStatus.filter((r: { lobId: string }) => r.lobId === lobA);
    expect(inA).toEqual([
      {
        lobId: lobA,
        lobName: 'Dash voice',
        status: 'incomplete',
        transitions: 2,
        medianDays: 3,
        p75Days: 3.5,
      },
      {
        lobId: lobA,
        lobName: 'Dash voice',
        status: 'sent_to_operations',
        transitions: 2,
        medianDays: 2,
        p75Days: 2.5,
      },
    ]);

    expect(d.sourceMix).toEqual([
      { channel: 'manual', source: 'referral', applicants: 2, hired: 1, conversion: 0.5 },
      { channel: 'manual', source: 'walk-in', applicants: 1, hired: 0, conversion: 0 },
      { channel: 'online', source: 'added by staff', applicants: 7, hired: 0, conversion: 0 },
    ]);
    expect(d.assessments).toEqual([{ type: 'typing-assessment', evaluated: 3, passed: 2, passRate: 2 / 3 }]);
    expect(d.myWork).toEqual({ applicantsToReview: 1, interviewsToEvaluate: 1, newClassRequests: 0 });
    expect(d.funnel).toMatchObject({ available: true, steps: [] });
    // aNPS: 3 answers this month (10, 9, 3): (2 − 1) / 3 = 33.3; the comment is listed.
    expect(d.anps.trend).toEqual([{ month: dayOf(new Date(now)).slice(0, 7), responses: 3, score: 33.3 }]);
    expect(d.anps.comments.map((c: { comment: string }) => c.comment)).toEqual(['Slow to hear back']);
  });

  it('pipeline counts equal a hand-written SQL count over the same range', async () => {
    const d = (await summary(admin)).body.data;
    const rows = await queryRows<{ requisition_id: string; status: string; n: string }>(
      t.database.db,
      sql`select requisition_id, status, count(*) as n from requisition_applicants
        where archived_at is null and created_at >= ${`${d.range.from}T00:00:00Z`}::timestamptz
        group by 1, 2`,
    );
    const fromSql = rows.map((r) => `${r.requisition_id}:${r.status}:${Number(r.n)}`).sort();
    const fromApi = d.pipeline
      .flatMap((p: { requisitionId: string; counts: Record<string, number> }) =>
        Object.entries(p.counts).map(([s, c]) => `${p.requisitionId}:${s}:${c}`),
      )
      .sort();
    expect(fromApi).toEqual(fromSql);
  });

  it('reads the same counts over ranges that start and end inside months and weeks', async () => {
    const ranges = [
      [ago(200), ago(0)],
      [ago(364), ago(8)],
      [ago(45), ago(2)],
      [ago(11), ago(9)],
      [ago(10), ago(10)],
      [ago(5), ago(0)],
    ];
    for (const [from, to] of ranges) {
      const [a, b] = [`${dayOf(from!)}T00:00:00Z`, `${dayOf(new Date(to!.getTime() + DAY))}T00:00:00Z`];
      const d = (await summary(admin, `?from=${dayOf(from!)}&to=${dayOf(to!)}`)).body.data;
      const pipeline = await queryRows<{ requisition_id: string; status: string; n: string }>(
        t.database.db,
        sql`select requisition_id, status, count(*) as n from requisition_applicants
          where archived_at is null and created_at >= ${a}::timestamptz and created_at < ${b}::timestamptz
          group by 1, 2`,
      );
      expect(
        d.pipeline
          .flatMap((p: { requisitionId: string; counts: Record<string, number> }) =>
            Object.entries(p.counts).map(([s, c]) => `${p.requisitionId}:${s}:${c}`),
          )
          .sort(),
      ).toEqual(pipeline.map((r) => `${r.requisition_id}:${r.status}:${Number(r.n)}`).sort());
      const flow = await queryRows<{ f: string; t: string; n: string }>(
        t.database.db,
        sql`select a.diff->'status'->>0 as f, a.diff->'status'->>1 as t, count(*) as n
          from audit_log a join requisition_applicants ra on ra.id::text = a.entity_id
          where a.entity_type = 'requisition-applicant' and a.action = 'status_change'
            and a.created_at >= ${a}::timestamptz and a.created_at < ${b}::timestamptz
            and a.diff->'status'->>0 is not null and a.diff->'status'->>1 is not null
          group by 1, 2`,
      );
      expect(
        d.statusFlow
          .map((r: { from: string; to: string; count: number }) => `${r.from}>${r.to}:${r.count}`)
          .sort(),
      ).toEqual(flow.map((r) => `${r.f}>${r.t}:${Number(r.n)}`).sort());
      const manual = await queryRows<{ source: string; n: string }>(
        t.database.db,
        sql`select source, count(*) as n from applicants
          where archived_at is null and created_at >= ${a}::timestamptz and created_at < ${b}::timestamptz
          group by 1`,
      );
      expect(
        d.sourceMix
          .filter((r: { channel: string }) => r.channel === 'manual')
          .map((r: { source: string; applicants: number }) => `${r.source}:${r.applicants}`)
          .sort(),
      ).toEqual(manual.map((r) => `${r.source}:${Number(r.n)}`).sort());
    }
  });

  it('scopes every figure to the caller’s lines of business and hides small teams without small_teams', async () => {
    const views = {
      requisitions: ['view'],
      'req-applicant-tracker': ['view'],
      'applicant-tracker': ['view'],
    } as const;
    const scoped = await userWith(t.app, views, { linesOfBusiness: [lobA] });
    const d = (await summary(scoped.token)).body.data;
    expect(d.classesAtRisk.items.map((c: { lobId: string }) => c.lobId)).not.toContain(lobS);
    expect(d.pipeline.map((p: { requisitionId: string }) => p.requisitionId).sort()).toEqual(
      [reqA1, reqA2].sort(),
    );
    expect(d.statusFlow).not.toContainEqual({ from: 'incomplete', to: 'interview_scheduled', count: 1 });
    expect(d.timeToFill.map((r: { lobId: string }) => r.lobId)).toEqual([lobA]);
    expect(d.timeInStatus.every((r: { lobId: string }) => r.lobId === lobA)).toBe(true);
    expect(d.sourceMix.find((s: { channel: string }) => s.channel === 'online').applicants).toBe(5);
    expect(d.assessments).toEqual([{ type: 'typing-assessment', evaluated: 2, passed: 1, passRate: 0.5 }]);
    expect(d.myWork).toMatchObject({
      applicantsToReview: 1,
      interviewsToEvaluate: 1,
      newClassRequests: null,
    });

    // Lines of business S only, but no small_teams: the small-teams class stays hidden everywhere.
    const smallNoOp = await userWith(t.app, views, { linesOfBusiness: [lobS] });
    const s = (await summary(smallNoOp.token)).body.data;
    expect(s.classesAtRisk.items).toEqual([]);
    expect(s.pipeline).toEqual([]);
    expect(s.statusFlow).toEqual([]);
    expect(s.timeToFill).toEqual([]);
    expect(s.timeInStatus).toEqual([]);
    expect(s.assessments).toEqual([]);
    expect(s.myWork.interviewsToEvaluate).toBe(0);
    expect(s.anps.trend).toEqual([]);

    // With small_teams on both: the class and its figures appear.
    const smallWithOp = await userWith(
      t.app,
      { requisitions: ['view', 'small_teams'], 'req-applicant-tracker': ['view', 'small_teams'] },
      { linesOfBusiness: [lobS] },
    );
    const w = (await summary(smallWithOp.token)).body.data;
    expect(w.classesAtRisk.items.map((c: { name: string }) => c.name)).toEqual(['S small class']);
    expect(w.pipeline.map((p: { requisitionId: string }) => p.requisitionId)).toEqual([reqS]);
    expect(w.timeToFill).toEqual([
      { lobId: lobS, lobName: 'Dash small', filled: 1, medianDays: 10, p75Days: 10 },
    ]);
    expect(w.assessments).toEqual([{ type: 'typing-assessment', evaluated: 1, passed: 1, passRate: 1 }]);
    expect(w.sourceMix).toEqual([
      { channel: 'online', source: 'added by staff', applicants: 2, hired: 0, conversion: 0 },
    ]);
  });

  it('answers null for figures whose list the role may not view', async () => {
    const nobody = await userWith(t.app, { 'class-requests': ['view'] });
    const d = (await summary(nobody.token)).body.data;
    expect(d).toMatchObject({
      classesAtRisk: null,
      pipeline: null,
      statusFlow: null,
      timeToFill: null,
      timeInStatus: null,
      sourceMix: null,
      assessments: null,
      funnel: null,
      anps: null,
      myWork: { applicantsToReview: null, interviewsToEvaluate: null, newClassRequests: 0 },
    });
  });

  it('filters by line of business, requisition and date range', async () => {
    const byReq = (await summary(admin, `?requisitionId=${reqA1}`)).body.data;
    expect(byReq.pipeline.map((p: { requisitionId: string }) => p.requisitionId)).toEqual([reqA1]);
    expect(byReq.classesAtRisk.items.map((c: { requisitionId: string }) => c.requisitionId)).toEqual([reqA1]);
    expect(byReq.sourceMix.every((s: { channel: string }) => s.channel === 'online')).toBe(true);

    const byLob = (await summary(admin, `?lobId=${lobS}`)).body.data;
    expect(byLob.timeToFill.map((r: { lobId: string }) => r.lobId)).toEqual([lobS]);

    // Only the last 3 days: A3 and S were filled then, A2 five days ago was not.
    const recent = (await summary(admin, `?from=${dayOf(ago(3))}&to=${dayOf(ago(0))}`)).body.data;
    expect(recent.timeToFill.map((r: { filled: number }) => r.filled)).toEqual([1, 1]);
    expect(recent.pipeline).toEqual([]); // every applicant was created 10 days ago
    expect(recent.range).toEqual({ from: dayOf(ago(3)), to: dayOf(ago(0)) });
  });

  it('counts a status change made through the API in the flow', async () => {
    const before = (await summary(admin)).body.data.statusFlow;
    const id = await applicant(reqA2, 'incomplete', { completedAt: ago(1) });
    const res = await call(t.app, 'POST', '/api/requisitions/applicant/status', {
      token: admin,
      body: { ids: [id], status: 'sent_to_operations' },
    });
    expect(res.status).toBe(200);
    const after = (await summary(admin)).body.data.statusFlow;
    const count = (flow: { from: string; to: string; count: number }[]) =>
      flow.find((f) => f.from === 'incomplete' && f.to === 'sent_to_operations')?.count ?? 0;
    expect(count(after)).toBe(count(before) + 1);
  });

  it('keeps the rollups equal to the base tables through status changes, inserts, archives, moves and deletes', async () => {
    const db = t.database.db;
    // The rollups recomputed from scratch, the way the migration's backfill does.
    const expected = async () => ({
      days: (
        await queryRows<Record<string, unknown>>(
          db,
          sql`select ra.requisition_id, (ra.created_at at time zone 'UTC')::date::text as day, ra.status,
            case when ap.applicant_id is null then 'added by staff'
              else coalesce(nullif(lower(ap.source->>'utmSource'), ''),
                nullif(lower(substring(ap.source->>'referrer' from '^[a-zA-Z][a-zA-Z0-9+.-]*://([^/:?#]+)')), ''),
                'direct') end as source, count(*)::int as n
            from requisition_applicants ra left join applications ap on ap.applicant_id = ra.id
            where ra.archived_at is null group by 1, 2, 3, 4`,
        )
      )
        .map((r) => `${r.requisition_id}|${r.day}|${r.status}|${r.source}|${r.n}`)
        .sort(),
      manual: (
        await queryRows<Record<string, unknown>>(
          db,
          sql`select (created_at at time zone 'UTC')::date::text as day, lob_id, source, status, count(*)::int as n
            from applicants where archived_at is null group by 1, 2, 3, 4`,
        )
      )
        .map((r) => `${r.day}|${r.lob_id}|${r.source}|${r.status}|${r.n}`)
        .sort(),
      changes: (
        await queryRows<Record<string, unknown>>(
          db,
          sql`select a.id, ra.requisition_id, a.diff->'status'->>0 as f, a.diff->'status'->>1 as t,
            round((extract(epoch from a.created_at - coalesce((select max(p.created_at) from audit_log p
              where p.entity_type = 'requisition-applicant' and p.entity_id = a.entity_id
                and p.action = 'status_change' and p.created_at < a.created_at), ra.created_at)) / 86400.0)::numeric, 6)::text as d
            from audit_log a join requisition_applicants ra on ra.id::text = a.entity_id
            where a.entity_type = 'requisition-applicant' and a.action = 'status_change'`,
        )
      )
        .map((r) => `${r.id}|${r.requisition_id}|${r.f}|${r.t}|${r.d}`)
        .sort(),
      ...(await periodsFrom(
        sql`select requisition_id, day, status, source, applicants from dashboard_applicant_days`,
        sql`select requisition_id, changed_at, from_status, to_status, days from dashboard_status_changes`,
        sql`select day, lob_id, source, status, applicants from dashboard_manual_applicant_days`,
      )),
    });
    const actual = async () => ({
      days: (
        await queryRows<Record<string, unknown>>(
          db,
          sql`select requisition_id, day::text as day, status, source, applicants from dashboard_applicant_days`,
        )
      )
        .map((r) => `${r.requisition_id}|${r.day}|${r.status}|${r.source}|${r.applicants}`)
        .sort(),
      manual: (
        await queryRows<Record<string, unknown>>(
          db,
          sql`select day::text as day, lob_id, source, status, applicants from dashboard_manual_applicant_days`,
        )
      )
        .map((r) => `${r.day}|${r.lob_id}|${r.source}|${r.status}|${r.applicants}`)
        .sort(),
      changes: (
        await queryRows<Record<string, unknown>>(
          db,
          sql`select audit_id, requisition_id, from_status, to_status, round(days::numeric, 6)::text as d
            from dashboard_status_changes`,
        )
      )
        .map((r) => `${r.audit_id}|${r.requisition_id}|${r.from_status}|${r.to_status}|${r.d}`)
        .sort(),
      requisitionPeriods: (
        await queryRows<Record<string, unknown>>(
          db,
          sql`select grain, period::text as period, requisition_id, applicants from dashboard_requisition_periods`,
        )
      )
        .map((r) => `${r.grain}|${r.period}|${r.requisition_id}|${r.applicants}`)
        .sort(),
      applicantPeriods: (
        await queryRows<Record<string, unknown>>(
          db,
          sql`select grain, period::text as period, lob_id, group_type, status, source, applicants
            from dashboard_applicant_periods`,
        )
      )
        .map(
          (r) => `${r.grain}|${r.period}|${r.lob_id}|${r.group_type}|${r.status}|${r.source}|${r.applicants}`,
        )
        .sort(),
      flowPeriods: (
        await queryRows<Record<string, unknown>>(
          db,
          sql`select grain, period::text as period, lob_id, group_type, from_status, to_status, changes
            from dashboard_flow_periods`,
        )
      )
        .map(
          (r) =>
            `${r.grain}|${r.period}|${r.lob_id}|${r.group_type}|${r.from_status}|${r.to_status}|${r.changes}`,
        )
        .sort(),
      spanPeriods: (
        await queryRows<Record<string, unknown>>(
          db,
          // Summed at the precision the expectation groups by: two spans a few microseconds apart
          // are two rows here and one group there.
          sql`select grain, period::text as period, lob_id, group_type, status,
            round(days::numeric, 6)::text as d, sum(changes)::int as changes from dashboard_span_periods
            group by 1, 2, 3, 4, 5, 6`,
        )
      )
        .map((r) => `${r.grain}|${r.period}|${r.lob_id}|${r.group_type}|${r.status}|${r.d}|${r.changes}`)
        .sort(),
      manualPeriods: (
        await queryRows<Record<string, unknown>>(
          db,
          sql`select grain, period::text as period, lob_id, source, status, applicants from dashboard_manual_periods`,
        )
      )
        .map((r) => `${r.grain}|${r.period}|${r.lob_id}|${r.source}|${r.status}|${r.applicants}`)
        .sort(),
    });
    const check = async () => expect(await actual()).toEqual(await expected());
    await check();

    // Status changes and archives through the API.
    const a = await applicant(reqA2, 'incomplete', { completedAt: ago(1) });
    const b = await applicant(reqA2, 'incomplete', { createdAt: ago(3) });
    const ok = async (path: string, body: unknown) => {
      const res = await call(t.app, 'POST', path, { token: admin, body });
      expect(res.status, res.text).toBe(200);
    };
    await ok('/api/requisitions/applicant/status', { ids: [a, b], status: 'sent_to_operations' });
    await ok('/api/requisitions/applicant/status', { ids: [a], status: 'recommended' });
    await ok('/api/requisitions/applicant/archive', { ids: [b] });
    await check();
    await ok('/api/requisitions/applicant/unarchive', { ids: [b] });
    await check();

    // An application gives the applicant its source; the source changes; the application goes.
    await db.execute(sql`insert into applications (applicant_id, requisition_id, reference, consent_at, consent_version, source)
      values (${a}, ${reqA2}, ${`APP-${randomUUID().slice(0, 6)}`}, now(), 'v1', ${JSON.stringify({ utmSource: 'JobBoard' })}::jsonb)`);
    await check();
    await db.execute(sql`update applications set source = ${JSON.stringify({ referrer: 'https://www.example.org/jobs' })}::jsonb
      where applicant_id = ${a}`);
    await check();
    const pipelineA2 = (await summary(admin)).body.data.sourceMix.find(
      (s: { source: string }) => s.source === 'www.example.org',
    );
    expect(pipelineA2).toEqual({
      channel: 'online',
      source: 'www.example.org',
      applicants: 1,
      hired: 0,
      conversion: 0,
    });
    await db.execute(sql`delete from applications where applicant_id = ${a}`);
    await check();

    // A history entry written out of time order: both neighbours' time in status is recomputed.
    await statusChange('requisition-applicant', b, 'incomplete', 'incomplete', ago(2));
    await check();

    // Moving an applicant to another requisition, deleting one, bulk changes outside the services.
    await db.execute(sql`update requisition_applicants set requisition_id = ${reqA3} where id = ${a}`);
    await check();
    await db.execute(sql`delete from requisition_applicants where id = ${b}`);
    await check();
    // A requisition changing line of business and group type takes its counts along (and back).
    await db.execute(
      sql`update requisitions set lob_id = ${lobS}, group_type = 'small-teams' where id = ${reqA2}`,
    );
    await check();
    await db.execute(sql`update requisitions set lob_id = ${lobA}, group_type = 'bpo' where id = ${reqA2}`);
    await check();
    await db.execute(
      sql`update requisition_applicants set status = 'declined' where requisition_id = ${reqA3}`,
    );
    await db.execute(
      sql`update requisition_applicants set archived_at = now() where requisition_id = ${reqA3}`,
    );
    await check();

    // Manual applicants: status through the API, archive and unarchive, line removed.
    const created = await call(t.app, 'POST', '/api/applicants/create', {
      token: admin,
      body: { firstName: 'Manual', lastName: 'Rollup', source: 'agency', status: 'incomplete', lobId: lobA },
    });
    expect(created.status).toBe(200);
    const m = created.body.data.id as string;
    await ok('/api/applicants/status', { ids: [m], status: 'offer_accepted' });
    await check();
    await ok('/api/applicants/archive', { ids: [m] });
    await check();
    await ok('/api/applicants/unarchive', { ids: [m] });
    await db.execute(sql`update applicants set lob_id = null where id = ${m}`);
    await check();

    // The figures read the rollups: the pipeline still equals the hand count over the base table.
    const d = (await summary(admin)).body.data;
    const rows = await queryRows<{ requisition_id: string; status: string; n: string }>(
      db,
      sql`select requisition_id, status, count(*) as n from requisition_applicants
        where archived_at is null and created_at >= ${`${d.range.from}T00:00:00Z`}::timestamptz
        group by 1, 2`,
    );
    expect(
      d.pipeline
        .flatMap((p: { requisitionId: string; counts: Record<string, number> }) =>
          Object.entries(p.counts).map(([s, c]) => `${p.requisitionId}:${s}:${c}`),
        )
        .sort(),
    ).toEqual(rows.map((r) => `${r.requisition_id}:${r.status}:${Number(r.n)}`).sort());
    expect(d.sourceMix).toContainEqual({
      channel: 'manual',
      source: 'agency',
      applicants: 1,
      hired: 1,
      conversion: 1,
    });
  });

  it('refuses bad filters with 400 and needs a session', async () => {
    expect((await summary(admin, '?from=2026-05-02&to=2026-05-01')).status).toBe(400);
    expect((await summary(admin, '?from=2020-01-01&to=2026-01-01')).status).toBe(400);
    expect((await summary(admin, '?lobId=nope')).status).toBe(400);
    expect((await summary(admin, '?from=yesterday')).status).toBe(400);
    expect((await call(t.app, 'GET', '/api/dashboard/summary')).status).toBe(401);
  });
});
