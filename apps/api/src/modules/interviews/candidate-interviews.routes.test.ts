import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, call, createTestApp, queryRows, type TestApp } from '../../test/harness';
import {
  backdateStart,
  mailedToken,
  PASSAGE,
  setupInterviewFixtures,
  typedLog,
} from './interviews.test-helper';

let t: TestApp;
let admin: string;
let fx: Awaited<ReturnType<typeof setupInterviewFixtures>>;
let testId: string;
let n = 0;

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminToken(t.app);
  fx = await setupInterviewFixtures(t, admin);
  testId = await fx.typingTest();
});
afterAll(() => t.close());

/** Sends a typing assessment to a new requisition applicant; answers the interview and its mailed token. */
const sendOne = async () => {
  const name = `Cand${++n}x`;
  const applicantId = await fx.reqApplicant(fx.reqA, name);
  const res = await call(t.app, 'POST', '/api/applicant-interviews/create', {
    token: admin,
    body: {
      type: 'typing-assessment',
      applicantId,
      applicantKind: 'requisition',
      referenceId: testId,
      send: true,
    },
  });
  expect(res.status, res.text).toBe(200);
  return {
    id: res.body.data.id as string,
    applicantId,
    token: await mailedToken(t, `${name.toLowerCase()}@example.com`),
  };
};
const put = (what: string, token: string, body?: unknown) =>
  call(t.app, 'PUT', `/api/applicant-interviews/${what}/${token}`, body === undefined ? {} : { body });
const open = (token: string) => call(t.app, 'GET', `/api/applicant-interviews/open/${token}`);
const stored = async (id: string) =>
  (
    await queryRows<{ status: string; result: unknown; started_at: string | null; score: string | null }>(
      t.app.database.db,
      sql`select status, result, started_at, score from applicant_interviews where id = ${id}`,
    )
  )[0]!;
const passage = async (token: string) => (await open(token)).body.data.content.passage as string;

describe('candidate interview lifecycle', () => {
  it('the mailed link opens the test with only what the step needs, then start and submit score it on the server', async () => {
    const { id, token } = await sendOne();
    const opened = await open(token);
    expect(opened.status).toBe(200);
    expect(opened.body.data).toMatchObject({
      type: 'typing-assessment',
      status: 'sent',
      phase: 'sent',
      closedReason: null,
    });
    expect(opened.body.data.content).toMatchObject({ passage: PASSAGE, durationSeconds: 30, minNetWpm: 20 });
    // No staff fields, ids, email or verdict reach the candidate.
    expect(Object.keys(opened.body.data).sort()).toEqual(
      [
        'attempt',
        'closedReason',
        'content',
        'expiresAt',
        'firstName',
        'outcome',
        'phase',
        'referenceName',
        'startedAt',
        'status',
        'type',
      ].sort(),
    );
    expect(JSON.stringify(opened.body)).not.toContain(id);

    expect((await put('start', token)).body.data.phase).toBe('started');
    await backdateStart(t, id, 60);
    const log = typedLog(PASSAGE, 60);
    const submitted = await put('submit', token, log);
    expect(submitted.status, submitted.text).toBe(200);
    // 60 correct characters in (last t) ms: the server's own figures.
    expect(submitted.body.data.accuracy).toBe(100);
    expect(submitted.body.data.netWpm).toBeGreaterThan(0);
    const row = await stored(id);
    expect(row.status).toBe('evaluated');
    expect(Number(row.score)).toBe(submitted.body.data.netWpm);
    const after = await open(token);
    expect(after.body.data).toMatchObject({ phase: 'evaluated', closedReason: 'submitted', content: null });
  });

  it('answers 409 naming the allowed moves for every illegal transition, and changes nothing', async () => {
    const a = await sendOne();
    // submit before start
    const early = await put('submit', a.token, typedLog(await passage(a.token), 10));
    expect(early.status).toBe(409);
    expect(early.body.errors.join(' ')).toContain('allowed now: start, abandon');
    expect((await stored(a.id)).status).toBe('sent');

    expect((await put('start', a.token)).status).toBe(200);
    // start twice
    const again = await put('start', a.token);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Cannot start a started interview');
    await backdateStart(t, a.id, 60);
    expect((await put('submit', a.token, typedLog(PASSAGE, 20))).status).toBe(200);
    // second submit, abandon after submit, start after submit
    for (const [move, body] of [
      ['submit', typedLog(PASSAGE, 20)],
      ['abandon', undefined],
      ['start', undefined],
    ] as const) {
      const res = await put(move, a.token, body);
      expect(res.status, `${move} after submit`).toBe(409);
    }
    expect((await stored(a.id)).status).toBe('evaluated');

    const b = await sendOne();
    expect((await put('abandon', b.token)).body.data.phase).toBe('abandoned');
    for (const move of ['start', 'abandon'] as const) expect((await put(move, b.token)).status).toBe(409);
    expect((await put('submit', b.token, typedLog(PASSAGE, 5))).status).toBe(409);
    const res = await call(t.app, 'POST', `/api/applicant-interviews/resend/${b.id}`, {
      token: admin,
      body: {},
    });
    expect(res.status).toBe(409);
    expect(res.body.errors.join(' ')).toContain('no further moves');
  });

  it('an expired link abandons on its next use and shows the friendly closed state', async () => {
    const { id, token } = await sendOne();
    await t.app.database.db.execute(
      sql`update applicant_interviews set expires_at = now() - interval '1 minute' where id = ${id}`,
    );
    const started = await put('start', token);
    expect(started.status).toBe(409);
    expect(started.body.message).toBe('This interview link has expired');
    expect((await stored(id)).status).toBe('abandoned');
    const opened = await open(token);
    expect(opened.status).toBe(200);
    expect(opened.body.data).toMatchObject({ phase: 'abandoned', closedReason: 'expired', content: null });
  });

  it('a token opens only its own interview: another interview, a rotated, a made-up or a staff token do not', async () => {
    const a = await sendOne();
    const b = await sendOne();
    expect((await put('start', a.token)).status).toBe(200);
    // b's token acts on b only
    expect((await put('start', b.token)).status).toBe(200);
    expect((await stored(a.id)).started_at).not.toBeNull();
    // made-up token of the right shape
    expect((await open('A'.repeat(43))).status).toBe(404);
    // the staff session token is not an interview token (too long for the path: 414)
    expect([400, 414]).toContain((await open(admin)).status);
    const staffBearer = await call(t.app, 'GET', `/api/applicant-interviews/open/${'B'.repeat(43)}`, {
      token: admin,
    });
    expect(staffBearer.status).toBe(404);
    // resend rotates: the old link stops working, the new one opens
    const c = await sendOne();
    const resent = await call(t.app, 'POST', `/api/applicant-interviews/resend/${c.id}`, {
      token: admin,
      body: { expiresInDays: 3 },
    });
    expect(resent.status, resent.text).toBe(200);
    expect((await open(c.token)).status).toBe(404);
    const [row] = await queryRows<{ to: string }>(
      t.app.database.db,
      sql`select "to" from mail_outbox order by created_at desc limit 1`,
    );
    expect((await open(await mailedToken(t, row!.to))).status).toBe(200);
  });

  it('a candidate token is not a staff credential', async () => {
    const { token } = await sendOne();
    const res = await call(t.app, 'GET', '/api/applicant-interviews/list', { token });
    expect(res.status).toBe(401);
  });

  it('refuses replayed or forged logs with 400 and stores nothing', async () => {
    const { id, token } = await sendOne();
    await put('start', token);
    await backdateStart(t, id, 120);
    const good = typedLog(PASSAGE, 30);
    const forged = {
      'out of order': {
        ...good,
        keystrokes: [
          good.keystrokes[0]!,
          good.keystrokes[2]!,
          good.keystrokes[1]!,
          ...good.keystrokes.slice(3),
        ],
      },
      'wrong positions': { ...good, keystrokes: good.keystrokes.map((k) => ({ ...k, p: k.p + 1 })) },
      'beyond the duration': {
        ...good,
        keystrokes: [...good.keystrokes, { k: PASSAGE[30]!, t: 40_000, p: 30 }],
      },
      'another passage': typedLog('Lorem ipsum dolor sit amet consectetur', 30),
      empty: { ...good, keystrokes: [] },
    };
    for (const [what, log] of Object.entries(forged)) {
      const res = await put('submit', token, log);
      expect(res.status, what).toBe(400);
      expect(res.body.errors.length, what).toBeGreaterThan(0);
    }
    const row = await stored(id);
    expect(row.status).toBe('sent');
    expect(row.result).toBeNull();
  });

  it('refuses a log claiming more typing time than has passed since the start', async () => {
    const { id, token } = await sendOne();
    await put('start', token);
    const res = await put('submit', token, typedLog(PASSAGE, 100)); // ~17 s of typing, 0 s after start
    expect(res.status).toBe(400);
    expect(res.body.errors.join(' ')).toContain('more typing time');
    expect((await stored(id)).result).toBeNull();
  });

  it('answers 413 for an oversized log', async () => {
    const { token } = await sendOne();
    await put('start', token);
    const huge = {
      keystrokes: Array.from({ length: 20_001 }, (_, i) => ({ k: 'a', t: i, p: i })),
      pasteAttempts: 0,
      focusLosses: 0,
      restarts: 0,
    };
    expect((await put('submit', token, huge)).status).toBe(413);
    const tooBig = { ...huge, pad: 'x'.repeat(900 * 1024) };
    expect((await put('submit', token, tooBig)).status).toBe(413);
  });

  it('records a requisition applicant typing test only with that applicant’s own interview token', async () => {
    const a = await sendOne();
    const b = await sendOne();
    await put('start', a.token);
    await backdateStart(t, a.id, 60);
    const url = (applicantId: string) => `/api/requisitions/typing-assessment/submit/${applicantId}`;
    const log = typedLog(PASSAGE, 25);
    // b's applicant with a's token, and a made-up token: not found, nothing stored
    expect((await call(t.app, 'PUT', url(b.applicantId), { body: { token: a.token, log } })).status).toBe(
      404,
    );
    expect(
      (await call(t.app, 'PUT', url(a.applicantId), { body: { token: 'C'.repeat(43), log } })).status,
    ).toBe(404);
    expect((await stored(a.id)).result).toBeNull();
    const ok = await call(t.app, 'PUT', url(a.applicantId), { body: { token: a.token, log } });
    expect(ok.status, ok.text).toBe(200);
    expect((await stored(a.id)).status).toBe('evaluated');
    expect((await call(t.app, 'PUT', url(a.applicantId), { body: { token: a.token, log } })).status).toBe(
      409,
    );
  });
});
