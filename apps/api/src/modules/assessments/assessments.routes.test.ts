import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listOutbox } from '../../adapters/mail/outbox.repo';
import { adminToken, call, createTestApp, queryRows, type TestApp } from '../../test/harness';
import { DEFAULT_LANGUAGE_TEMPLATE, DEFAULT_WRITING_TEMPLATE } from '../assessment-templates';
import { setupInterviewFixtures } from '../interviews/interviews.test-helper';

let t: TestApp;
let admin: string;
let fx: Awaited<ReturnType<typeof setupInterviewFixtures>>;
let languageId: string;
let writingId: string;
let n = 0;

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminToken(t.app);
  fx = await setupInterviewFixtures(t, admin);
  const create = async (body: unknown) =>
    (await call(t.app, 'POST', '/api/assessment-templates/create', { token: admin, body })).body.data
      .id as string;
  languageId = await create(DEFAULT_LANGUAGE_TEMPLATE);
  writingId = await create(DEFAULT_WRITING_TEMPLATE);
});
afterAll(() => t.close());

const tokenFrom = async (to: string, type: string) => {
  const mail = (await listOutbox(t.app.database.db, to)).at(-1);
  const m = mail?.text.match(new RegExp(`/interviews/${type}/([A-Za-z0-9_-]{43})`));
  if (!m) throw new Error(`no ${type} link mailed to ${to}`);
  return m[1]!;
};

const sendTo = async (type: 'language' | 'writing', count = 1) => {
  const people = [];
  for (let i = 0; i < count; i++) {
    const name = `Asmt${++n}x`;
    people.push({ name, id: await fx.reqApplicant(fx.reqA, name) });
  }
  const res = await call(t.app, 'POST', '/api/applicant-interviews/send-assessment', {
    token: admin,
    body: {
      type,
      templateId: type === 'language' ? languageId : writingId,
      applicants: people.map((p) => ({ applicantId: p.id, applicantKind: 'requisition' })),
      expiresInDays: 5,
    },
  });
  expect(res.status, res.text).toBe(200);
  return Promise.all(
    people.map(async (p, i) => ({
      id: res.body.data.items[i].id as string,
      token: await tokenFrom(`${p.name.toLowerCase()}@example.com`, type),
    })),
  );
};

const put = (what: string, token: string, body: unknown = {}) =>
  call(t.app, 'PUT', `/api/assessments/${what}/${token}`, { body });
const open = (token: string) => call(t.app, 'GET', `/api/assessments/open/${token}`);
const backdate = (id: string, seconds: number) =>
  t.app.database.db.execute(
    sql`update applicant_interviews set started_at = started_at - make_interval(secs => ${seconds}) where id = ${id}`,
  );
const result = (id: string) => call(t.app, 'GET', `/api/assessments/result/${id}`, { token: admin });

/** The right option of every question of the default language template. */
const RIGHT = Object.fromEntries(
  DEFAULT_LANGUAGE_TEMPLATE.kind === 'language'
    ? DEFAULT_LANGUAGE_TEMPLATE.sections.flatMap((s) => (s.questions ?? []).map((q) => [q.id, q.correct]))
    : [],
) as Record<string, number>;

describe('send-assessment', () => {
  it('sends a language assessment to several applicants (bulk) and a writing one to one, each with its own mailed link', async () => {
    const many = await sendTo('language', 3);
    expect(new Set(many.map((m) => m.token)).size).toBe(3);
    const [one] = await sendTo('writing');
    const rows = await queryRows<{ type: string; status: string; reference_name: string }>(
      t.app.database.db,
      sql`select type, status, reference_name from applicant_interviews where id = ${one!.id}`,
    );
    expect(rows[0]).toEqual({
      type: 'writing',
      status: 'sent',
      reference_name: DEFAULT_WRITING_TEMPLATE.name,
    });
  });

  it('refuses a template of the other kind', async () => {
    const applicantId = await fx.reqApplicant(fx.reqA, `Wrong${++n}`);
    const res = await call(t.app, 'POST', '/api/applicant-interviews/send-assessment', {
      token: admin,
      body: {
        type: 'writing',
        templateId: languageId,
        applicants: [{ applicantId, applicantKind: 'requisition' }],
      },
    });
    expect(res.status).toBe(400);
  });
});

describe('taking a language assessment', () => {
  it('hides the right answers, autosaves, resumes after a reload with the time left, limits audio plays, and scores with the CEFR mapping', async () => {
    const [{ id, token }] = (await sendTo('language')) as [{ id: string; token: string }];
    const opened = await open(token);
    expect(opened.status).toBe(200);
    expect(opened.body.data).toMatchObject({ type: 'language', phase: 'sent', secondsLeft: null });
    expect(JSON.stringify(opened.body.data)).not.toMatch(/"correct"|transcript|Gonzalez/);

    expect((await put('save', token, { answers: {} })).status).toBe(409); // not started
    const started = await put('start', token);
    expect(started.body.data.phase).toBe('started');
    expect(started.body.data.secondsLeft).toBe(25 * 60);

    const half = Object.fromEntries(Object.entries(RIGHT).slice(0, 9));
    const saved = await put('save', token, { answers: { ...half, 'not-a-question': 1 } });
    expect(saved.status, saved.text).toBe(200);

    // Ten minutes later the candidate reloads: same answers, fifteen minutes left.
    await backdate(id, 600);
    const reloaded = (await open(token)).body.data;
    expect(reloaded.saved.answers).toEqual(half);
    expect(reloaded.secondsLeft).toBeGreaterThanOrEqual(15 * 60 - 2);
    expect(reloaded.secondsLeft).toBeLessThanOrEqual(15 * 60);

    const play = () => put('play-audio', token, { sectionId: 'listening' });
    expect((await play()).body.data).toMatchObject({ plays: 1, maxPlays: 2 });
    expect((await play()).body.data.transcript).toMatch(/Maria Gonzalez/);
    expect((await play()).status).toBe(409);
    expect((await put('play-audio', token, { sectionId: 'grammar' })).status).toBe(404);

    const submitted = await put('submit', token, { answers: RIGHT });
    expect(submitted.status, submitted.text).toBe(200);
    expect(submitted.body.data).toMatchObject({
      phase: 'submitted',
      closedReason: 'submitted',
      content: null,
    });
    expect((await put('submit', token, { answers: RIGHT })).status).toBe(409);

    const r = (await result(id)).body.data;
    expect(r.autoScore).toBe(100);
    // 100 % maps to C2, but a test pitched at B2 evidences at most C1.
    expect(r.language).toMatchObject({ percent: 100, targetLevel: 'B2', cefr: 'C1', cefrCapped: true });
    expect(r.language.mapping).toMatch(/B2 60–74 %/);
    expect(r.integrity.audioPlays).toEqual({ listening: 2 });
    expect(r.interview).toMatchObject({ status: 'submitted', score: 100, outcome: 'passed' });
  });

  it('weights sections equally in the percentage and maps it to a level', async () => {
    const [{ id, token }] = (await sendTo('language')) as [{ id: string; token: string }];
    await put('start', token);
    // Reading all right (4/4), listening none (0/3), grammar 3/6, vocabulary 0/5: (100 + 0 + 50 + 0) / 4 = 37.5 → A2.
    const answers: Record<string, number> = {};
    for (const q of [
      'reading-1',
      'reading-2',
      'reading-3',
      'reading-4',
      'grammar-1',
      'grammar-2',
      'grammar-3',
    ])
      answers[q] = RIGHT[q]!;
    await put('submit', token, { answers });
    const r = (await result(id)).body.data;
    expect(r.language.sections.map((s: { percent: number }) => s.percent)).toEqual([100, 0, 50, 0]);
    expect(r.language).toMatchObject({ percent: 37.5, cefr: 'A2', cefrCapped: false });
    expect(r.interview.outcome).toBe('failed');
  });

  it('submits the last autosave when the time ran out, and takes nothing after', async () => {
    const [{ id, token }] = (await sendTo('language')) as [{ id: string; token: string }];
    await put('start', token);
    await put('save', token, { answers: { 'grammar-1': RIGHT['grammar-1']! } });
    await backdate(id, 25 * 60 + 60);
    const late = await put('save', token, { answers: RIGHT });
    expect(late.status).toBe(409);
    const r = (await result(id)).body.data;
    expect(r.interview.status).toBe('submitted');
    expect(r.language.answers.filter((a: { chosen: number | null }) => a.chosen !== null)).toHaveLength(1);
  });
});

describe('taking a writing assessment', () => {
  const TEXT =
    'Dear Daniel,\n\nI am very sorry for the the double charge on order 58213. I have refunded the duplicat payment of $89.99 today, and the refund takes up to five working days to reach your card. This is a error on our side and I dont want it to happen again, so our payments team will check your account before your next order.\n\nIf you have any other questions, please reply to this email.\n\nKind regards,\nAna';

  it('counts blocked pastes and focus losses, scores the text by rubric, and the reviewer has the last word (audited)', async () => {
    const [{ id, token }] = (await sendTo('writing')) as [{ id: string; token: string }];
    const opened = await put('start', token);
    expect(opened.body.data.content).toMatchObject({ kind: 'writing', minWords: 120, maxWords: 250 });
    await put('save', token, { text: TEXT.slice(0, 80), pasteBlocked: 2, focusLost: 1 });
    expect((await open(token)).body.data.saved.text).toBe(TEXT.slice(0, 80));
    await put('submit', token, { text: TEXT, focusLost: 1 });

    const r = (await result(id)).body.data;
    expect(r.integrity).toMatchObject({ pasteBlocked: 2, focusLost: 2 });
    const checks = r.writing.findings.map(
      (f: { check: string; excerpt: string }) => `${f.check}:${f.excerpt}`,
    );
    expect(checks).toEqual(
      expect.arrayContaining([
        'repeated-word:the the',
        'spelling:duplicat',
        'indefinite-article:a',
        'contraction:dont',
      ]),
    );
    expect(r.writing.criteria.map((c: { id: string }) => c.id)).toEqual([
      'task',
      'accuracy',
      'clarity',
      'tone',
    ]);
    expect(r.writing.ai).toBeNull();
    expect(r.autoScore).toBeGreaterThan(0);
    expect(r.review).toBeNull();

    const review = (body: unknown) =>
      call(t.app, 'POST', `/api/assessments/review/${id}`, { token: admin, body });
    const noNote = await review({ finalScore: 80 });
    expect(noNote.status).toBe(400);
    expect(noNote.text).toMatch(/note: required/);
    const ok = await review({ finalScore: 80, note: 'Clear, empathetic reply; the errors are minor typos.' });
    expect(ok.status, ok.text).toBe(200);
    expect(ok.body.data.review).toMatchObject({
      finalScore: 80,
      outcome: 'passed',
      byName: 'System Administrator',
    });
    expect(ok.body.data.interview).toMatchObject({ status: 'evaluated', score: 80, outcome: 'passed' });

    const audit = await queryRows<{ entity_type: string; diff: { finalScore: number[]; note: string } }>(
      t.app.database.db,
      sql`select entity_type, diff from audit_log where action = 'assessment_review' and (entity_id = ${id} or diff->>'interviewId' = ${id})`,
    );
    expect(audit.map((a) => a.entity_type).sort()).toEqual(['applicant-interview', 'requisition-applicant']);
    expect(audit[0]!.diff.finalScore).toEqual([r.autoScore, 80]);
  });
});
