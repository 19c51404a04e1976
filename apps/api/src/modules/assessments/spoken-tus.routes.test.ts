import { SPOKEN_ANSWER_MAX_BYTES } from '@ats/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, queryRows } from '../../test/harness';
import { recording } from '../interviews/video.test-helper';
import { type S3Peer, startS3rver } from '../uploads/s3rver.test-helper';
import { type SpokenCtx, setupSpoken } from './spoken-tus.test-helper';

/**
 * Spoken answers over tus (docs/decisions/assessments.md#spoken-answers), on the local file store
 * and on S3 (s3rver, multipart): the token is checked before tus sees a request, an upload id
 * only resolves under its answer and round, the answer counts when the whole file is there.
 */
/** An Ogg/Opus sound recording's first page (OggS, OpusHead), then data. */
const ogg = (body = 6000) =>
  Buffer.concat([
    Buffer.from('OggS', 'latin1'),
    Buffer.from([0, 2, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 19]),
    Buffer.from('OpusHead', 'latin1'),
    Buffer.from(Array.from({ length: body }, (_, i) => (i * 7) % 256)),
  ]);

/** Half the file, a PATCH whose connection drops, HEAD for the offset, the rest: identical bytes. */
const resumedAnswer = async ({ t, admin, wire, started }: SpokenCtx, name: string) => {
  const { id, token } = await started(name);
  const file = recording({ seconds: 2 });
  const created = await wire.create(token, 'speaking-1', {
    length: file.length,
    type: 'video/webm;codecs=vp8,opus',
    durationMs: 2000,
  });
  expect(created.status, created.text).toBe(201);
  expect(created.url).toMatch(
    new RegExp(`/api/assessments/spoken/${token}/speaking-1/uploads/0-[0-9a-f]{32}$`),
  );
  const half = Math.floor(file.length / 2);
  expect((await wire.patch(created.url, 0, file.subarray(0, half))).status).toBe(204);
  await wire.cutPatch(created.url, half, file.subarray(half), Math.floor(file.length / 4));
  let at = -1;
  for (let i = 0; i < 20 && at < 0; i++) {
    const head = await wire.offset(created.url);
    if (head.status === 200) at = head.offset;
    else await new Promise((r) => setTimeout(r, 100));
  }
  expect(at).toBeGreaterThanOrEqual(half);
  expect(at).toBeLessThan(file.length);
  // Not counted before the server has the whole file.
  expect((await call(t.app, 'GET', `/api/assessments/spoken/${token}/speaking-1`)).body.data.status).toBe(
    'uploading',
  );
  const rest = await wire.patch(created.url, at, file.subarray(at));
  expect(rest.status, rest.text).toBe(204);
  expect((await call(t.app, 'GET', `/api/assessments/spoken/${token}/speaking-1`)).body.data).toMatchObject({
    status: 'uploaded',
    receivedBytes: file.length,
  });
  const [row] = await queryRows<{ storage_key: string }>(
    t.app.database.db,
    sql`select c.storage_key from assessment_spoken_chunks c join assessment_spoken_answers a on a.id = c.answer_id
        where a.interview_id = ${id}`,
  );
  expect(row?.storage_key).toMatch(/^assessment-spoken\/[0-9a-f-]{36}\/0\/upload-[0-9a-f]{32}$/);
  const audit = await queryRows<{ diff: { upload: string; bytes: number } }>(
    t.app.database.db,
    sql`select diff from audit_log where action = 'spoken_answer' and entity_id = ${id}`,
  );
  expect(audit[0]?.diff).toMatchObject({ upload: 'tus', bytes: file.length });

  // The reviewer's player streams the same bytes.
  const result = await call(t.app, 'GET', `/api/assessments/result/${id}`, { token: admin });
  const played = await t.app.inject({ method: 'GET', url: result.body.data.spoken[0].streamUrl });
  expect(played.statusCode).toBe(200);
  expect(Buffer.compare(played.rawPayload, file)).toBe(0);
  // Received: more bytes, or a new upload, are refused.
  expect((await wire.patch(created.url, file.length, Buffer.from('x'))).status).toBe(409);
  expect((await wire.create(token, 'speaking-1', { length: 10 })).status).toBe(409);
  return { token, file, key: row!.storage_key };
};

describe('spoken answers over tus on the local file store', () => {
  let c: SpokenCtx;
  beforeAll(async () => {
    c = await setupSpoken();
  });
  afterAll(() => c.t.close());

  it('an upload cut mid-way resumes from the offset HEAD reports; the answer counts with its last byte', async () => {
    await resumedAnswer(c, 'Spokenfile');
  }, 60_000);

  it('refuses what is not this answer’s: tokens, items, rounds, types, sizes, closed assessments', async () => {
    const { wire, t, started } = c;
    const a = await started('Spokenowner');
    const b = await started('Spokenother');
    const created = await wire.create(a.token, 'speaking-1', { length: 1000 });
    expect(created.status, created.text).toBe(201);
    const uploadId = created.url.split('/').at(-1)!;
    // Made-up token, unknown item, another link's or another item's URL with this id: 404.
    expect((await wire.create('A'.repeat(43), 'speaking-1', { length: 10 })).status).toBe(404);
    expect((await wire.create(a.token, 'nope', { length: 10 })).status).toBe(404);
    const foreign = `${wire.origin}/api/assessments/spoken/${b.token}/speaking-1/uploads/${uploadId}`;
    expect((await wire.patch(foreign, 0, Buffer.alloc(10))).status).toBe(404);
    expect((await wire.offset(foreign)).status).toBe(404);
    const otherItem = `${wire.origin}/api/assessments/spoken/${a.token}/speaking-2/uploads/${uploadId}`;
    expect((await wire.offset(otherItem)).status).toBe(404);
    const otherRound = `${wire.origin}/api/assessments/spoken/${a.token}/speaking-1/uploads/3-${uploadId.slice(2)}`;
    expect((await wire.patch(otherRound, 0, Buffer.alloc(1))).status).toBe(404);
    expect((await wire.offset(created.url)).offset).toBe(0);

    // Types: a camera item takes video, a microphone item takes sound (WebM, Ogg or MP4).
    expect((await wire.create(a.token, 'speaking-1', { length: 100, type: 'application/pdf' })).status).toBe(
      400,
    );
    expect((await wire.create(a.token, 'speaking-1', { length: 100, type: 'audio/webm' })).status).toBe(400);
    expect((await wire.create(a.token, 'speaking-1', { length: 100, type: '' })).status).toBe(400);
    expect((await wire.create(a.token, 'speaking-2', { length: 100, type: 'video/webm' })).status).toBe(400);
    const sound = await wire.create(a.token, 'speaking-2', { length: 100, type: 'audio/ogg;codecs=opus' });
    expect(sound.status, sound.text).toBe(201);
    expect((await wire.create(a.token, 'speaking-1', { length: 0 })).status).toBe(400);
    // Too big: announced, or sent past the cap on a deferred-length upload.
    const big = await wire.create(a.token, 'speaking-1', { length: SPOKEN_ANSWER_MAX_BYTES + 1 });
    expect(big.status).toBe(413);
    expect(JSON.parse(big.text).message).toMatch(/at most/);
    const deferred = await wire.create(a.token, 'speaking-1', {});
    expect(deferred.status).toBe(201);
    const over = await wire.patch(deferred.url, 0, Buffer.alloc(16), {
      'upload-length': String(SPOKEN_ANSWER_MAX_BYTES + 1),
    });
    expect(over.status).toBe(413);
    expect((await wire.patch(created.url, 5, Buffer.alloc(3))).status).toBe(409);

    // Not started: 409. Submitted more than a day ago (the grace for late uploads): 409.
    const fresh = await started('Spokenlater', false);
    expect((await wire.create(fresh.token, 'speaking-1', { length: 10 })).status).toBe(409);
    await t.app.database.db.execute(
      sql`update applicant_interviews set status = 'submitted', submitted_at = now() - interval '2 days'
          where id = ${a.id}`,
    );
    expect((await wire.create(a.token, 'speaking-1', { length: 10 })).status).toBe(409);
    expect((await wire.patch(created.url, 0, Buffer.alloc(10))).status).toBe(409);
  });

  it('a microphone answer in Ogg counts; a damaged one is a free retake under the next round', async () => {
    const { wire, started } = c;
    const { token } = await started('Spokenogg');
    const junk = await wire.send(token, 'speaking-2', Buffer.from('OggS but nothing else'.repeat(40)), {
      type: 'audio/ogg',
    });
    expect(junk.status).toBe(422);
    expect(JSON.parse(junk.text).errors).toContain('corruption_detected');
    expect((await wire.offset(junk.url)).status).toBe(404);
    const good = await wire.send(token, 'speaking-2', ogg(), { type: 'audio/ogg;codecs=opus' });
    expect(good.status, good.text).toBe(204);
    expect(good.url).toMatch(/\/uploads\/1-[0-9a-f]{32}$/);
    expect((await call(c.t.app, 'GET', `/api/assessments/spoken/${token}/speaking-2`)).body.data.status).toBe(
      'uploaded',
    );
  });
});

describe('spoken answers over tus on S3 (s3rver, multipart)', () => {
  let c: SpokenCtx;
  let peer: S3Peer;
  beforeAll(async () => {
    peer = await startS3rver('ats-test-spoken-tus');
    c = await setupSpoken(peer.env);
  });
  afterAll(async () => {
    await c?.t.close();
    await peer?.close();
  });

  it('an upload cut mid-way resumes on S3 with identical bytes; only the answer’s object stays', async () => {
    const { key } = await resumedAnswer(c, 'Spokenthree');
    // tus's `.info`/`.part` are gone: the bucket holds the one object the player reads.
    expect(await peer.keys('assessment-spoken/')).toEqual([key]);
  }, 60_000);
});
