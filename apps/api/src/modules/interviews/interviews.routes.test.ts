import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, call, createTestApp, queryRows, type TestApp, userWith } from '../../test/harness';
import {
  backdateStart,
  mailCount,
  mailedToken,
  PASSAGE,
  setupInterviewFixtures,
  typedLog,
} from './interviews.test-helper';

let t: TestApp;
let admin: string;
let fx: Awaited<ReturnType<typeof setupInterviewFixtures>>;
let testId: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminToken(t.app);
  fx = await setupInterviewFixtures(t, admin);
  testId = await fx.typingTest('Listing test');
});
afterAll(() => t.close());

const create = (body: Record<string, unknown>, token = admin) =>
  call(t.app, 'POST', '/api/applicant-interviews/create', {
    token,
    body: { type: 'typing-assessment', applicantKind: 'requisition', referenceId: testId, ...body },
  });
const list = (query: string, token = admin) =>
  call(t.app, 'GET', `/api/applicant-interviews/list?${query}`, { token });

/** Sends, starts and submits one typing assessment of `chars` correct characters. */
const complete = async (firstName: string, chars: number, reqId = fx.reqA) => {
  const applicantId = await fx.reqApplicant(reqId, firstName);
  const res = await create({ applicantId, send: true });
  const id = res.body.data.id as string;
  const token = await mailedToken(t, `${firstName.toLowerCase()}@example.com`);
  await call(t.app, 'PUT', `/api/applicant-interviews/start/${token}`);
  await backdateStart(t, id, 120);
  const sub = await call(t.app, 'PUT', `/api/applicant-interviews/submit/${token}`, {
    body: typedLog(PASSAGE, chars),
  });
  expect(sub.status, sub.text).toBe(200);
  return { id, applicantId, token };
};

describe('applicant interviews (staff)', () => {
  it('creates without sending (status new), then sends by id with the link mailed and the timeline updated', async () => {
    const applicantId = await fx.reqApplicant(fx.reqA, 'Nadia');
    const res = await create({ applicantId });
    expect(res.status, res.text).toBe(200);
    expect(res.body.data).toMatchObject({
      status: 'new',
      attempt: 1,
      applicantName: 'Nadia Typist',
      referenceName: expect.stringContaining('Listing test'),
    });
    expect(await mailCount(t, 'nadia@example.com')).toBe(0);
    const sent = await call(t.app, 'POST', '/api/applicant-interviews/send', {
      token: admin,
      body: { ids: [res.body.data.id] },
    });
    expect(sent.status, sent.text).toBe(200);
    expect(sent.body.data.items[0].status).toBe('sent');
    expect(await mailCount(t, 'nadia@example.com')).toBe(1);
    // sending a sent one again is a conflict (resend is the way)
    expect(
      (
        await call(t.app, 'POST', '/api/applicant-interviews/send', {
          token: admin,
          body: { ids: [res.body.data.id] },
        })
      ).status,
    ).toBe(409);
    const view = await call(t.app, 'GET', `/api/requisitions/applicant/view/${applicantId}`, {
      token: admin,
    });
    expect(view.body.data.timeline.map((e: { action: string }) => e.action)).toContain('interview_send');
  });

  it('refuses unknown content (400), unknown applicants (404) and applicants without email (400)', async () => {
    const applicantId = await fx.reqApplicant(fx.reqA, 'Olga');
    expect((await create({ applicantId, referenceId: '00000000-0000-4000-8000-000000000001' })).status).toBe(
      400,
    );
    expect((await create({ applicantId: '00000000-0000-4000-8000-000000000001' })).status).toBe(404);
    const noMail = await call(t.app, 'POST', '/api/requisitions/applicant/create', {
      token: admin,
      body: { requisitionId: fx.reqA, firstName: 'Pat', lastName: 'Nomail' },
    });
    const res = await create({ applicantId: noMail.body.data.id, send: true });
    expect(res.status).toBe(400);
    expect(res.body.errors[0]).toContain('Pat Nomail has no email');
    const [{ n }] = (await queryRows<{ n: number }>(
      t.app.database.db,
      sql`select count(*)::int as n from applicant_interviews where requisition_applicant_id = ${noMail.body.data.id}`,
    )) as [{ n: number }];
    expect(n).toBe(0);
  });

  it('bulk-sends one interview per applicant, across both kinds', async () => {
    const r = await fx.reqApplicant(fx.reqA, 'Quinn');
    const m = await fx.manualApplicant('Rosa', fx.lobA);
    const res = await call(t.app, 'POST', '/api/applicant-interviews/send', {
      token: admin,
      body: {
        type: 'typing-assessment',
        referenceId: testId,
        expiresInDays: 3,
        applicants: [
          { applicantId: r, applicantKind: 'requisition' },
          { applicantId: m, applicantKind: 'manual' },
        ],
      },
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body.data.sent).toBe(2);
    expect(await mailCount(t, 'quinn@example.com')).toBe(1);
    expect(await mailCount(t, 'rosa@example.com')).toBe(1);
    const forManual = await call(
      t.app,
      'GET',
      `/api/applicant-interviews/for-applicant/${m}?applicantKind=manual`,
      { token: admin },
    );
    expect(forManual.body.data).toHaveLength(1);
    expect(forManual.body.data[0]).toMatchObject({ applicantKind: 'manual', lob: { id: fx.lobA } });
  });

  it('lists with filters, search and keyset pages; exports the same rows as CSV', async () => {
    const a = await complete('Sam', 80);
    await complete('Tess', 20);
    const all = await list('type=typing-assessment&status=evaluated&limit=1');
    expect(all.status, all.text).toBe(200);
    expect(all.body.data.items).toHaveLength(1);
    const next = await list(
      `type=typing-assessment&status=evaluated&limit=1&paginationKey=${all.body.data.paginationKey}`,
    );
    expect(next.body.data.items[0].id).not.toBe(all.body.data.items[0].id);
    const found = await list('search=sam%20typ');
    expect(found.body.data.items.map((i: { id: string }) => i.id)).toEqual([a.id]);
    expect((await list(`requisition=${fx.reqB}`)).body.data.items).toHaveLength(0);
    expect((await list('sort=bogus')).status).toBe(400);
    const csv = await call(t.app, 'GET', '/api/applicant-interviews/export?search=sam%20typ', {
      token: admin,
    });
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const rows = parse(csv.text.replace(/^\uFEFF/, ''), { columns: true }) as Record<string, string>[];
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      Applicant: 'Sam Typist',
      Status: 'Evaluated',
      'Interview type': 'Typing Assessment',
    });
  });

  it('shows the typed result with percentile, replay log and pass/fail', async () => {
    const fast = await complete('Uma', 110);
    const view = await call(t.app, 'GET', `/api/applicant-interviews/view/${fast.id}`, { token: admin });
    expect(view.status, view.text).toBe(200);
    const result = view.body.data.result;
    expect(result.kind).toBe('typing-assessment');
    expect(result.keystrokes).toHaveLength(110);
    expect(result.score.accuracy).toBe(100);
    expect(result.outcome).toBe(result.passedNetWpm && result.passedAccuracy ? 'passed' : 'failed');
    expect(result.takers).toBeGreaterThan(1);
    expect(result.percentile).toBeGreaterThanOrEqual(0);
    expect(view.body.data.attempts).toHaveLength(1);
  });

  it('limits lists and views to the caller’s lines of business and result types', async () => {
    const b = await complete('Vera', 30, fx.reqB);
    const lobAOnly = await userWith(
      t.app,
      { 'typing-test-results': ['view'] },
      { linesOfBusiness: [fx.lobA] },
    );
    const ids = (await list('limit=100', lobAOnly.token)).body.data.items.map((i: { id: string }) => i.id);
    expect(ids).not.toContain(b.id);
    expect(
      (await call(t.app, 'GET', `/api/applicant-interviews/view/${b.id}`, { token: lobAOnly.token })).status,
    ).toBe(404);
    const videoOnly = await userWith(t.app, { 'video-question-results': ['view'] });
    expect((await list('limit=100', videoOnly.token)).body.data.items).toHaveLength(0);
    // typing-tests view opens typing results too (the Testing Results altId)
    const typingTests = await userWith(t.app, { 'typing-tests': ['view'] });
    expect(
      (await list('limit=100', typingTests.token)).body.data.items.map((i: { id: string }) => i.id),
    ).toContain(b.id);
    // sending needs edit on the applicant's tracker
    const viewer = await userWith(t.app, { 'req-applicant-tracker': ['view'] });
    expect((await create({ applicantId: b.applicantId }, viewer.token)).status).toBe(403);
    const manualEditor = await userWith(t.app, { 'applicant-tracker': ['edit'] });
    expect((await create({ applicantId: b.applicantId }, manualEditor.token)).status).toBe(403);
  });

  it('archives and unarchives: archived rows leave the list and appear with archived=1', async () => {
    const { id } = await complete('Wes', 20);
    const arch = await call(t.app, 'POST', '/api/applicant-interviews/archive', {
      token: admin,
      body: { ids: [id] },
    });
    expect(arch.body.data.updated).toBe(1);
    expect((await list('limit=100')).body.data.items.map((i: { id: string }) => i.id)).not.toContain(id);
    expect((await list('archived=1&limit=100')).body.data.items.map((i: { id: string }) => i.id)).toContain(
      id,
    );
    expect((await call(t.app, 'GET', `/api/applicant-interviews/view/${id}`, { token: admin })).status).toBe(
      404,
    );
    expect(
      (await call(t.app, 'GET', `/api/applicant-interviews/view/${id}?archived=1`, { token: admin })).body
        .data.archived,
    ).toBe(true);
    const un = await call(t.app, 'POST', '/api/applicant-interviews/unarchive', {
      token: admin,
      body: { ids: [id] },
    });
    expect(un.body.data.updated).toBe(1);
    expect(
      (await list('archived=1&limit=100')).body.data.items.map((i: { id: string }) => i.id),
    ).not.toContain(id);
    expect(
      (
        await call(t.app, 'POST', '/api/applicant-interviews/unarchive', {
          token: admin,
          body: { ids: ['00000000-0000-4000-8000-000000000009'] },
        })
      ).status,
    ).toBe(404);
  });

  it('sends one reminder 48 h after sending when the candidate has not started, never twice', async () => {
    const applicantId = await fx.reqApplicant(fx.reqA, 'Xena');
    const started = await fx.reqApplicant(fx.reqA, 'Yuri');
    await create({ applicantId, send: true });
    const y = await create({ applicantId: started, send: true });
    await call(t.app, 'PUT', `/api/applicant-interviews/start/${await mailedToken(t, 'yuri@example.com')}`);
    expect(await t.app.interviewReminders.runOnce(new Date(Date.now() + 47 * 3_600_000))).toBe(0);
    expect(await mailCount(t, 'xena@example.com')).toBe(1);
    const later = new Date(Date.now() + 49 * 3_600_000);
    expect(await t.app.interviewReminders.runOnce(later)).toBeGreaterThanOrEqual(1);
    expect(await t.app.interviewReminders.runOnce(later)).toBe(0);
    expect(await mailCount(t, 'xena@example.com')).toBe(2);
    expect(await mailCount(t, 'yuri@example.com')).toBe(1);
    // the reminder carries the same, still working link
    const token = await mailedToken(t, 'xena@example.com');
    expect((await call(t.app, 'GET', `/api/applicant-interviews/open/${token}`)).status).toBe(200);
    expect(y.status).toBe(200);
  });

  it('allows one retake per send: a second attempt, both kept; a second retake is refused', async () => {
    const first = await complete('Zoe', 20);
    const notYet = await fx.reqApplicant(fx.reqA, 'Abe');
    const open = await create({ applicantId: notYet, send: true });
    expect(
      (
        await call(t.app, 'POST', `/api/applicant-interviews/allow-retake/${open.body.data.id}`, {
          token: admin,
          body: {},
        })
      ).status,
    ).toBe(409);
    const retake = await call(t.app, 'POST', `/api/applicant-interviews/allow-retake/${first.id}`, {
      token: admin,
      body: {},
    });
    expect(retake.status, retake.text).toBe(200);
    expect(retake.body.data).toMatchObject({ attempt: 2, retakeOfId: first.id, status: 'sent' });
    expect(
      (
        await call(t.app, 'POST', `/api/applicant-interviews/allow-retake/${first.id}`, {
          token: admin,
          body: {},
        })
      ).status,
    ).toBe(409);
    expect(
      (
        await call(t.app, 'POST', `/api/applicant-interviews/allow-retake/${retake.body.data.id}`, {
          token: admin,
          body: {},
        })
      ).status,
    ).toBe(409);
    const view = await call(t.app, 'GET', `/api/applicant-interviews/view/${retake.body.data.id}`, {
      token: admin,
    });
    expect(view.body.data.attempts.map((a: { attempt: number }) => a.attempt)).toEqual([1, 2]);
    // the first attempt's result is kept
    expect(
      (await call(t.app, 'GET', `/api/applicant-interviews/view/${first.id}`, { token: admin })).body.data
        .result,
    ).not.toBeNull();
  });

  it('evaluates only submitted interviews, recording the reviewer', async () => {
    const done = await complete('Bea', 20);
    const res = await call(t.app, 'POST', `/api/applicant-interviews/evaluate/${done.id}`, {
      token: admin,
      body: { outcome: 'passed', notes: 'Good enough for chat support' },
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body.data).toMatchObject({
      outcome: 'passed',
      reviewNotes: 'Good enough for chat support',
      status: 'evaluated',
    });
    expect(res.body.data.evaluatedByName).toBeTruthy();
    const pending = await create({ applicantId: await fx.reqApplicant(fx.reqA, 'Cal') });
    const early = await call(t.app, 'POST', `/api/applicant-interviews/evaluate/${pending.body.data.id}`, {
      token: admin,
      body: { outcome: 'passed' },
    });
    expect(early.status).toBe(409);
  });

  it('creates a video interview group, one interview per question in order, viewable by index', async () => {
    const q = async (question: string) =>
      (
        await call(t.app, 'POST', '/api/video-questions/create', {
          token: admin,
          body: { question, thinkTimeSeconds: 30, maxAnswerSeconds: 120, retakes: 1 },
        })
      ).body.data?.id as string;
    const q1 = await q('Tell us about yourself');
    const q2 = await q('Why this role?');
    const applicantId = await fx.reqApplicant(fx.reqA, 'Dan');
    const res = await call(t.app, 'POST', '/api/applicant-interviews-group/create', {
      token: admin,
      body: { type: 'video-question', applicantId, referenceIds: [q2, q1] },
    });
    expect(res.status, res.text).toBe(200);
    expect(
      res.body.data.interviews.map((i: { referenceId: string; groupIndex: number }) => [
        i.referenceId,
        i.groupIndex,
      ]),
    ).toEqual([
      [q2, 0],
      [q1, 1],
    ]);
    const second = await call(
      t.app,
      'GET',
      `/api/applicant-interviews-group/view/${res.body.data.id}?index=1`,
      { token: admin },
    );
    expect(second.status, second.text).toBe(200);
    expect(second.body.data.interview.referenceId).toBe(q1);
    expect(
      (
        await call(t.app, 'GET', `/api/applicant-interviews-group/view/${res.body.data.id}?index=5`, {
          token: admin,
        })
      ).status,
    ).toBe(404);
  });
});
