import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, call, createTestApp, queryRows, type TestApp, userWith } from '../../test/harness';
import { hashToken } from './interview-token';
import { mailCount, mailedToken, setupInterviewFixtures } from './interviews.test-helper';
import { split, webm } from './video.test-helper';

let t: TestApp;
let admin: string;
let fx: Awaited<ReturnType<typeof setupInterviewFixtures>>;
let questions: string[];
let n = 0;

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminToken(t.app);
  fx = await setupInterviewFixtures(t, admin);
  questions = [];
  for (const q of ['Tell us about yourself.', 'Describe a difficult customer call.']) {
    const res = await call(t.app, 'POST', '/api/video-questions/create', {
      token: admin,
      body: {
        question: q,
        thinkTimeSeconds: 10,
        maxAnswerSeconds: 60,
        retakes: 1,
        guidance: `Look for ${q}`,
      },
    });
    expect(res.status, res.text).toBe(200);
    questions.push(res.body.data.id);
  }
});
afterAll(() => t.close());

/** Sends a two-question video group to a new requisition applicant; answers the group and the mailed token. */
const sendGroup = async () => {
  const name = `Video${++n}x`;
  const applicantId = await fx.reqApplicant(fx.reqA, name);
  const res = await call(t.app, 'POST', '/api/applicant-interviews-group/create', {
    token: admin,
    body: { type: 'video-question', applicantId, referenceIds: questions, send: true },
  });
  expect(res.status, res.text).toBe(200);
  const email = `${name.toLowerCase()}@example.com`;
  return { group: res.body.data, applicantId, email, token: await mailedToken(t, email) };
};
const open = (token: string) => call(t.app, 'GET', `/api/video-interviews/open/${token}`);
const putChunk = (token: string, idx: number, bytes: Buffer, contentType = 'application/octet-stream') =>
  call(t.app, 'PUT', `/api/video-answers/${token}/chunks/${idx}`, {
    body: bytes,
    headers: { 'content-type': contentType },
  });
const complete = (token: string, body: Record<string, unknown>) =>
  call(t.app, 'POST', `/api/video-answers/${token}/complete`, { body });
const start = (token: string) => call(t.app, 'PUT', `/api/applicant-interviews/start/${token}`);

/** Uploads a whole answer in `size`-byte chunks and completes it. */
const answer = async (token: string, file: Buffer, size = 8192) => {
  const parts = split(file, size);
  for (const [i, p] of parts.entries()) expect((await putChunk(token, i, p)).status).toBe(200);
  return complete(token, {
    chunkCount: parts.length,
    totalBytes: file.length,
    mimeType: 'video/webm;codecs=vp8,opus',
    durationMs: 12_000,
  });
};

describe('video interview groups', () => {
  it('one invitation per group; its link opens every question in order, frozen, with its own token', async () => {
    const { group, email, token } = await sendGroup();
    expect(await mailCount(t, email)).toBe(1);
    expect(group.interviews.map((i: { status: string }) => i.status)).toEqual(['sent', 'sent']);
    // The questions are `new`/`sent` at once in the applicant's interview list (SPEC §4).
    const list = await call(
      t.app,
      'GET',
      `/api/applicant-interviews/for-applicant/${group.applicantId}?applicantKind=requisition`,
      { token: admin },
    );
    expect(list.body.data.filter((i: { type: string }) => i.type === 'video-question')).toHaveLength(2);

    // Editing the question afterwards changes no open link.
    await call(t.app, 'POST', `/api/video-questions/update/${questions[0]}`, {
      token: admin,
      body: {
        question: 'Changed later',
        thinkTimeSeconds: 5,
        maxAnswerSeconds: 30,
        retakes: 0,
        guidance: '',
      },
    });
    const res = await open(token);
    expect(res.status, res.text).toBe(200);
    const q = res.body.data.questions;
    expect(q.map((x: { index: number }) => x.index)).toEqual([0, 1]);
    expect(q[0]).toMatchObject({
      question: 'Tell us about yourself.',
      thinkTimeSeconds: 10,
      maxAnswerSeconds: 60,
      retakes: 1,
      answerStatus: 'pending',
      receivedChunks: [],
    });
    expect(JSON.stringify(res.body.data)).not.toContain('Look for'); // reviewer guidance stays staff-only
    expect(q[0].token).toBe(token);
    // Any question's token opens the same group.
    expect((await open(q[1].token)).body.data.questions[0].token).toBe(token);
    await call(t.app, 'POST', `/api/video-questions/update/${questions[0]}`, {
      token: admin,
      body: {
        question: 'Tell us about yourself.',
        thinkTimeSeconds: 10,
        maxAnswerSeconds: 60,
        retakes: 1,
        guidance: 'Look for Tell us about yourself.',
      },
    });
  });

  it('group view by index answers the n-th interview; a missing index is 404', async () => {
    const { group } = await sendGroup();
    const one = await call(t.app, 'GET', `/api/applicant-interviews-group/view/${group.id}?index=1`, {
      token: admin,
    });
    expect(one.status, one.text).toBe(200);
    expect(one.body.data).toMatchObject({ index: 1, interview: { groupIndex: 1, type: 'video-question' } });
    const none = await call(t.app, 'GET', `/api/applicant-interviews-group/view/${group.id}?index=5`, {
      token: admin,
    });
    expect(none.status).toBe(404);
  });
});

describe('resumable chunked answers', () => {
  it('chunks resume after a cut: re-sent chunks are idempotent, the answer counts once complete and bytes are identical', async () => {
    const { token } = await sendGroup();
    expect((await putChunk(token, 0, webm(100))).status).toBe(409); // not started yet
    expect((await start(token)).status).toBe(200);
    const file = webm(50_000, 7);
    const parts = split(file, 16_384);
    // First half, then the connection "drops": the page asks what the server holds.
    for (const i of [0, 1]) expect((await putChunk(token, i, parts[i]!)).status).toBe(200);
    const held = await call(t.app, 'GET', `/api/video-answers/${token}`);
    expect(held.body.data).toMatchObject({ status: 'uploading', receivedChunks: [0, 1] });
    expect((await open(token)).body.data.questions[0].receivedChunks).toEqual([0, 1]);
    // A retry of a chunk whose reply was lost: same bytes → 200, other bytes → 409.
    expect((await putChunk(token, 1, parts[1]!)).status).toBe(200);
    expect((await putChunk(token, 1, parts[0]!)).status).toBe(409);
    // Completing early names what is missing and changes nothing.
    const early = await complete(token, {
      chunkCount: parts.length,
      totalBytes: file.length,
      mimeType: 'video/webm',
      durationMs: 12_000,
    });
    expect(early.status).toBe(409);
    expect(early.body.errors.join()).toContain('missing chunks: 2');
    for (const i of [2, 3]) expect((await putChunk(token, i, parts[i]!)).status).toBe(200);
    const done = await complete(token, {
      chunkCount: parts.length,
      totalBytes: file.length,
      mimeType: 'video/webm;codecs=vp8,opus',
      durationMs: 12_000,
    });
    expect(done.status, done.text).toBe(200);
    expect(done.body.data.status).toBe('uploaded');
    const q = (await open(token)).body.data.questions[0];
    expect(q).toMatchObject({ status: 'submitted', answerStatus: 'uploaded' });
    // A second complete or chunk after the answer counts: 409.
    expect((await putChunk(token, 4, parts[0]!)).status).toBe(409);

    // The reviewer's player gets exactly the bytes sent, whole and by range.
    const review = await call(t.app, 'GET', `/api/video-interviews/review/${await groupOf(token)}`, {
      token: admin,
    });
    expect(review.status, review.text).toBe(200);
    const url = review.body.data.answers[0].playUrl as string;
    const whole = await t.app.inject({ method: 'GET', url });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('video/webm');
    expect(Buffer.compare(whole.rawPayload, file)).toBe(0);
    const part = await t.app.inject({ method: 'GET', url, headers: { range: 'bytes=16000-16999' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 16000-16999/${file.length}`);
    expect(Buffer.compare(part.rawPayload, file.subarray(16000, 17000))).toBe(0);
    // A forged or expired signature is 404.
    expect(
      (await t.app.inject({ method: 'GET', url: url.replace(/sig=[^&]+/, 'sig=forged') })).statusCode,
    ).toBe(404);
  });

  it('a truncated or non-video file is corruption_detected: thrown away, a free retake, then a good one counts', async () => {
    const { token } = await sendGroup();
    await start(token);
    const notVideo = Buffer.from('%PDF-1.7 this is not a video at all'.repeat(100));
    const bad = await answer(token, notVideo);
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toContain('corruption_detected');
    let q = (await open(token)).body.data.questions[0];
    expect(q).toMatchObject({ answerStatus: 'corruption_detected', receivedChunks: [], phase: 'started' });
    // A header cut off before its tracks.
    const cut = webm(0).subarray(0, 20);
    expect((await answer(token, cut)).status).toBe(422);
    // Longer than the question allows (60 s + 5 s tolerance).
    const parts = split(webm(1000), 4096);
    for (const [i, p] of parts.entries()) await putChunk(token, i, p);
    const long = await complete(token, {
      chunkCount: parts.length,
      totalBytes: webm(1000).length,
      mimeType: 'video/webm',
      durationMs: 70_000,
    });
    expect(long.status).toBe(422);
    expect(long.body.errors.join()).toContain('longer than the 60 s');
    const good = await answer(token, webm(30_000));
    expect(good.status, good.text).toBe(200);
    q = (await open(token)).body.data.questions[0];
    expect(q).toMatchObject({ answerStatus: 'uploaded', status: 'submitted' });
    const [row] = await queryRows<{ corruptions: number }>(
      t.app.database.db,
      sql`select corruptions from video_answers a join applicant_interviews i on i.id = a.interview_id where i.token_hash = ${hashToken(token)}`,
    );
    expect(row?.corruptions).toBe(3);
  });

  it('refuses bad chunk requests with 4xx and writes nothing', async () => {
    const { token } = await sendGroup();
    await start(token);
    expect((await putChunk(token, 0, Buffer.alloc(0))).status).toBe(400);
    const json = await call(t.app, 'PUT', `/api/video-answers/${token}/chunks/0`, { body: { a: 1 } });
    expect(json.status).toBe(400);
    expect((await putChunk(token, 0, Buffer.alloc(4 * 1024 * 1024 + 1, 1))).status).toBe(413);
    expect((await putChunk(token, -1, webm(10))).status).toBe(400);
    expect((await putChunk('x'.repeat(43), 0, webm(10))).status).toBe(404);
    const wrongType = await complete(token, {
      chunkCount: 1,
      totalBytes: 10,
      mimeType: 'application/pdf',
      durationMs: 1000,
    });
    expect(wrongType.status).toBe(400);
    expect((await call(t.app, 'GET', `/api/video-answers/${token}`)).body.data.receivedChunks).toEqual([]);
  });
});

/** The group id of a token (staff side). */
const groupOf = async (token: string) =>
  (
    await queryRows<{ group_id: string }>(
      t.app.database.db,
      sql`select group_id from applicant_interviews where token_hash = ${hashToken(token)}`,
    )
  )[0]!.group_id;

describe('start, submit, abandon and the application flow', () => {
  it('abandon closes one question; the requisition submit confirms only when every question is in', async () => {
    const { token, applicantId } = await sendGroup();
    const q = (await open(token)).body.data.questions;
    const submit = (tok: string, id = applicantId) =>
      call(t.app, 'PUT', `/api/requisitions/video-question/submit/${id}`, { body: { token: tok } });
    await start(q[0].token);
    expect((await answer(q[0].token, webm(9000))).status).toBe(200);
    const notYet = await submit(token);
    expect(notYet.status).toBe(409);
    expect(notYet.body.errors.join()).toContain('question 2 is sent');
    await start(q[1].token);
    expect((await answer(q[1].token, webm(9000))).status).toBe(200);
    const ok = await submit(q[1].token);
    expect(ok.status, ok.text).toBe(200);
    expect(ok.body.data).toMatchObject({ answered: 2, total: 2 });
    // Someone else's applicant id with this token is 404.
    const other = await fx.reqApplicant(fx.reqA, `Other${n}`);
    expect((await submit(token, other)).status).toBe(404);

    const { token: t2 } = await sendGroup();
    const ab = await call(t.app, 'PUT', `/api/applicant-interviews/abandon/${t2}`);
    expect(ab.status).toBe(200);
    const after = (await open(t2)).body.data;
    expect(after.questions[0].phase).toBe('abandoned');
    expect(after.closedReason).toBeNull(); // question 2 is still open
    expect((await start(t2)).status).toBe(409);
  });

  it('the comfort-zone checks are kept with the interview and shown to the reviewer', async () => {
    const { token } = await sendGroup();
    const checks = {
      camera: true,
      microphone: true,
      audioPeak: 0.42,
      uploadKbps: 5200,
      mediaRecorder: true,
      mimeType: 'video/webm;codecs=vp8,opus',
      browser: 'Chrome 131',
      practiceTakes: 2,
    };
    expect((await call(t.app, 'PUT', `/api/video-interviews/checks/${token}`, { body: checks })).status).toBe(
      200,
    );
    expect((await open(token)).body.data.checksDone).toBe(true);
    const review = await call(t.app, 'GET', `/api/video-interviews/review/${await groupOf(token)}`, {
      token: admin,
    });
    expect(review.body.data.checks).toEqual(checks);
    const speed = await call(t.app, 'POST', `/api/video-interviews/network-check/${token}`, {
      body: Buffer.alloc(64 * 1024, 7),
      headers: { 'content-type': 'application/octet-stream' },
    });
    expect(speed.body.data).toEqual({ receivedBytes: 65536 });
  });
});

describe('reviewer', () => {
  it('rates each answer 1–5 with notes, gives the overall call, and the answers become evaluated', async () => {
    const { token } = await sendGroup();
    const q = (await open(token)).body.data.questions;
    await start(q[0].token);
    await answer(q[0].token, webm(9000));
    const groupId = await groupOf(token);
    const review = await call(t.app, 'GET', `/api/video-interviews/review/${groupId}`, { token: admin });
    expect(review.body.data.answers.map((a: { guidance: string }) => a.guidance)).toEqual([
      'Look for Tell us about yourself.',
      'Look for Describe a difficult customer call.',
    ]);
    const [a0, a1] = review.body.data.answers;
    expect(
      (
        await call(t.app, 'POST', `/api/video-interviews/rate/${a1.interviewId}`, {
          token: admin,
          body: { rating: 4 },
        })
      ).status,
    ).toBe(409);
    expect(
      (
        await call(t.app, 'POST', `/api/video-interviews/rate/${a0.interviewId}`, {
          token: admin,
          body: { rating: 6 },
        })
      ).status,
    ).toBe(400);
    const rated = await call(t.app, 'POST', `/api/video-interviews/rate/${a0.interviewId}`, {
      token: admin,
      body: { rating: 4, notes: 'Clear and warm.' },
    });
    expect(rated.status, rated.text).toBe(200);
    expect(rated.body.data.answers[0]).toMatchObject({ rating: 4, notes: 'Clear and warm.' });
    const ev = await call(t.app, 'POST', `/api/video-interviews/evaluate/${groupId}`, {
      token: admin,
      body: { recommendation: 'yes', notes: 'Move forward.' },
    });
    expect(ev.status, ev.text).toBe(200);
    expect(ev.body.data).toMatchObject({ recommendation: 'yes', evaluatedByName: expect.any(String) });
    expect(ev.body.data.answers.map((a: { status: string }) => a.status)).toEqual(['evaluated', 'sent']);
  });

  it('staff without the video results or tracker permissions get 403; out-of-scope groups are 404', async () => {
    const { token } = await sendGroup();
    const groupId = await groupOf(token);
    const nobody = await userWith(t.app, { 'typing-tests': ['view'] });
    expect(
      (await call(t.app, 'GET', `/api/video-interviews/review/${groupId}`, { token: nobody.token })).status,
    ).toBe(404);
    const viewer = await userWith(t.app, { 'video-question-results': ['view'] });
    expect(
      (await call(t.app, 'GET', `/api/video-interviews/review/${groupId}`, { token: viewer.token })).status,
    ).toBe(200);
    expect(
      (
        await call(t.app, 'POST', `/api/video-interviews/evaluate/${groupId}`, {
          token: viewer.token,
          body: { recommendation: 'no' },
        })
      ).status,
    ).toBe(403);
    expect((await call(t.app, 'GET', `/api/video-interviews/review/${groupId}`)).status).toBe(401);
  });
});
