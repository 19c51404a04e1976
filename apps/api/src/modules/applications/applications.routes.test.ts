import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listOutbox } from '../../adapters/mail/outbox.repo';
import { adminToken, call, createTestApp, queryRows, type TestApp, userWith } from '../../test/harness';
import { PASSAGE, typedLog } from '../interviews/interviews.test-helper';
import { uploadsServiceFor } from '../uploads';
import { FILES } from '../uploads/upload-fixtures.test-helper';

let t: TestApp;
let admin: string;
let lobId: string;
/** Every step has content: resume (country rule), questions (knock-out), typing. */
let fullReq: string;
/** No screening content: only personal info, then success. */
let plainReq: string;
/** Only a resume step (no rules) after personal info: stays in progress until the resume is in. */
let openReq: string;
let typingTestId: string;
let knockoutAnswer: { questionId: string; answerId: string };
let qualifyingAnswers: { questionId: string; answerId?: string; text?: string }[];

const ok = async (method: 'POST' | 'PUT', url: string, body: unknown) => {
  const res = await call(t.app, method, url, { token: admin, body });
  if (res.status !== 200) throw new Error(`${url}: ${res.status} ${res.text}`);
  return res.body.data;
};

const requisition = async (screening: Record<string, unknown>) => {
  const r = await ok('POST', '/api/requisitions/create', {
    name: 'CSR class',
    lobId,
    jobTitle: { jobTitle: 'Customer Service Representative', internalJobCode: 'CSR-1', location: 'San José' },
    description: '<p>Help customers by phone.</p>',
    status: 'opened',
    publishStatus: 'published',
    ...screening,
  });
  return r.id as string;
};

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminToken(t.app);
  lobId = (
    await ok('POST', '/api/lobs/create', {
      name: 'Flow line',
      clientName: 'Tico Contact',
      lineType: 'bpo',
      country: 'costa-rica',
    })
  ).id;
  const nights = await ok('POST', '/api/qualification-questions/create', {
    text: 'Can you work night shifts?',
    type: 'multiple-choice',
    answers: [
      { text: 'Yes', qualifying: true },
      { text: 'No', qualifying: false },
    ],
  });
  const why = await ok('POST', '/api/qualification-questions/create', {
    text: 'Why do you want this job?',
    type: 'text-entry',
    required: true,
  });
  const profile = await ok('POST', '/api/qualification-question-profiles/create', {
    name: 'CSR basics',
    onDisqualify: 'decline',
    questionIds: [nights.id, why.id],
  });
  knockoutAnswer = { questionId: nights.id, answerId: nights.answers[1].id };
  qualifyingAnswers = [
    { questionId: nights.id, answerId: nights.answers[0].id },
    { questionId: why.id, text: 'I like helping people' },
  ];
  const resume = await ok('POST', '/api/resume-profiles/create', {
    name: 'CR agents',
    criteria: { countries: ['costa-rica'] },
  });
  const typing = await ok('POST', '/api/typing-tests/create', {
    name: 'Typing 30s',
    passages: [PASSAGE],
    durationSeconds: 30,
    minNetWpm: 20,
    minAccuracy: 90,
    language: 'en',
  });
  typingTestId = typing.id;
  fullReq = await requisition({
    qualificationQuestionProfileId: profile.id,
    resumeProfileId: resume.id,
    typingTestId: typing.id,
  });
  plainReq = await requisition({});
  const anyResume = await ok('POST', '/api/resume-profiles/create', { name: 'Any resume', criteria: {} });
  openReq = await requisition({ resumeProfileId: anyResume.id });
});
afterAll(() => t.close());

let n = 0;
const person = (extra: Record<string, unknown> = {}) => {
  n += 1;
  return {
    firstName: 'Ana',
    lastName: `Mora ${n}`,
    email: `ana${n}@example.com`,
    phone: `+506 83${String(1_000_000 + n).slice(1)}`,
    address: 'Calle 5, San José',
    country: 'costa-rica',
    ...extra,
  };
};
const startBody = (personalInfo: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
  step: 'personal-info',
  personalInfo,
  consent: { accepted: true, noticeVersion: '2026-11-01' },
  visitorId: `visitor-${personalInfo.lastName}`.replace(/\s/g, '-'),
  ...extra,
});

/** A browser: keeps the application cookies it is given. */
const browser = () => {
  const jar = new Map<string, string>();
  const send = async (method: 'GET' | 'PUT' | 'POST', url: string, body?: unknown) => {
    const cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await call(t.app, method, url, {
      body,
      headers: { ...(cookie ? { cookie } : {}), 'user-agent': 'Mozilla/5.0 (iPhone) Mobile Safari' },
    });
    const set = res.headers['set-cookie'];
    for (const c of [set].flat().filter(Boolean) as string[]) {
      const [pair] = c.split(';');
      const [k, v] = pair!.split('=');
      jar.set(k!, v!);
    }
    return res;
  };
  return { send, jar };
};

const start = async (b: ReturnType<typeof browser>, requisitionId: string, info = person()) => {
  const res = await b.send(
    'PUT',
    `/api/requisitions/resume-profile/submit/${requisitionId}`,
    startBody(info),
  );
  expect(res.status, res.text).toBe(200);
  return { info, state: res.body.data.state, res };
};

const uploadResume = async (b: ReturnType<typeof browser>, applicantId: string) => {
  const up = await b.send('POST', `/api/applications/upload-url/${applicantId}`, {
    s3Key: 'resume/Ana Mora CV.pdf',
    size: FILES.pdf.length,
  });
  expect(up.status, up.text).toBe(200);
  const put = await t.app.inject({
    method: 'PUT',
    url: up.body.data.presignedUrl,
    payload: FILES.pdf,
    headers: { 'content-type': 'application/pdf' },
  });
  expect(put.statusCode).toBe(200);
  return up.body.data.s3Key as string;
};

const auditOf = (id: string) =>
  queryRows<{ action: string; diff: Record<string, unknown> }>(
    t.database.db,
    sql`select action, diff from audit_log where entity_id = ${id} order by created_at, action`,
  );
const applicantRow = async (id: string) =>
  (
    await queryRows<Record<string, unknown>>(
      t.database.db,
      sql`select status, reason, completed_at, qualification_question_results, resume_upload_id from requisition_applicants where id = ${id}`,
    )
  )[0]!;
const linkIn = async (to: string) => {
  const mails = await listOutbox(t.database.db, to);
  const m = mails.at(-1)?.text.match(/\/interviews\/continue\/([A-Za-z0-9_-]{43})/);
  if (!m) throw new Error(`no continue link mailed to ${to}`);
  return m[1]!;
};

/** The applicant's email log as staff read it (the raw response, and its entries). */
const mailLogOf = async (id: string) => {
  const res = await call(t.app, 'GET', `/api/candidate-emails/applicant/requisition/${id}`, { token: admin });
  expect(res.status, res.text).toBe(200);
  return { text: res.text, purposes: (res.body.data as { purpose: string }[]).map((e) => e.purpose) };
};

describe('plan', () => {
  it('lists the nine steps with the skipped ones labelled and the minutes they take', async () => {
    const plain = (await call(t.app, 'GET', `/api/applications/plan/${plainReq}`)).body.data;
    expect(plain.steps).toHaveLength(9);
    const skipped = plain.steps
      .filter((s: { state: string }) => s.state === 'skipped')
      .map((s: { step: string }) => s.step);
    expect(skipped).toEqual([
      'resume-profile',
      'qualification-questions',
      'pre-screening',
      'video-questions',
      'typing-assessment',
    ]);
    const full = (await call(t.app, 'GET', `/api/applications/plan/${fullReq}`)).body.data;
    expect(full.steps.find((s: { step: string }) => s.step === 'typing-assessment')).toMatchObject({
      state: 'pending',
      minutes: 3,
    });
    expect(full.totalMinutes).toBeGreaterThan(plain.totalMinutes);
  });

  it('answers 404 for an unpublished or unknown requisition', async () => {
    const draft = await ok('POST', '/api/requisitions/create', {
      name: 'Draft',
      lobId,
      jobTitle: { jobTitle: 'Draft job' },
    });
    expect((await call(t.app, 'GET', `/api/applications/plan/${draft.id}`)).status).toBe(404);
    expect(
      (await call(t.app, 'GET', '/api/applications/plan/00000000-0000-4000-8000-000000000000')).status,
    ).toBe(404);
  });
});

describe('personal-info (resume-profile/submit)', () => {
  it('lists every validation error and writes nothing', async () => {
    const before = await queryRows(t.database.db, sql`select count(*)::int as n from requisition_applicants`);
    const res = await call(t.app, 'PUT', `/api/requisitions/resume-profile/submit/${openReq}`, {
      body: {
        step: 'personal-info',
        personalInfo: { firstName: '', lastName: 'X', email: 'nope', phone: '12', country: 'mars' },
        consent: { accepted: false, noticeVersion: '2026-11-01' },
      },
    });
    expect(res.status).toBe(400);
    const errors = res.body.errors.join('\n');
    for (const field of ['firstName', 'email', 'phone', 'country', 'consent.accepted'])
      expect(errors).toContain(field);
    const phone = await call(t.app, 'PUT', `/api/requisitions/resume-profile/submit/${openReq}`, {
      body: startBody(person({ phone: '+506 1234' })),
    });
    expect(phone.status).toBe(400);
    expect(phone.body.errors).toEqual(['personalInfo.phone: not a valid phone number for CR']);
    const after = await queryRows(t.database.db, sql`select count(*)::int as n from requisition_applicants`);
    expect(after).toEqual(before);
  });

  it('creates the applicant (incomplete), sets an HttpOnly cookie and emails a continue link', async () => {
    const b = browser();
    const { info, state, res } = await start(b, openReq);
    expect(String(res.headers['set-cookie'])).toMatch(
      /^ats_app_[0-9a-f]{32}=[A-Za-z0-9_-]{43}; Max-Age=\d+; Path=\/api; HttpOnly; SameSite=Lax$/,
    );
    expect(state).toMatchObject({
      stage: 'in-progress',
      nextStep: 'resume-profile',
      reference: expect.stringMatching(/^APP-[0-9A-Z]{8}$/),
    });
    expect((await applicantRow(state.applicantId)).status).toBe('incomplete');
    expect(await linkIn(info.email)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const stored = await queryRows<{ token_hash: string }>(
      t.database.db,
      sql`select token_hash from application_sessions where applicant_id = ${state.applicantId}`,
    );
    const token = await linkIn(info.email);
    expect(stored.map((s) => s.token_hash)).not.toContain(token);
  });
});

describe('the whole flow', () => {
  it('runs every step in order, refuses skips and replays, and completes with a confirmation', async () => {
    const b = browser();
    const { info, state } = await start(b, fullReq);
    const id = state.applicantId as string;
    expect(state.nextStep).toBe('resume-profile');
    expect(state.questions[0]).toEqual({
      questionId: knockoutAnswer.questionId,
      text: 'Can you work night shifts?',
      type: 'multiple-choice',
      required: true,
      answers: [expect.objectContaining({ text: 'Yes' }), expect.objectContaining({ text: 'No' })],
    });
    expect(JSON.stringify(state.questions)).not.toContain('qualifying');

    // Cannot skip the resume or the questions.
    const early = await b.send('PUT', `/api/requisitions/qualification-question/submit/${id}`, {
      responses: qualifyingAnswers,
    });
    expect(early.status).toBe(409);
    expect(early.body.errors).toEqual(['qualification-questions: the next step is resume-profile']);
    expect((await b.send('PUT', `/api/applications/complete/${id}`)).status).toBe(409);

    const key = await uploadResume(b, id);
    const resume = await b.send('PUT', `/api/requisitions/resume-profile/submit/${fullReq}`, {
      step: 'resume-profile',
      resumeS3Key: key,
      personalInfo: { ...info, address: 'Avenida 2, Heredia' },
    });
    expect(resume.status, resume.text).toBe(200);
    expect(resume.body.data.state).toMatchObject({ hasResume: true, nextStep: 'qualification-questions' });

    const missing = await b.send('PUT', `/api/requisitions/qualification-question/submit/${id}`, {
      responses: [],
    });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual([
      'Can you work night shifts?: choose an answer',
      'Why do you want this job?: an answer is required',
    ]);
    const qq = await b.send('PUT', `/api/requisitions/qualification-question/submit/${id}`, {
      responses: qualifyingAnswers,
    });
    expect(qq.status, qq.text).toBe(200);
    // Sent again before the application is sent, the same answers are an edit that changes nothing.
    const replay = await b.send('PUT', `/api/requisitions/qualification-question/submit/${id}`, {
      responses: qualifyingAnswers,
    });
    expect(replay.status).toBe(200);
    expect(replay.body.data).toMatchObject({ stage: 'in-progress', nextStep: 'typing-assessment' });
    const row = await applicantRow(id);
    expect(
      (row.qualification_question_results as { idx: number; qualifies: boolean }[]).map((r) => [
        r.idx,
        r.qualifies,
      ]),
    ).toEqual([
      [0, true],
      [1, true],
    ]);

    const pre = await b.send('PUT', `/api/applications/pre-screening/${id}`);
    expect(pre.body.data).toMatchObject({ passed: true, state: { nextStep: 'typing-assessment' } });

    const typing = await b.send('PUT', `/api/applications/typing/start/${id}`);
    const token = typing.body.data.token as string;
    expect((await b.send('PUT', `/api/applications/typing/start/${id}`)).body.data.token).toBe(token);
    expect((await call(t.app, 'PUT', `/api/applicant-interviews/start/${token}`)).status).toBe(200);
    await t.database.db.execute(
      sql`update applicant_interviews set started_at = started_at - interval '40 seconds' where requisition_applicant_id = ${id}`,
    );
    const submitted = await call(t.app, 'PUT', `/api/requisitions/typing-assessment/submit/${id}`, {
      body: { token, log: typedLog(PASSAGE, 100) },
    });
    expect(submitted.status, submitted.text).toBe(200);
    // The typing test was the last step: the application is sent now, before anyone reads it.
    expect((await applicantRow(id)).completed_at).not.toBeNull();
    const confirmation = `We received your application (${state.reference})`;
    const sent = () => listOutbox(t.database.db, info.email);
    expect((await sent()).filter((m) => m.subject === confirmation)).toHaveLength(1);
    const now = (await b.send('GET', `/api/applications/state/${id}`)).body.data;
    expect(now).toMatchObject({ stage: 'awaiting-review', nextStep: null });

    // The success page's call answers the same state and sends nothing more.
    const done = await b.send('PUT', `/api/applications/complete/${id}`);
    expect(done.status, done.text).toBe(200);
    expect(done.body.data).toMatchObject({
      stage: 'awaiting-review',
      nextStep: null,
      completedAt: expect.any(String),
    });
    expect((await applicantRow(id)).status).toBe('incomplete');
    expect((await b.send('PUT', `/api/applications/complete/${id}`)).status).toBe(200);
    expect((await sent()).filter((m) => m.subject === confirmation)).toHaveLength(1);
  });

  it('sends a job with nothing more to ask at personal info: one confirmation, no continue link', async () => {
    const { info, state } = await start(browser(), plainReq);
    expect(state).toMatchObject({
      stage: 'awaiting-review',
      nextStep: null,
      completedAt: expect.any(String),
    });
    expect((await listOutbox(t.database.db, info.email)).map((m) => m.subject)).toEqual([
      `We received your application (${state.reference})`,
    ]);
  });

  it('writes Spanish mail for a candidate who applied in Spanish', async () => {
    const info = person();
    const res = await call(t.app, 'PUT', `/api/requisitions/resume-profile/submit/${openReq}`, {
      body: startBody(info, { locale: 'es' }),
    });
    expect(res.status).toBe(200);
    expect((await listOutbox(t.database.db, info.email)).at(-1)?.subject).toBe(
      'Continúe su solicitud: Customer Service Representative',
    );
  });
});

describe('resume prefill', () => {
  it("reads the candidate's own resume with the built-in parser; others get 404", async () => {
    const b = browser();
    const { state } = await start(b, openReq);
    const id = state.applicantId as string;
    const bytes = Buffer.from(
      'Jane Doe\njane.doe@example.com\n+506 8312 3456\nCall centre agent, 5 years.\n',
    );
    const up = await b.send('POST', `/api/applications/upload-url/${id}`, {
      s3Key: 'resume/jane.txt',
      size: bytes.length,
    });
    const put = await t.app.inject({
      method: 'PUT',
      url: up.body.data.presignedUrl,
      payload: bytes,
      headers: up.body.data.headers,
    });
    expect(put.statusCode, put.body).toBe(200);
    const res = await b.send('POST', `/api/applications/resume-prefill/${id}`, { s3Key: up.body.data.s3Key });
    expect(res.status, res.text).toBe(200);
    expect(res.body.data).toMatchObject({
      firstName: 'Jane',
      lastName: 'Doe',
      email: 'jane.doe@example.com',
      unsure: [],
    });
    const stranger = await browser().send('POST', `/api/applications/resume-prefill/${id}`, {
      s3Key: up.body.data.s3Key,
    });
    expect(stranger.status).toBe(404);
  });

  it('names the suggested fields the parser is unsure of, for the candidate to check', async () => {
    const b = browser();
    const { state } = await start(b, openReq);
    const id = state.applicantId as string;
    // A letterhead with the town and the province on lines of their own (the address is a guess),
    // and a name of four words (where the first name ends is a guess).
    const bytes = Buffer.from(
      'María José Pérez López\nSan Pablo\nHeredia\nmaria.perez@example.com\n+506 8312 3456\n',
    );
    const up = await b.send('POST', `/api/applications/upload-url/${id}`, {
      s3Key: 'resume/maria.txt',
      size: bytes.length,
    });
    await t.app.inject({
      method: 'PUT',
      url: up.body.data.presignedUrl,
      payload: bytes,
      headers: up.body.data.headers,
    });
    const res = await b.send('POST', `/api/applications/resume-prefill/${id}`, { s3Key: up.body.data.s3Key });
    expect(res.status, res.text).toBe(200);
    expect(res.body.data).toMatchObject({
      firstName: 'María',
      lastName: 'José Pérez López',
      email: 'maria.perez@example.com',
      phone: '+50683123456',
      address: 'San Pablo, Heredia',
    });
    expect([...res.body.data.unsure].sort()).toEqual(['address', 'firstName', 'lastName']);
  });
});

describe('continue link and scope', () => {
  it('opens the application in a fresh browser; the ids alone or another cookie open nothing', async () => {
    const first = browser();
    const { info, state } = await start(first, openReq);
    const id = state.applicantId as string;
    const stranger = browser();
    expect((await stranger.send('GET', `/api/applications/state/${id}`)).status).toBe(404);
    expect((await stranger.send('PUT', `/api/applications/complete/${id}`)).status).toBe(404);
    // A cookie of another application does not open this one.
    await start(stranger, openReq);
    const [name, value] = [...stranger.jar][0]!;
    const forged = await call(t.app, 'GET', `/api/applications/state/${id}`, {
      headers: { cookie: `ats_app_${id.replace(/-/g, '')}=${value}; ${name}=${value}` },
    });
    expect(forged.status).toBe(404);

    const fresh = browser();
    const opened = await fresh.send('POST', '/api/applications/continue', {
      token: await linkIn(info.email),
    });
    expect(opened.status).toBe(200);
    expect(opened.body.data.next).toBe(`/interviews/requisition/${openReq}/${id}/resume-profile`);
    expect((await fresh.send('GET', `/api/applications/state/${id}`)).status).toBe(200);
  });

  it('refuses an expired or unknown continue link', async () => {
    const { info, state } = await start(browser(), openReq);
    const token = await linkIn(info.email);
    await t.database.db.execute(
      sql`update application_sessions set expires_at = now() - interval '1 minute' where applicant_id = ${state.applicantId} and kind = 'link'`,
    );
    expect((await call(t.app, 'POST', '/api/applications/continue', { body: { token } })).status).toBe(404);
    expect(
      (await call(t.app, 'POST', '/api/applications/continue', { body: { token: 'x'.repeat(43) } })).status,
    ).toBe(404);
    expect(
      (await call(t.app, 'POST', '/api/applications/continue', { body: { token: '../etc' } })).status,
    ).toBe(400);
  });
});

describe('duplicates', () => {
  it('applying again with the same email or phone resumes the application and re-sends the link', async () => {
    const b = browser();
    const { info, state } = await start(b, openReq);
    const count = async () =>
      (
        await queryRows<{ n: number }>(
          t.database.db,
          sql`select count(*)::int as n from requisition_applicants where requisition_id = ${openReq}`,
        )
      )[0]!.n;
    const before = await count();
    const mailsBefore = (await listOutbox(t.database.db, info.email)).length;
    const other = browser();
    const again = await other.send(
      'PUT',
      `/api/requisitions/resume-profile/submit/${openReq}`,
      startBody({ ...info, email: info.email.toUpperCase() }),
    );
    expect(again.body.data).toEqual({ resumed: true, emailed: true });
    expect(other.jar.size).toBe(0);
    const byPhone = await other.send(
      'PUT',
      `/api/requisitions/resume-profile/submit/${openReq}`,
      startBody({ ...info, email: 'other@example.com' }),
    );
    expect(byPhone.body.data).toEqual({ resumed: true, emailed: true });
    expect(await count()).toBe(before);
    expect((await listOutbox(t.database.db, info.email)).length).toBe(mailsBefore + 2);
    const same = await b.send('PUT', `/api/requisitions/resume-profile/submit/${openReq}`, startBody(info));
    expect(same.body.data.state.applicantId).toBe(state.applicantId);
  });
});

describe('pre-screening knock-out', () => {
  it('declines with DEC000, audits the status change and closes the remaining steps', async () => {
    const b = browser();
    const { info, state } = await start(b, fullReq);
    const id = state.applicantId as string;
    const key = await uploadResume(b, id);
    await b.send('PUT', `/api/requisitions/resume-profile/submit/${fullReq}`, {
      step: 'resume-profile',
      resumeS3Key: key,
      personalInfo: info,
    });
    await b.send('PUT', `/api/requisitions/qualification-question/submit/${id}`, {
      responses: [knockoutAnswer, qualifyingAnswers[1]],
    });
    const pre = await b.send('PUT', `/api/applications/pre-screening/${id}`);
    expect(pre.body.data).toMatchObject({ passed: false, state: { stage: 'not-selected', nextStep: null } });
    expect(
      pre.body.data.state.steps.find((s: { step: string }) => s.step === 'typing-assessment').state,
    ).toBe('closed');
    expect(await applicantRow(id)).toMatchObject({
      status: 'declined',
      reason: 'DEC000',
      completed_at: null,
    });
    const change = (await auditOf(id)).find((e) => e.action === 'status_change');
    expect(change?.diff).toMatchObject({
      status: { from: 'incomplete', to: 'declined' },
      reason: { to: 'DEC000' },
      by: 'pre-screening rules',
      failedRules: ['Can you work night shifts?: No'],
    });
    expect((await b.send('PUT', `/api/applications/typing/start/${id}`)).status).toBe(409);
    expect((await mailLogOf(id)).purposes).toEqual(['not-selected', 'continue-link']);
  });

  it('knocks out on the resume profile country rule', async () => {
    const b = browser();
    const { state, info } = await start(b, fullReq, person({ country: 'usa', phone: '+1 415 555 0132' }));
    const id = state.applicantId as string;
    const key = await uploadResume(b, id);
    await b.send('PUT', `/api/requisitions/resume-profile/submit/${fullReq}`, {
      step: 'resume-profile',
      resumeS3Key: key,
      personalInfo: info,
    });
    await b.send('PUT', `/api/requisitions/qualification-question/submit/${id}`, {
      responses: qualifyingAnswers,
    });
    const pre = await b.send('PUT', `/api/applications/pre-screening/${id}`);
    expect(pre.body.data.passed).toBe(false);
    expect((await auditOf(id)).find((e) => e.action === 'status_change')?.diff.failedRules).toEqual([
      'Country: USA is not one of Costa Rica',
    ]);
  });
});

describe('withdraw and deletion request', () => {
  it('withdraws once (declined DEC007) and records a deletion request once, both audited', async () => {
    const b = browser();
    const { state } = await start(b, openReq);
    const id = state.applicantId as string;
    const w = await b.send('PUT', `/api/applications/withdraw/${id}`);
    expect(w.body.data).toMatchObject({ stage: 'withdrawn', withdrawnAt: expect.any(String) });
    expect(await applicantRow(id)).toMatchObject({ status: 'declined', reason: 'DEC007' });
    expect((await b.send('PUT', `/api/applications/withdraw/${id}`)).status).toBe(409);
    expect((await b.send('PUT', `/api/applications/complete/${id}`)).status).toBe(409);
    const d = await b.send('PUT', `/api/applications/deletion-request/${id}`);
    expect(d.body.data.deletionRequestedAt).toEqual(expect.any(String));
    expect((await b.send('PUT', `/api/applications/deletion-request/${id}`)).status).toBe(409);
    const actions = (await auditOf(id)).map((e) => e.action);
    expect(actions).toEqual(
      expect.arrayContaining(['application_withdraw', 'status_change', 'application_deletion_request']),
    );
    expect((await browser().send('PUT', `/api/applications/withdraw/${id}`)).status).toBe(404);
  });
});

describe('accommodations', () => {
  it('what the candidate asks for before starting reaches the recruiter, as written', async () => {
    const b = browser();
    const asked = 'I use a screen reader; please send questions as text <b>too</b>.';
    const res = await b.send(
      'PUT',
      `/api/requisitions/resume-profile/submit/${openReq}`,
      startBody(person(), { accommodations: asked }),
    );
    expect(res.status, res.text).toBe(200);
    const id = res.body.data.state.applicantId as string;
    const view = await call(t.app, 'GET', `/api/applications/staff/${id}`, { token: admin });
    expect(view.body.data.accommodations).toBe(asked);
    const quiet = await start(browser(), openReq);
    const none = await call(t.app, 'GET', `/api/applications/staff/${quiet.state.applicantId}`, {
      token: admin,
    });
    expect(none.body.data.accommodations).toBe('');
  });
});

describe('staff carry out a deletion request', () => {
  it('shows the request, then deletes the personal data and files, keeping one anonymised audit entry', async () => {
    const b = browser();
    const { info, state } = await start(b, fullReq);
    const id = state.applicantId as string;
    const key = await uploadResume(b, id);
    const resume = await b.send('PUT', `/api/requisitions/resume-profile/submit/${fullReq}`, {
      step: 'resume-profile',
      resumeS3Key: key,
      personalInfo: info,
    });
    expect(resume.status, resume.text).toBe(200);
    const [stored] = await queryRows<{ key: string }>(
      t.database.db,
      sql`select key from uploads where owner_applicant_id = ${id}`,
    );
    const storage = uploadsServiceFor(t.app.deps).storage.adapter;
    expect(await storage.stat(stored!.key)).toBeTruthy();

    // Nothing to carry out before the candidate asks; then staff see the request.
    expect((await call(t.app, 'PUT', `/api/applications/erase/${id}`, { token: admin })).status).toBe(409);
    expect((await b.send('PUT', `/api/applications/deletion-request/${id}`)).status).toBe(200);
    const view = await call(t.app, 'GET', `/api/applications/staff/${id}`, { token: admin });
    expect(view.body.data).toMatchObject({ stage: 'in-progress', deletionRequestedAt: expect.any(String) });

    // Viewing the tracker is not enough to delete; an unknown applicant is 404.
    const viewer = await userWith(t.app, { 'req-applicant-tracker': ['view'], requisitions: ['view'] });
    expect((await call(t.app, 'PUT', `/api/applications/erase/${id}`, { token: viewer.token })).status).toBe(
      403,
    );
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await call(t.app, 'PUT', `/api/applications/erase/${unknown}`, { token: admin })).status).toBe(
      404,
    );

    const done = await call(t.app, 'PUT', `/api/applications/erase/${id}`, { token: admin });
    expect(done.status, done.text).toBe(200);
    expect(done.body.data).toMatchObject({ applicantId: id, filesDeleted: 1 });
    await t.app.jobs.runOnce();
    expect(await storage.stat(stored!.key)).toBeFalsy();
    expect(await applicantRow(id)).toBeUndefined();
    const leftovers = await queryRows<{ n: number }>(
      t.database.db,
      sql`select (select count(*) from uploads where owner_applicant_id = ${id})::int
        + (select count(*) from applications where applicant_id = ${id})::int
        + (select count(*) from applicant_interviews where requisition_applicant_id = ${id})::int as n`,
    );
    expect(leftovers[0]!.n).toBe(0);
    const audit = await queryRows<{ action: string; diff: Record<string, unknown>; ip: string | null }>(
      t.database.db,
      sql`select action, diff, ip from audit_log where entity_id = ${id} and action <> 'application_erase'`,
    );
    expect(audit.every((e) => e.ip === null)).toBe(true);
    const [erased] = await queryRows<{ diff: Record<string, unknown> }>(
      t.database.db,
      sql`select diff from audit_log where entity_id = ${id} and action = 'application_erase'`,
    );
    expect(erased!.diff).toMatchObject({ filesDeleted: 1, requisitionId: fullReq });
    const everything = JSON.stringify(await auditOf(id));
    for (const personal of [info.email, info.lastName, info.phone])
      expect(everything).not.toContain(personal);
    expect((await call(t.app, 'GET', `/api/applications/staff/${id}`, { token: admin })).status).toBe(404);
    expect((await call(t.app, 'PUT', `/api/applications/erase/${id}`, { token: admin })).status).toBe(404);
  });
});

describe('funnel', () => {
  it('counts views, completions and abandonment per step, by device and source, for staff in scope', async () => {
    const req = await requisition({});
    const visitor = 'funnel-visitor-1';
    const event = (body: Record<string, unknown>) =>
      call(t.app, 'POST', '/api/applications/events', {
        body: { requisitionId: req, visitorId: visitor, ...body },
        headers: { 'user-agent': 'Mozilla/5.0 (Linux; Android 14) Mobile' },
      });
    expect(
      (await event({ step: 'job-description', kind: 'view', source: { utmSource: 'LinkedIn' } })).status,
    ).toBe(200);
    await event({ step: 'job-description', kind: 'complete' });
    await event({ step: 'instructions-reminders', kind: 'view' });
    await event({ step: 'instructions-reminders', kind: 'complete', msOnStep: 30_000 });
    await event({ step: 'personal-info', kind: 'view' });
    expect((await event({ step: 'qualification-questions', kind: 'complete' })).status).toBe(400);
    await call(t.app, 'POST', '/api/applications/events', {
      body: {
        requisitionId: req,
        visitorId: 'funnel-visitor-2',
        step: 'instructions-reminders',
        kind: 'view',
      },
    });
    await call(t.app, 'POST', '/api/applications/events', {
      body: {
        requisitionId: req,
        visitorId: 'funnel-visitor-2',
        step: 'instructions-reminders',
        kind: 'abandon',
        msOnStep: 5000,
      },
    });
    const b = browser();
    await b.send('PUT', `/api/requisitions/resume-profile/submit/${req}`, {
      ...startBody(person()),
      visitorId: visitor,
    });

    const funnel = (await call(t.app, 'GET', `/api/applications/funnel/${req}`, { token: admin })).body.data;
    expect(funnel.started).toBe(2);
    const row = (step: string) => funnel.steps.find((s: { step: string }) => s.step === step);
    expect(row('instructions-reminders')).toMatchObject({
      viewed: 2,
      completed: 1,
      abandoned: 1,
      medianSeconds: 30,
    });
    expect(row('personal-info')).toMatchObject({ viewed: 1, completed: 1 });
    expect(funnel.devices).toEqual({ mobile: 1, desktop: 1 });
    expect(funnel.sources).toMatchObject({ linkedin: 1 });

    const outsider = await userWith(t.app, { requisitions: ['view'] }, { linesOfBusiness: [] });
    expect(
      (await call(t.app, 'GET', `/api/applications/funnel/${req}`, { token: outsider.token })).status,
    ).toBe(200);
    const noRight = await userWith(t.app, { 'req-applicant-tracker': ['view'] });
    expect(
      (await call(t.app, 'GET', `/api/applications/funnel/${req}`, { token: noRight.token })).status,
    ).toBe(403);
  });
});

describe('a way back: earlier steps change until the application is sent', () => {
  const resumeBody = (info: Record<string, unknown>, key?: string) => ({
    step: 'resume-profile',
    ...(key ? { resumeS3Key: key } : {}),
    personalInfo: info,
  });

  it('changes personal info and answers after later steps, re-runs the knock-out rules, and refuses once closed', async () => {
    const b = browser();
    const { info, state } = await start(b, fullReq);
    const id = state.applicantId as string;
    const resumeUrl = `/api/requisitions/resume-profile/submit/${fullReq}`;
    expect((await b.send('PUT', resumeUrl, resumeBody(info))).status).toBe(400); // the first time needs a resume
    const key = await uploadResume(b, id);
    expect((await b.send('PUT', resumeUrl, resumeBody(info, key))).status).toBe(200);
    const qq = await b.send('PUT', `/api/requisitions/qualification-question/submit/${id}`, {
      responses: qualifyingAnswers,
    });
    // The rules ran with the answers: the next step is the typing test.
    expect(qq.body.data).toMatchObject({ nextStep: 'typing-assessment', stage: 'in-progress' });
    expect(
      qq.body.data.steps
        .filter((s: { editable: boolean }) => s.editable)
        .map((s: { step: string }) => s.step),
    ).toEqual(['resume-profile', 'qualification-questions']);
    expect(qq.body.data.responses).toEqual(qualifyingAnswers);

    // Back on the resume step: new address, the resume already sent is kept.
    const edited = await b.send(
      'PUT',
      resumeUrl,
      resumeBody({ ...info, address: 'Barrio Escalante, San José' }),
    );
    expect(edited.status, edited.text).toBe(200);
    expect(edited.body.data.state).toMatchObject({
      nextStep: 'typing-assessment',
      hasResume: true,
      personalInfo: { address: 'Barrio Escalante, San José' },
    });
    // Another browser cannot.
    expect((await browser().send('PUT', resumeUrl, resumeBody(info))).status).toBe(404);

    // A changed answer that knocks out declines now, as the first answer would have.
    const changed = await b.send('PUT', `/api/requisitions/qualification-question/submit/${id}`, {
      responses: [knockoutAnswer, qualifyingAnswers[1]],
    });
    expect(changed.status, changed.text).toBe(200);
    expect(changed.body.data).toMatchObject({ stage: 'not-selected', nextStep: null });
    expect(await applicantRow(id)).toMatchObject({ status: 'declined', reason: 'DEC000' });

    const late = await b.send('PUT', resumeUrl, resumeBody(info));
    expect(late.status).toBe(409);
    expect(late.body.errors).toEqual(['application: it can no longer be changed']);
  });

  it('refuses changes once the application is sent', async () => {
    const b = browser();
    const { info, state } = await start(b, openReq);
    const id = state.applicantId as string;
    const url = `/api/requisitions/resume-profile/submit/${openReq}`;
    const sent = await b.send('PUT', url, resumeBody(info, await uploadResume(b, id)));
    expect(sent.body.data.state).toMatchObject({ stage: 'awaiting-review' });
    const late = await b.send('PUT', url, resumeBody({ ...info, address: 'Otra dirección' }));
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('This application was already sent; it can no longer be changed');
    expect((await b.send('GET', `/api/applications/state/${id}`)).body.data.personalInfo.address).toBe(
      info.address,
    );
  });
});

describe('identity: an application in progress keeps its person', () => {
  const candidateOf = async (id: string) =>
    (
      await queryRows<{ candidate_id: string | null }>(
        t.database.db,
        sql`select candidate_id from requisition_applicants where id = ${id}`,
      )
    )[0]!.candidate_id;
  const liveApplications = async (email: string) =>
    (
      await queryRows<{ n: number }>(
        t.database.db,
        sql`select count(*)::int as n from requisition_applicants
            where requisition_id = ${fullReq} and lower(email) = ${email} and archived_at is null`,
      )
    )[0]!.n;

  it("another applicant's email and phone on the resume step relink nothing and mail nobody", async () => {
    const bee = await start(browser(), fullReq);
    const beeMails = (await listOutbox(t.database.db, bee.info.email)).length;
    const b = browser();
    const { info, state } = await start(b, fullReq);
    const id = state.applicantId as string;
    const own = await candidateOf(id);
    const res = await b.send('PUT', `/api/requisitions/resume-profile/submit/${fullReq}`, {
      step: 'resume-profile',
      resumeS3Key: await uploadResume(b, id),
      personalInfo: { ...info, email: bee.info.email, phone: bee.info.phone },
    });
    expect(res.status, res.text).toBe(200);
    // The answer looks the same as for any new address: nothing says someone else applied.
    expect(res.body.data.state.personalInfo).toMatchObject({ email: info.email, phone: info.phone });
    expect(res.body.data.state.pendingEmail).toBe(bee.info.email);
    expect(await candidateOf(id)).toBe(own);
    expect(await candidateOf(id)).not.toBe(await candidateOf(bee.state.applicantId));
    expect(await listOutbox(t.database.db, bee.info.email)).toHaveLength(beeMails);
    expect(await liveApplications(bee.info.email)).toBe(1);
  });

  it('a new address counts once the link sent to it is opened', async () => {
    const b = browser();
    const { info, state } = await start(b, fullReq);
    const id = state.applicantId as string;
    const fresh = `new.${info.email}`;
    const res = await b.send('PUT', `/api/requisitions/resume-profile/submit/${fullReq}`, {
      step: 'resume-profile',
      resumeS3Key: await uploadResume(b, id),
      personalInfo: { ...info, email: fresh },
    });
    expect(res.body.data.state).toMatchObject({ personalInfo: { email: info.email }, pendingEmail: fresh });
    const mails = await listOutbox(t.database.db, fresh);
    expect(mails.map((m) => m.subject)).toEqual([
      'Confirm your new email address: Customer Service Representative',
    ]);
    const token = await linkIn(fresh);
    const log = await mailLogOf(id);
    expect(log.purposes).toEqual(['email-change', 'continue-link']);
    expect(log.text).not.toContain(token);
    const opened = await browser().send('POST', '/api/applications/continue', { token });
    expect(opened.status, opened.text).toBe(200);
    expect(opened.body.data.state).toMatchObject({ personalInfo: { email: fresh }, pendingEmail: null });
    // Used once.
    expect((await browser().send('POST', '/api/applications/continue', { token })).status).toBe(404);
  });
});

describe('candidate mail in the language of the application', () => {
  it("a Spanish applicant's typing test and survey invitations arrive in Spanish; staff may choose English for one send", async () => {
    const res = await call(t.app, 'PUT', `/api/requisitions/resume-profile/submit/${openReq}`, {
      body: startBody(person(), { locale: 'es' }),
    });
    const { applicantId, personalInfo } = res.body.data.state;
    const applicant = { applicantId, applicantKind: 'requisition' };
    await ok('POST', '/api/applicant-interviews/create', {
      type: 'typing-assessment',
      ...applicant,
      referenceId: typingTestId,
      send: true,
    });
    await ok('POST', '/api/applicant-interviews/send-anps-survey', { applicants: [applicant] });
    const mails = await listOutbox(t.database.db, personalInfo.email);
    const typingMail = mails.find((m) => m.subject.includes('prueba de mecanografía'));
    expect(typingMail?.subject).toBe(
      'Su prueba de mecanografía para el puesto Customer Service Representative',
    );
    expect(typingMail?.text).toContain('Empiece aquí: ');
    expect(typingMail?.text).toMatch(/El enlace funciona hasta el \d{1,2} de \w+ de 2\d{3}/);
    const survey = mails.find((m) => m.subject === 'Una pregunta rápida sobre su postulación');
    expect(survey?.text).toContain('Gracias por postularse con nosotros.');

    await ok('POST', '/api/applicant-interviews/send-anps-survey', {
      applicants: [applicant],
      language: 'en',
    });
    expect((await listOutbox(t.database.db, personalInfo.email)).at(-1)?.subject).toBe(
      'One quick question about applying with us',
    );
  });
});
