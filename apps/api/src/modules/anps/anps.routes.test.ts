import { anpsOf } from '@ats/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listOutbox } from '../../adapters/mail/outbox.repo';
import { adminToken, call, createTestApp, queryRows, type TestApp } from '../../test/harness';
import { setupInterviewFixtures } from '../interviews/interviews.test-helper';

let t: TestApp;
let admin: string;
let fx: Awaited<ReturnType<typeof setupInterviewFixtures>>;
let n = 0;

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminToken(t.app);
  fx = await setupInterviewFixtures(t, admin);
});
afterAll(() => t.close());

const surveyToken = async (to: string) => {
  const m = (await listOutbox(t.app.database.db, to))
    .at(-1)
    ?.text.match(/\/surveys\/anps\/([A-Za-z0-9_-]{43})/);
  if (!m) throw new Error(`no survey mailed to ${to}`);
  return m[1]!;
};

/** Sends a survey to a new applicant of requisition `req` and answers its token. */
const surveyFor = async (req: string) => {
  const name = `Nps${++n}x`;
  const applicantId = await fx.reqApplicant(req, name);
  const res = await call(t.app, 'POST', '/api/applicant-interviews/send-anps-survey', {
    token: admin,
    body: { applicants: [{ applicantId, applicantKind: 'requisition' }] },
  });
  expect(res.status, res.text).toBe(200);
  return surveyToken(`${name.toLowerCase()}@example.com`);
};
const answer = (token: string, body: unknown) => call(t.app, 'PUT', `/api/anps/answer/${token}`, { body });

describe('aNPS surveys', () => {
  it('mails a one-question survey whose link takes exactly one answer', async () => {
    const token = await surveyFor(fx.reqA);
    const opened = await call(t.app, 'GET', `/api/anps/open/${token}`);
    expect(opened.body.data).toMatchObject({
      question: 'How likely are you to recommend applying with us to a friend?',
      answered: false,
      expired: false,
    });
    expect((await answer(token, { score: 11 })).status).toBe(400);
    const ok = await answer(token, { score: 9, comment: 'Quick and friendly.' });
    expect(ok.status, ok.text).toBe(200);
    expect(ok.body.data.answered).toBe(true);
    const again = await answer(token, { score: 2 });
    expect(again.status).toBe(409);
    const [row] = await queryRows<{ score: number }>(
      t.app.database.db,
      sql`select score from anps_surveys where comment = 'Quick and friendly.'`,
    );
    expect(row!.score).toBe(9);
    expect((await call(t.app, 'GET', `/api/anps/open/${'x'.repeat(43)}`)).status).toBe(404);
  });

  it('computes % promoters − % detractors per requisition and line of business, matching a hand count', async () => {
    // Requisition A: 10, 9, 8, 3 (and the 9 above): 3 promoters, 1 passive, 1 detractor of 5 → +40.
    for (const score of [10, 9, 8, 3])
      await answer(await surveyFor(fx.reqA), { score, comment: score < 5 ? 'Too slow' : '' });
    // Requisition B: 6, 0, 10: 1 promoter, 2 detractors of 3 → −33.3.
    for (const score of [6, 0, 10]) await answer(await surveyFor(fx.reqB), { score });
    await surveyFor(fx.reqB); // sent, never answered: not counted

    const res = await call(t.app, 'GET', '/api/anps/summary', { token: admin });
    expect(res.status, res.text).toBe(200);
    const s = res.body.data;
    expect(s.overall).toEqual({ responses: 8, promoters: 4, passives: 1, detractors: 3, anps: 12.5 });
    expect(s.overall).toEqual(anpsOf([9, 10, 9, 8, 3, 6, 0, 10]));
    const byReq = Object.fromEntries(
      s.byRequisition.map((r: { id: string; anps: number }) => [r.id, r.anps]),
    );
    expect(byReq[fx.reqA]).toBe(40);
    expect(byReq[fx.reqB]).toBe(-33.3);
    const byLob = Object.fromEntries(
      s.byLineOfBusiness.map((r: { id: string; anps: number }) => [r.id, r.anps]),
    );
    expect(byLob[fx.lobA]).toBe(40);
    expect(s.byMonth).toHaveLength(1);
    expect(s.comments.map((c: { comment: string }) => c.comment)).toEqual(
      expect.arrayContaining(['Too slow', 'Quick and friendly.']),
    );

    const onlyB = await call(t.app, 'GET', `/api/anps/summary?requisition=${fx.reqB}`, { token: admin });
    expect(onlyB.body.data.overall.responses).toBe(3);
  });
});
