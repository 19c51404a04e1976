import { VIDEO_ANSWER_MAX_BYTES } from '@ats/contract';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, call, createTestApp, queryRows, type TestApp } from '../../test/harness';
import { recordingStorage } from '../recorded-answers';
import { uploadsServiceFor } from '../uploads';
import { type S3Peer, startS3rver } from '../uploads/s3rver.test-helper';
import { mailedToken, setupInterviewFixtures } from './interviews.test-helper';
import { recording, webm } from './video.test-helper';
import { tusWire } from './video-tus.test-helper';

/** Reads a stored object whole, through the same adapter the players use. */
const readStored = async (t: TestApp, key: string) => {
  const storage = recordingStorage(uploadsServiceFor(t.app.deps).storage, t.config);
  const out: Buffer[] = [];
  for await (const b of await storage.read(key)) out.push(b as Buffer);
  return Buffer.concat(out);
};

/** One video question sent to a new applicant, started: answers the group id and the question's token. */
const startedQuestion = async (t: TestApp, admin: string, fx: Fixtures, name: string) => {
  const q = await call(t.app, 'POST', '/api/video-questions/create', {
    token: admin,
    body: { question: `Why us, ${name}?`, thinkTimeSeconds: 0, maxAnswerSeconds: 60, retakes: 1 },
  });
  const applicantId = await fx.reqApplicant(fx.reqA, name);
  const group = await call(t.app, 'POST', '/api/applicant-interviews-group/create', {
    token: admin,
    body: { type: 'video-question', applicantId, referenceIds: [q.body.data.id], send: true },
  });
  expect(group.status, group.text).toBe(200);
  const token = await mailedToken(t, `${name.toLowerCase()}@example.com`);
  expect((await call(t.app, 'PUT', `/api/applicant-interviews/start/${token}`)).status).toBe(200);
  return { groupId: group.body.data.id as string, token };
};
type Fixtures = Awaited<ReturnType<typeof setupInterviewFixtures>>;

/**
 * The resumable path on one store: half the file, a PATCH whose connection drops, a new HEAD for
 * the offset, the rest; the store holds the same bytes, and the probe counts the answer.
 */
const resumedUpload = async (t: TestApp, admin: string, fx: Fixtures, name: string) => {
  const wire = await tusWire(t.app);
  const { groupId, token } = await startedQuestion(t, admin, fx, name);
  const file = recording({ seconds: 3 });
  const created = await wire.create(token, {
    length: file.length,
    type: 'video/webm;codecs=vp8,opus',
    durationMs: 3000,
  });
  expect(created.status, created.text).toBe(201);
  expect(created.url).toMatch(new RegExp(`/api/video-answers/${token}/uploads/0-[0-9a-f]{32}$`));

  const half = Math.floor(file.length / 2);
  const first = await wire.patch(created.url, 0, file.subarray(0, half));
  expect(first.status, first.text).toBe(204);
  expect(first.offset).toBe(half);
  // The connection drops a quarter of the way into the second half.
  await wire.cutPatch(created.url, half, file.subarray(half), Math.floor(file.length / 4));
  let at = -1;
  for (let i = 0; i < 20 && at < 0; i++) {
    const head = await wire.offset(created.url);
    if (head.status === 200) at = head.offset;
    else await new Promise((r) => setTimeout(r, 100));
  }
  expect(at).toBeGreaterThanOrEqual(half);
  expect(at).toBeLessThan(file.length);
  const rest = await wire.patch(created.url, at, file.subarray(at));
  expect(rest.status, rest.text).toBe(204);
  expect(rest.offset).toBe(file.length);

  const progress = await call(t.app, 'GET', `/api/video-answers/${token}`);
  expect(progress.body.data).toMatchObject({ status: 'validating', receivedBytes: file.length });
  const [row] = await queryRows<{ storage_key: string }>(
    t.app.database.db,
    sql`select c.storage_key from video_answer_chunks c join video_answers a on a.id = c.answer_id
        join applicant_interviews i on i.id = a.interview_id where i.group_id = ${groupId}`,
  );
  expect(row?.storage_key).toMatch(/^video-answers\/[0-9a-f-]{36}\/0\/upload-[0-9a-f]{32}$/);
  expect(Buffer.compare(await readStored(t, row!.storage_key), file)).toBe(0);

  // The finished upload goes the way of a completed chunk upload: the probe counts it.
  await t.app.jobs.runOnce();
  const review = await call(t.app, 'GET', `/api/video-interviews/review/${groupId}`, { token: admin });
  expect(review.body.data.answers[0]).toMatchObject({ answerStatus: 'uploaded', status: 'submitted' });
  const played = await t.app.inject({ method: 'GET', url: review.body.data.answers[0].playUrl });
  expect(played.statusCode).toBe(200);
  expect(played.rawPayload.subarray(0, 4).toString('hex')).toBe('1a45dfa3');
  // Received: more bytes are refused.
  expect((await wire.patch(created.url, file.length, Buffer.from('x'))).status).toBe(409);
  return { token, wire };
};

describe('tus uploads of video answers on the local file store', () => {
  let t: TestApp;
  let admin: string;
  let fx: Fixtures;
  let wire: Awaited<ReturnType<typeof tusWire>>;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminToken(t.app);
    fx = await setupInterviewFixtures(t, admin);
  });
  afterAll(() => t.close());

  it('an upload cut mid-way resumes from the offset HEAD reports, with identical bytes; the probe counts it', async () => {
    ({ wire } = await resumedUpload(t, admin, fx, 'Tusfile'));
  }, 120_000);

  it('refuses what is not this slot’s: unknown token, another slot’s upload, too big, not video, no tus header', async () => {
    const a = await startedQuestion(t, admin, fx, 'Tusowner');
    const b = await startedQuestion(t, admin, fx, 'Tusother');
    const created = await wire.create(a.token, { length: 1000 });
    expect(created.status, created.text).toBe(201);
    const uploadId = created.url.split('/').at(-1)!;
    // A made-up token, or another candidate's token with this upload's id: 404, and nothing written.
    expect((await wire.create('A'.repeat(43), { length: 10 })).status).toBe(404);
    const foreign = `${wire.origin}/api/video-answers/${b.token}/uploads/${uploadId}`;
    expect((await wire.patch(foreign, 0, Buffer.alloc(10))).status).toBe(404);
    expect((await wire.offset(foreign)).status).toBe(404);
    expect((await wire.offset(created.url)).offset).toBe(0);
    expect(
      (
        await wire.patch(
          `${wire.origin}/api/video-answers/${a.token}/uploads/9-${'a'.repeat(32)}`,
          0,
          Buffer.alloc(1),
        )
      ).status,
    ).toBe(404);
    expect(
      (
        await wire.patch(
          `${wire.origin}/api/video-answers/${a.token}/uploads/..%2F..%2Fetc`,
          0,
          Buffer.alloc(1),
        )
      ).status,
    ).toBe(404);

    // Too big: announced, or sent past the cap on a deferred-length upload.
    const big = await wire.create(a.token, { length: VIDEO_ANSWER_MAX_BYTES + 1 });
    expect(big.status).toBe(413);
    expect(JSON.parse(big.text).message).toMatch(/at most/);
    const deferred = await wire.create(a.token, {});
    expect(deferred.status).toBe(201);
    const over = await wire.patch(deferred.url, 0, Buffer.alloc(16), {
      'upload-length': String(VIDEO_ANSWER_MAX_BYTES + 1),
    });
    expect(over.status).toBe(413);
    // Not a video type, no type, no protocol header, bad numbers: 4xx, never 500.
    expect((await wire.create(a.token, { length: 100, type: 'application/pdf' })).status).toBe(400);
    expect((await wire.create(a.token, { length: 100, type: '' })).status).toBe(400);
    expect((await wire.create(a.token, { length: 0 })).status).toBe(400);
    expect((await wire.create(a.token, { headers: { 'upload-length': '-5' } })).status).toBe(400);
    const bare = await fetch(`${wire.origin}/api/video-answers/${a.token}/uploads`, { method: 'POST' });
    expect(bare.status).toBeLessThan(500);
    expect(bare.status).toBeGreaterThanOrEqual(400);
    expect((await wire.patch(created.url, 5, Buffer.alloc(3))).status).toBe(409);
  });

  it('a finished upload that is not a video answers 422 corruption_detected at once; a truncated one after the probe', async () => {
    const junk = await startedQuestion(t, admin, fx, 'Tusjunk');
    const bytes = Buffer.from('%PDF-1.7 this is not a recording at all'.repeat(50));
    const up = await wire.create(junk.token, { length: bytes.length, durationMs: 2000 });
    const done = await wire.patch(up.url, 0, bytes);
    expect(done.status).toBe(422);
    expect(JSON.parse(done.text).errors[0]).toBe('corruption_detected');
    const p = await call(t.app, 'GET', `/api/video-answers/${junk.token}`);
    expect(p.body.data).toMatchObject({ status: 'corruption_detected', receivedChunks: [] });
    // The retake uploads under the next round; the old upload's URL is gone.
    expect((await wire.offset(up.url)).status).toBe(404);
    const again = await wire.create(junk.token, { length: 10 });
    expect(again.url).toMatch(/\/uploads\/1-[0-9a-f]{32}$/);

    const cut = await startedQuestion(t, admin, fx, 'Tuscut');
    const whole = recording({ seconds: 4 });
    const truncated = whole.subarray(0, Math.floor(whole.length * 0.4));
    const tu = await wire.create(cut.token, { length: truncated.length, durationMs: 4000 });
    expect((await wire.patch(tu.url, 0, truncated)).status).toBe(204);
    await t.app.jobs.runOnce();
    const after = await call(t.app, 'GET', `/api/video-answers/${cut.token}`);
    expect(after.body.data.status).toBe('corruption_detected');
    expect(after.body.data.problems.join(' ')).toMatch(/truncat|cut short|shorter/i);

    // A header-only WebM (no playable frames) is refused by the probe too.
    const hollow = await startedQuestion(t, admin, fx, 'Tushollow');
    const h = webm(5000);
    const hu = await wire.create(hollow.token, { length: h.length, durationMs: 2000 });
    expect((await wire.patch(hu.url, 0, h)).status).toBe(204);
    await t.app.jobs.runOnce();
    expect((await call(t.app, 'GET', `/api/video-answers/${hollow.token}`)).body.data.status).toBe(
      'corruption_detected',
    );
  });
});

describe('tus uploads of video answers on S3 (s3rver, multipart)', () => {
  let t: TestApp;
  let admin: string;
  let fx: Fixtures;
  let peer: S3Peer;
  let s3: S3Peer['s3'];
  const bucket = 'ats-test-tus';

  beforeAll(async () => {
    peer = await startS3rver(bucket);
    s3 = peer.s3;
    t = await createTestApp(peer.env);
    admin = await adminToken(t.app);
    fx = await setupInterviewFixtures(t, admin);
  });
  afterAll(async () => {
    await t?.close();
    await peer?.close();
  });

  it('an upload cut mid-way resumes on S3 with identical bytes; only the checked recording stays in the bucket', async () => {
    await resumedUpload(t, admin, fx, 'Tusthree');
    const keys = (
      (await s3.client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: 'video-answers/' })))
        .Contents ?? []
    ).map((o) => o.Key!);
    // The probe replaced the upload with its checked pieces; tus's `.info`/`.part` are gone.
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.every((k) => k.includes('/checked-'))).toBe(true);
  }, 120_000);
});
