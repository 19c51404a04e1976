import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listOutbox } from '../../adapters/mail/outbox.repo';
import { adminToken, call, createTestApp, queryRows, type TestApp } from '../../test/harness';

/**
 * The flow's video step (SPEC §7 `PUT /requisitions/video-question/submit/{applicantId}`): the
 * application's group is made once, the step counts only when every answer was received and
 * validated, and only the application's own cookie may act on it.
 */
let t: TestApp;
let admin: string;
let videoReq: string;
let questionIds: string[];

const ok = async (method: 'POST' | 'PUT', url: string, body: unknown) => {
  const res = await call(t.app, method, url, { token: admin, body });
  if (res.status !== 200) throw new Error(`${url}: ${res.status} ${res.text}`);
  return res.body.data;
};

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminToken(t.app);
  const lob = await ok('POST', '/api/lobs/create', {
    name: 'Video line',
    clientName: 'Tico Contact',
    lineType: 'bpo',
    country: 'costa-rica',
  });
  questionIds = [];
  for (const [question, thinkTimeSeconds] of [
    ['Tell us about yourself.', 20],
    ['Describe a difficult customer call.', 0],
  ] as const) {
    const q = await ok('POST', '/api/video-questions/create', {
      question,
      thinkTimeSeconds,
      maxAnswerSeconds: 60,
      retakes: 1,
      guidance: 'Warm and clear',
    });
    questionIds.push(q.id);
  }
  const profile = await ok('POST', '/api/video-question-profiles/create', {
    name: 'CSR video',
    questionIds,
  });
  const req = await ok('POST', '/api/requisitions/create', {
    name: 'Video class',
    lobId: lob.id,
    jobTitle: { jobTitle: 'Video agent', internalJobCode: 'VID-1', location: 'San José' },
    description: '<p>Answer customers on camera.</p>',
    status: 'opened',
    publishStatus: 'published',
    videoQuestionProfileId: profile.id,
  });
  videoReq = req.id;
});
afterAll(() => t.close());

let n = 0;
/** A browser that keeps the application cookies it is given. */
const browser = () => {
  const jar = new Map<string, string>();
  const send = async (method: 'GET' | 'PUT' | 'POST', url: string, body?: unknown) => {
    const cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await call(t.app, method, url, { body, headers: cookie ? { cookie } : {} });
    for (const c of [res.headers['set-cookie']].flat().filter(Boolean) as string[]) {
      const [k, v] = c.split(';')[0]!.split('=');
      jar.set(k!, v!);
    }
    return res;
  };
  return { send };
};

/** Personal info on the video job: answers the new application's id. */
const apply = async (b: ReturnType<typeof browser>) => {
  n += 1;
  const res = await b.send('PUT', `/api/requisitions/resume-profile/submit/${videoReq}`, {
    step: 'personal-info',
    personalInfo: {
      firstName: 'Vera',
      lastName: `Solís ${n}`,
      email: `vera${n}@example.com`,
      phone: `+506 84${String(1_000_000 + n).slice(1)}`,
      address: 'Calle 3, Cartago',
      country: 'costa-rica',
    },
    consent: { accepted: true, noticeVersion: '2026-11-01' },
  });
  expect(res.status, res.text).toBe(200);
  expect(res.body.data.state.nextStep).toBe('video-questions');
  return res.body.data.state.applicantId as string;
};

/**
 * Where the interviews module leaves an answer once its upload was received and its probe
 * passed (tested there, with real recordings): answer `uploaded`, question `submitted`.
 */
const receive = async (applicantId: string, index: number, answerStatus = 'uploaded') => {
  await t.database.db.execute(sql`
    update video_answers set status = ${answerStatus}
    where interview_id = (select id from applicant_interviews
      where requisition_applicant_id = ${applicantId} and group_index = ${index})`);
  if (answerStatus === 'uploaded')
    await t.database.db.execute(sql`
      update applicant_interviews set status = 'submitted', started_at = now(), submitted_at = now()
      where requisition_applicant_id = ${applicantId} and group_index = ${index}`);
};

const submit = (b: ReturnType<typeof browser>, id: string) =>
  b.send('PUT', `/api/requisitions/video-question/submit/${id}`);

describe('video-questions step', () => {
  it('is part of the plan of a job with video questions and asks for a camera', async () => {
    const plan = (await call(t.app, 'GET', `/api/applications/plan/${videoReq}`)).body.data;
    expect(plan.steps.find((s: { step: string }) => s.step === 'video-questions')).toMatchObject({
      state: 'pending',
      skipReason: null,
    });
    expect(plan.needsCamera).toBe(true);
  });

  it('makes the group once for the application, frozen in the profile’s order, without mail', async () => {
    const b = browser();
    const id = await apply(b);
    const first = await b.send('PUT', `/api/applications/video/start/${id}`);
    expect(first.status, first.text).toBe(200);
    const again = await b.send('PUT', `/api/applications/video/start/${id}`);
    expect(again.body.data.token).toBe(first.body.data.token);
    const rows = await queryRows<{ reference_id: string; status: string; group_id: string }>(
      t.database.db,
      sql`select reference_id, status, group_id from applicant_interviews
          where requisition_applicant_id = ${id} order by group_index`,
    );
    expect(rows.map((r) => [r.reference_id, r.status])).toEqual([
      [questionIds[0], 'sent'],
      [questionIds[1], 'sent'],
    ]);
    const [app] = await queryRows<{ video_group_id: string }>(
      t.database.db,
      sql`select video_group_id from applications where applicant_id = ${id}`,
    );
    expect(app!.video_group_id).toBe(rows[0]!.group_id);
    // The recorder's page opens every question of the group with the token.
    const open = await call(t.app, 'GET', `/api/video-interviews/open/${first.body.data.token}`);
    expect(open.status, open.text).toBe(200);
    expect(
      open.body.data.questions.map((q: { question: string; thinkTimeSeconds: number; retakes: number }) => [
        q.question,
        q.thinkTimeSeconds,
        q.retakes,
      ]),
    ).toEqual([
      ['Tell us about yourself.', 20, 1],
      ['Describe a difficult customer call.', 0, 1],
    ]);
    // Only the continue link was mailed: the candidate records in the flow, not from an invitation.
    expect((await listOutbox(t.database.db, `vera${n}@example.com`)).map((m) => m.subject)).toEqual([
      'Continue your application: Video agent',
    ]);
  });

  it('refuses skipping the step, and an incomplete set of answers with a 409 naming each question', async () => {
    const b = browser();
    const id = await apply(b);
    const skip = await b.send('PUT', `/api/applications/complete/${id}`);
    expect(skip.status).toBe(409);
    expect(skip.body.errors).toEqual(['success: the next step is video-questions']);

    const early = await submit(b, id);
    expect(early.status).toBe(409);
    expect(early.body.message).toBe('Record your video answers first');

    await b.send('PUT', `/api/applications/video/start/${id}`);
    await receive(id, 0);
    await receive(id, 1, 'validating');
    const partial = await submit(b, id);
    expect(partial.status).toBe(409);
    expect(partial.body).toMatchObject({
      message: 'Some video answers have not been received yet',
      errors: ['question 2 of 2: its answer is still being checked'],
    });
    await receive(id, 1, 'corruption_detected');
    expect((await submit(b, id)).body.errors).toEqual([
      'question 2 of 2: its answer arrived damaged and must be recorded again',
    ]);
    const state = (await b.send('GET', `/api/applications/state/${id}`)).body.data;
    expect(state.nextStep).toBe('video-questions');
  });

  it('answers 404 without the application’s cookie, or with another application’s', async () => {
    const owner = browser();
    const id = await apply(owner);
    await owner.send('PUT', `/api/applications/video/start/${id}`);
    await receive(id, 0);
    await receive(id, 1);
    const stranger = browser();
    expect((await submit(stranger, id)).status).toBe(404);
    expect((await stranger.send('PUT', `/api/applications/video/start/${id}`)).status).toBe(404);
    const other = browser();
    await apply(other);
    expect((await submit(other, id)).status).toBe(404);
    const forged = await call(t.app, 'PUT', `/api/requisitions/video-question/submit/${id}`, {
      headers: { cookie: `ats_app_${id.replace(/-/g, '')}=not-the-cookie` },
    });
    expect(forged.status).toBe(404);
    const state = (await owner.send('GET', `/api/applications/state/${id}`)).body.data;
    expect(state.nextStep).toBe('video-questions');
  });

  it('counts the step once every answer is received and validated; a replay changes nothing', async () => {
    const b = browser();
    const id = await apply(b);
    await b.send('PUT', `/api/applications/video/start/${id}`);
    await receive(id, 0);
    await receive(id, 1);
    const done = await submit(b, id);
    expect(done.status, done.text).toBe(200);
    // The last step: the application is sent with it.
    expect(done.body.data).toMatchObject({ nextStep: null, stage: 'awaiting-review' });
    expect(done.body.data.steps.find((s: { step: string }) => s.step === 'video-questions').state).toBe(
      'done',
    );
    const events = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from application_events
          where applicant_id = ${id} and step = 'video-questions' and kind = 'complete'`,
    );
    expect(events[0]!.n).toBe(1);

    const replay = await submit(b, id);
    expect(replay.status).toBe(409);
    expect(replay.body.errors).toEqual(['video-questions: already submitted; it cannot be changed']);
    expect((await b.send('PUT', `/api/applications/video/start/${id}`)).status).toBe(409);
    const finished = await b.send('PUT', `/api/applications/complete/${id}`);
    expect(finished.status, finished.text).toBe(200);
  });
});

describe('video-questions step: a candidate who cannot record', () => {
  const unable = (b: ReturnType<typeof browser>, id: string, reason: string) =>
    b.send('PUT', `/api/requisitions/video-question/submit/${id}`, { unableToRecord: { reason } });

  it('counts the step with the answers so far, closes the unanswered questions, and tells the recruiter', async () => {
    const b = browser();
    const id = await apply(b);
    const start = await b.send('PUT', `/api/applications/video/start/${id}`);
    await receive(id, 0);
    // Without the request the rule is unchanged: one 409 entry per missing answer.
    const strict = await submit(b, id);
    expect(strict.status).toBe(409);
    expect(strict.body.errors).toEqual(['question 2 of 2: not answered yet']);

    const done = await unable(b, id, 'No tengo cámara en mi computadora.');
    expect(done.status, done.text).toBe(200);
    expect(done.body.data).toMatchObject({ nextStep: null, stage: 'awaiting-review' });
    const [app] = await queryRows<{ video_unable_to_record: { reason: string; missing: number[] } }>(
      t.database.db,
      sql`select video_unable_to_record from applications where applicant_id = ${id}`,
    );
    expect(app!.video_unable_to_record).toMatchObject({
      reason: 'No tengo cámara en mi computadora.',
      missing: [2],
    });
    const rows = await queryRows<{ group_index: number; status: string }>(
      t.database.db,
      sql`select group_index, status from applicant_interviews
          where requisition_applicant_id = ${id} order by group_index`,
    );
    // The answer given is kept; the one never answered is closed.
    expect(rows.map((r) => r.status)).toEqual(['submitted', 'abandoned']);

    // The recruiter's review of the group says which answers are missing and why.
    const [group] = await queryRows<{ group_id: string }>(
      t.database.db,
      sql`select group_id from applicant_interviews where requisition_applicant_id = ${id} limit 1`,
    );
    const review = await call(t.app, 'GET', `/api/video-interviews/review/${group!.group_id}`, {
      token: admin,
    });
    expect(review.status, review.text).toBe(200);
    expect(review.body.data.unableToRecord).toMatchObject({
      reason: 'No tengo cámara en mi computadora.',
      missing: [2],
    });
    expect(review.body.data.answers.map((a: { answerStatus: string }) => a.answerStatus)).toEqual([
      'uploaded',
      'pending',
    ]);
    // The candidate's link shows the closed question as closed; a replay changes nothing.
    const open = await call(t.app, 'GET', `/api/video-interviews/open/${start.body.data.token}`);
    expect(open.body.data.questions.map((q: { phase: string }) => q.phase)).toEqual([
      'submitted',
      'abandoned',
    ]);
    expect((await unable(b, id, 'again')).status).toBe(409);
    expect((await b.send('PUT', `/api/applications/complete/${id}`)).status).toBe(200);
  });

  it('works before any answer, keeps an answer still being checked open, and refuses bad input', async () => {
    const b = browser();
    const id = await apply(b);
    await b.send('PUT', `/api/applications/video/start/${id}`);
    await receive(id, 0, 'validating');
    const bad = await b.send('PUT', `/api/requisitions/video-question/submit/${id}`, {
      unableToRecord: { reason: 'x'.repeat(2001) },
    });
    expect(bad.status).toBe(400);
    expect((await b.send('GET', `/api/applications/state/${id}`)).body.data.nextStep).toBe('video-questions');
    const stranger = browser();
    expect((await unable(stranger, id, 'not mine')).status).toBe(404);

    const done = await unable(b, id, '');
    expect(done.status, done.text).toBe(200);
    const rows = await queryRows<{ status: string }>(
      t.database.db,
      sql`select status from applicant_interviews
          where requisition_applicant_id = ${id} order by group_index`,
    );
    expect(rows.map((r) => r.status)).toEqual(['sent', 'abandoned']);
    const [app] = await queryRows<{ video_unable_to_record: { missing: number[] } }>(
      t.database.db,
      sql`select video_unable_to_record from applications where applicant_id = ${id}`,
    );
    expect(app!.video_unable_to_record.missing).toEqual([1, 2]);
  });
});

describe('video group link slides with each visit', () => {
  const DAY = 24 * 3_600_000;
  /** Moves the group's clock: sent `sentDaysAgo` days ago, expiring `expiresInDays` from now. */
  const setClock = async (id: string, sentDaysAgo: number, expiresInDays: number) => {
    const sentAt = new Date(Date.now() - sentDaysAgo * DAY).toISOString();
    const expiresAt = new Date(Date.now() + expiresInDays * DAY).toISOString();
    await t.database.db.execute(sql`
      update applicant_interviews set sent_at = ${sentAt}::timestamptz, expires_at = ${expiresAt}::timestamptz
      where requisition_applicant_id = ${id}`);
  };
  const expiries = async (id: string) =>
    (
      await queryRows<{ expires_at: string | Date }>(
        t.database.db,
        sql`select expires_at from applicant_interviews
            where requisition_applicant_id = ${id} order by group_index`,
      )
    ).map((r) => new Date(r.expires_at).getTime());
  /** Ages everything by `days` (the candidate comes back `days` later). */
  const age = async (id: string, days: number) => {
    await t.database.db.execute(sql`
      update applicant_interviews
      set sent_at = sent_at - make_interval(days => ${days}), expires_at = expires_at - make_interval(days => ${days})
      where requisition_applicant_id = ${id}`);
  };

  it('a visit on day 13 keeps the link alive on day 20', async () => {
    const b = browser();
    const id = await apply(b);
    const token = (await b.send('PUT', `/api/applications/video/start/${id}`)).body.data.token as string;
    await setClock(id, 13, 1); // day 13 of a 14-day link
    const visit = await call(t.app, 'GET', `/api/video-interviews/open/${token}`);
    expect(visit.status).toBe(200);
    expect(visit.body.data.closedReason).toBeNull();
    for (const at of await expiries(id)) expect(Math.abs(at - (Date.now() + 14 * DAY))).toBeLessThan(60_000);

    await age(id, 7); // day 20: without the slide the link would have closed on day 14
    const later = await call(t.app, 'GET', `/api/video-interviews/open/${token}`);
    expect(later.status).toBe(200);
    expect(later.body.data.closedReason).toBeNull();
    expect(later.body.data.questions.map((q: { phase: string }) => q.phase)).toEqual(['sent', 'sent']);
  });

  it('never slides past the cap, never shortens, and an expired link stays closed politely', async () => {
    const b = browser();
    const id = await apply(b);
    const token = (await b.send('PUT', `/api/applications/video/start/${id}`)).body.data.token as string;
    await setClock(id, 55, 1); // near the 60-day cap: only 5 more days
    await call(t.app, 'GET', `/api/video-interviews/open/${token}`);
    for (const at of await expiries(id)) expect(Math.abs(at - (Date.now() + 5 * DAY))).toBeLessThan(60_000);

    await setClock(id, 1, 30); // a longer expiry than the slide: kept
    await call(t.app, 'GET', `/api/video-interviews/open/${token}`);
    for (const at of await expiries(id)) expect(Math.abs(at - (Date.now() + 30 * DAY))).toBeLessThan(60_000);

    await setClock(id, 15, -1); // not visited for 14 days: expired, and a visit does not revive it
    const closed = await call(t.app, 'GET', `/api/video-interviews/open/${token}`);
    expect(closed.status).toBe(200);
    expect(closed.body.data.closedReason).toBe('expired');
    expect(closed.body.data.questions.map((q: { phase: string }) => q.phase)).toEqual([
      'abandoned',
      'abandoned',
    ]);
    const chunk = await call(t.app, 'POST', `/api/applicant-interviews/start/${token}`);
    expect([404, 409, 410]).toContain(chunk.status);
  });
});
