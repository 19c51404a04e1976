import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueueJob } from '../../adapters/jobs/job-queue';
import { adminToken, call, createTestApp, queryRows, type TestApp, userWith } from '../../test/harness';
import { recordingStorage } from '../recorded-answers';
import { uploadsServiceFor } from '../uploads';
import { hashToken } from './interview-token';
import { mailCount, mailedToken, setupInterviewFixtures } from './interviews.test-helper';
import { recording, split, webm } from './video.test-helper';
import { VIDEO_JOBS } from './video-jobs';
import { FFPROBE_PATH } from './video-media-probe';

let t: TestApp;
let admin: string;
let fx: Awaited<ReturnType<typeof setupInterviewFixtures>>;
let questions: string[];
let n = 0;
/** A real two-second WebM (VP8 + Opus, no duration: like MediaRecorder's). */
let good: Buffer;

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminToken(t.app);
  fx = await setupInterviewFixtures(t, admin);
  good = recording();
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

/**
 * Uploads a whole answer in `size`-byte chunks, completes it, and runs the background jobs (the
 * server's probe); answers the complete call's reply.
 */
const answer = async (token: string, file: Buffer, size = 8192, durationMs = 2000) => {
  const parts = split(file, size);
  for (const [i, p] of parts.entries()) expect((await putChunk(token, i, p)).status).toBe(200);
  const res = await complete(token, {
    chunkCount: parts.length,
    totalBytes: file.length,
    mimeType: 'video/webm;codecs=vp8,opus',
    durationMs,
  });
  await t.app.jobs.runOnce();
  return res;
};
const progress = async (token: string) => (await call(t.app, 'GET', `/api/video-answers/${token}`)).body.data;
const storage = () => recordingStorage(uploadsServiceFor(t.app.deps).storage, t.app.deps.config);
/** The storage keys an answer's chunks live at. */
const keysOf = async (token: string) =>
  (
    await queryRows<{ storage_key: string }>(
      t.app.database.db,
      sql`select c.storage_key from video_answer_chunks c join video_answers a on a.id = c.answer_id join applicant_interviews i on i.id = a.interview_id where i.token_hash = ${hashToken(token)} order by c.idx`,
    )
  ).map((r) => r.storage_key);
const readAll = async (keys: string[]) => {
  const out: Buffer[] = [];
  for (const k of keys) for await (const b of await storage().read(k)) out.push(b as Buffer);
  return Buffer.concat(out);
};
/** Duration ffprobe reads from a file's header (the fixed WebM declares it). */
const declaredSeconds = (bytes: Buffer) => {
  const f = join(mkdtempSync(join(tmpdir(), 'ats-probe-')), 'f.webm');
  writeFileSync(f, bytes);
  return Number(
    execFileSync(FFPROBE_PATH, ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', f])
      .toString()
      .trim(),
  );
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

  it("a recruiter's link keeps the date the recruiter chose when the candidate comes back", async () => {
    const { group, token } = await sendGroup();
    const soon = new Date(Date.now() + 2 * 24 * 3_600_000);
    await t.database.db.execute(
      sql`update applicant_interviews set expires_at = ${soon.toISOString()}::timestamptz where group_id = ${group.id}`,
    );
    expect((await open(token)).status).toBe(200);
    const rows = await queryRows<{ expires_at: string | Date }>(
      t.database.db,
      sql`select expires_at from applicant_interviews where group_id = ${group.id}`,
    );
    expect(rows.map((r) => new Date(r.expires_at).getTime())).toEqual(rows.map(() => soon.getTime()));
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
    const file = good;
    const parts = split(file, Math.ceil(file.length / 4));
    expect(parts).toHaveLength(4);
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
      durationMs: 2000,
    });
    expect(early.status).toBe(409);
    expect(early.body.errors.join()).toContain('missing chunks: 2');
    for (const i of [2, 3]) expect((await putChunk(token, i, parts[i]!)).status).toBe(200);
    const done = await complete(token, {
      chunkCount: parts.length,
      totalBytes: file.length,
      mimeType: 'video/webm;codecs=vp8,opus',
      durationMs: 2000,
    });
    expect(done.status, done.text).toBe(200);
    // The server holds exactly the bytes sent; the probe job checks them in the background.
    expect(done.body.data.status).toBe('validating');
    expect(Buffer.compare(await readAll(await keysOf(token)), file)).toBe(0);
    expect((await open(token)).body.data.questions[0]).toMatchObject({
      phase: 'started',
      answerStatus: 'validating',
    });
    expect((await putChunk(token, 4, parts[0]!)).status).toBe(409); // being checked
    const uploadedKeys = await keysOf(token);
    expect(await t.app.jobs.runOnce()).toBeGreaterThan(0);
    const q = (await open(token)).body.data.questions[0];
    expect(q).toMatchObject({ status: 'submitted', answerStatus: 'uploaded' });
    // A second complete or chunk after the answer counts: 409.
    expect((await putChunk(token, 4, parts[0]!)).status).toBe(409);
    // The uploaded pieces were deleted from storage (queued by the chunk rows' trigger).
    for (const k of uploadedKeys) expect(await storage().adapter.stat(k)).toBeUndefined();
    expect(await storage().adapter.stat((await keysOf(token))[0]!)).toBeDefined();

    // The reviewer's player gets exactly the bytes sent, whole and by range.
    const review = await call(t.app, 'GET', `/api/video-interviews/review/${await groupOf(token)}`, {
      token: admin,
    });
    expect(review.status, review.text).toBe(200);
    const url = review.body.data.answers[0].playUrl as string;
    const whole = await t.app.inject({ method: 'GET', url });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('video/webm');
    // The stored file is the same streams remuxed: it declares its duration, so players can seek.
    expect(declaredSeconds(file)).toBeNaN();
    expect(declaredSeconds(whole.rawPayload)).toBeCloseTo(2, 0);
    expect(review.body.data.answers[0].durationMs).toBeGreaterThan(1500);
    const total = whole.rawPayload.length;
    const part = await t.app.inject({ method: 'GET', url, headers: { range: 'bytes=16000-16999' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 16000-16999/${total}`);
    expect(Buffer.compare(part.rawPayload, whole.rawPayload.subarray(16000, 17000))).toBe(0);
    // A forged or expired signature is 404.
    expect(
      (await t.app.inject({ method: 'GET', url: url.replace(/sig=[^&]+/, 'sig=forged') })).statusCode,
    ).toBe(404);
  });

  it('a truncated, silent or non-video file is corruption_detected: thrown away, a free retake, then a good one counts', async () => {
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
    // A header that looks right but no real video behind it: the probe job refuses it.
    const fake = await answer(token, webm(30_000));
    expect(fake.body.data.status).toBe('validating');
    expect(await progress(token)).toMatchObject({ status: 'corruption_detected', receivedChunks: [] });
    // A real recording cut short (its last 40% never arrived): the probe cannot read it to the end.
    const truncated = await answer(token, good.subarray(0, Math.floor(good.length * 0.6)));
    expect(truncated.body.data.status).toBe('validating');
    const p = await progress(token);
    expect(p.status).toBe('corruption_detected');
    expect(p.problems.join()).toMatch(/cut short/);
    q = (await open(token)).body.data.questions[0];
    expect(q).toMatchObject({ answerStatus: 'corruption_detected', phase: 'started' });
    // A dead microphone: a sound track of silence.
    await answer(token, recording({ silent: true }));
    expect((await progress(token)).problems.join()).toMatch(/silent/);
    const ok = await answer(token, good);
    expect(ok.status, ok.text).toBe(200);
    q = (await open(token)).body.data.questions[0];
    expect(q).toMatchObject({ answerStatus: 'uploaded', status: 'submitted' });
    const [row] = await queryRows<{ corruptions: number }>(
      t.app.database.db,
      sql`select corruptions from video_answers a join applicant_interviews i on i.id = a.interview_id where i.token_hash = ${hashToken(token)}`,
    );
    expect(row?.corruptions).toBe(6);
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
  it('abandon closes one question; the others stay open', async () => {
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
    await answer(q[0].token, good);
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

describe('retention and deletion', () => {
  it('the retention job deletes recordings older than VIDEO_RETENTION_DAYS from storage; the answer stays, expired', async () => {
    const { token } = await sendGroup();
    await start(token);
    expect((await answer(token, good)).status).toBe(200);
    const keys = await keysOf(token);
    expect(keys.length).toBeGreaterThan(0);
    for (const k of keys) expect(await storage().adapter.stat(k)).toBeDefined();
    // Not old enough: the sweep leaves it alone.
    await enqueueJob(t.app.database.db, VIDEO_JOBS.retention);
    await t.app.jobs.runOnce();
    for (const k of keys) expect(await storage().adapter.stat(k)).toBeDefined();
    // Received a day longer ago than retention allows.
    const days = t.app.deps.config.video.retentionDays + 1;
    await t.app.database.db.execute(
      sql`update video_answers set completed_at = now() - make_interval(days => ${days}) where interview_id = (select id from applicant_interviews where token_hash = ${hashToken(token)})`,
    );
    await enqueueJob(t.app.database.db, VIDEO_JOBS.retention);
    await t.app.jobs.runOnce();
    for (const k of keys) expect(await storage().adapter.stat(k)).toBeUndefined();
    expect(await keysOf(token)).toEqual([]);
    const review = await call(t.app, 'GET', `/api/video-interviews/review/${await groupOf(token)}`, {
      token: admin,
    });
    expect(review.body.data.answers[0]).toMatchObject({ answerStatus: 'expired', status: 'submitted' });
  });

  it("deleting an applicant's data deletes their videos from storage", async () => {
    const { token, applicantId } = await sendGroup();
    await start(token);
    await answer(token, good);
    const keys = await keysOf(token);
    expect(keys.length).toBeGreaterThan(0);
    await t.app.database.db.execute(sql`delete from requisition_applicants where id = ${applicantId}`);
    await t.app.jobs.runOnce();
    for (const k of keys) expect(await storage().adapter.stat(k)).toBeUndefined();
  });
});
