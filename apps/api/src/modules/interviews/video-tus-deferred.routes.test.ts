import { request } from 'node:http';
import { recordingMaxBytes, TUS_DURATION_HEADER, VIDEO_ANSWER_MAX_BYTES } from '@ats/contract';
import { HeadObjectCommand, ListObjectsV2Command, ListPartsCommand } from '@aws-sdk/client-s3';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, call, createTestApp, queryRows, type TestApp } from '../../test/harness';
import { recordingStorage } from '../recorded-answers';
import { uploadsServiceFor } from '../uploads';
import { type S3Peer, startS3rver } from '../uploads/s3rver.test-helper';
import { mailedToken, setupInterviewFixtures } from './interviews.test-helper';
import { recording, split, webm } from './video.test-helper';
import { tusWire } from './video-tus.test-helper';

/**
 * Uploads that start while the answer is still being recorded (docs/decisions/video.md#uploading-while-recording):
 * `Upload-Defer-Length: 1`, the recorder's pieces as they come, and the
 * length declared by the last PATCH once the candidate sends the answer.
 */
type Fixtures = Awaited<ReturnType<typeof setupInterviewFixtures>>;
type Wire = Awaited<ReturnType<typeof tusWire>>;

const readStored = async (t: TestApp, key: string) => {
  const storage = recordingStorage(uploadsServiceFor(t.app.deps).storage, t.config);
  const out: Buffer[] = [];
  for await (const b of await storage.read(key)) out.push(b as Buffer);
  return Buffer.concat(out);
};

const startedQuestion = async (t: TestApp, admin: string, fx: Fixtures, name: string) => {
  const q = await call(t.app, 'POST', '/api/video-questions/create', {
    token: admin,
    body: { question: `Tell us, ${name}`, thinkTimeSeconds: 0, maxAnswerSeconds: 60, retakes: 1 },
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

const storedKey = async (t: TestApp, groupId: string) => {
  const [row] = await queryRows<{ storage_key: string }>(
    t.app.database.db,
    sql`select c.storage_key from video_answer_chunks c join video_answers a on a.id = c.answer_id
        join applicant_interviews i on i.id = a.interview_id where i.group_id = ${groupId}`,
  );
  return row?.storage_key;
};

const status = async (t: TestApp, token: string) =>
  (await call(t.app, 'GET', `/api/video-answers/${token}`)).body.data.status as string;

/** The offset the server holds, once the lock of a dropped PATCH is released. */
const heldOffset = async (wire: Wire, url: string) => {
  for (let i = 0; i < 40; i++) {
    const head = await wire.offset(url);
    if (head.status === 200) return head.offset;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the upload stayed locked');
};

/** A PATCH that announces `contentLength` bytes and sends none: the server answers on the headers. */
const announcedPatch = (url: string, offset: number, contentLength: number) =>
  new Promise<number>((resolve, reject) => {
    const req = request(url, {
      method: 'PATCH',
      headers: {
        'tus-resumable': '1.0.0',
        'content-type': 'application/offset+octet-stream',
        'upload-offset': String(offset),
        'content-length': String(contentLength),
      },
    });
    req.on('response', (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
      req.destroy();
    });
    req.on('error', reject);
    req.flushHeaders();
  });

/**
 * A deferred-length upload as the recorder makes it: pieces while recording (the answer does not
 * count, it is still `uploading`), a dropped PATCH and a resume from HEAD's offset, then the
 * length on a last empty PATCH. The store holds exactly the file's bytes.
 */
const deferredUpload = async (
  t: TestApp,
  wire: Wire,
  q: { groupId: string; token: string },
  file: Buffer,
  pieceBytes: number,
  beforeLength?: () => Promise<void>,
) => {
  const created = await wire.create(q.token, { type: 'video/webm;codecs=vp8,opus' });
  expect(created.status, created.text).toBe(201);
  const head = await fetch(created.url, { method: 'HEAD', headers: { 'tus-resumable': '1.0.0' } });
  expect(head.headers.get('upload-defer-length')).toBe('1');

  const pieces = split(file, pieceBytes);
  const cutAt = Math.floor(pieces.length / 2);
  let offset = 0;
  for (const [i, piece] of pieces.entries()) {
    const end = offset + piece.length;
    if (i === cutAt) {
      // The connection drops a third of the way into this piece; HEAD says what the server kept
      // (never more than was sent), and the rest goes from there.
      await wire.cutPatch(created.url, offset, piece, Math.floor(piece.length / 3));
      offset = await heldOffset(wire, created.url);
      expect(offset).toBeLessThanOrEqual(end - piece.length + Math.floor(piece.length / 3));
    }
    const r = await wire.patch(created.url, offset, file.subarray(offset, end));
    expect(r.status, r.text).toBe(204);
    expect(r.offset).toBe(end);
    offset = end;
  }
  expect(offset).toBe(file.length);
  // Every byte is there, the length is not: the answer does not count yet.
  expect(await status(t, q.token)).toBe('uploading');
  expect((await wire.offset(created.url)).offset).toBe(file.length);
  await beforeLength?.();

  // The candidate sends the answer: an empty PATCH declares the length (and the duration).
  const done = await wire.patch(created.url, file.length, Buffer.alloc(0), {
    'upload-length': String(file.length),
    [TUS_DURATION_HEADER]: '3000',
  });
  expect(done.status, done.text).toBe(204);
  expect(done.offset).toBe(file.length);
  expect(await status(t, q.token)).toBe('validating');
  const key = await storedKey(t, q.groupId);
  expect(key).toMatch(/^video-answers\/[0-9a-f-]{36}\/0\/upload-[0-9a-f]{32}$/);
  expect(Buffer.compare(await readStored(t, key!), file)).toBe(0);
  // Declared and received: more bytes, or another length, are refused.
  expect((await wire.patch(created.url, file.length, Buffer.from('x'))).status).toBe(409);
  return created.url;
};

/**
 * The cap holds for a deferred upload: a PATCH that would pass it is a 413 and changes nothing.
 * The cap is the answer's own: its 60 s time limit at the recorder's bitrate, far below the
 * largest answer any question allows.
 */
const capHolds = async (t: TestApp, wire: Wire, q: { token: string }) => {
  const cap = recordingMaxBytes(60, VIDEO_ANSWER_MAX_BYTES);
  expect(cap).toBeLessThan(VIDEO_ANSWER_MAX_BYTES / 4);
  const created = await wire.create(q.token, { type: 'video/webm' });
  expect(created.status, created.text).toBe(201);
  const head = webm(1000);
  expect((await wire.patch(created.url, 0, head)).status).toBe(204);
  // One byte past the cap, announced by Content-Length: refused before a byte is read.
  expect(await announcedPatch(created.url, head.length, cap - head.length + 1)).toBe(413);
  expect(await heldOffset(wire, created.url)).toBe(head.length);
  // A length past the cap declared late: 413 too.
  const late = await wire.patch(created.url, head.length, Buffer.alloc(0), {
    'upload-length': String(cap + 1),
  });
  expect(late.status).toBe(413);
  // A length shorter than what the server already holds: 400.
  const short = await wire.patch(created.url, head.length, Buffer.alloc(0), { 'upload-length': '10' });
  expect(short.status).toBe(400);
  expect(await status(t, q.token)).toBe('uploading');
  // A retake ends this upload (termination) and starts another.
  const gone = await fetch(created.url, { method: 'DELETE', headers: { 'tus-resumable': '1.0.0' } });
  expect(gone.status).toBe(204);
  expect((await wire.offset(created.url)).status).toBe(404);
};

describe('deferred-length tus uploads on the local file store', () => {
  let t: TestApp;
  let admin: string;
  let fx: Fixtures;
  let wire: Wire;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminToken(t.app);
    fx = await setupInterviewFixtures(t, admin);
    wire = await tusWire(t.app);
  });
  afterAll(() => t.close());

  it('pieces while recording, a cut and a resume, then the length: identical bytes, and the probe counts it', async () => {
    const q = await startedQuestion(t, admin, fx, 'Deferfile');
    const file = recording({ seconds: 3 });
    await deferredUpload(t, wire, q, file, Math.ceil(file.length / 7));
    await t.app.jobs.runOnce();
    const review = await call(t.app, 'GET', `/api/video-interviews/review/${q.groupId}`, { token: admin });
    expect(review.body.data.answers[0]).toMatchObject({ answerStatus: 'uploaded', status: 'submitted' });
  }, 120_000);

  it('the answer’s cap (its time limit at the recorder’s bitrate) holds without a declared length (413); a retake terminates the upload', async () => {
    await capHolds(t, wire, await startedQuestion(t, admin, fx, 'Defercap'));
  });
});

describe('deferred-length tus uploads on S3 (s3rver, multipart)', () => {
  let t: TestApp;
  let admin: string;
  let fx: Fixtures;
  let wire: Wire;
  let peer: S3Peer;
  const bucket = 'ats-test-tus-deferred';
  let s3: S3Peer['s3'];

  beforeAll(async () => {
    peer = await startS3rver(bucket);
    s3 = peer.s3;
    t = await createTestApp(peer.env);
    admin = await adminToken(t.app);
    fx = await setupInterviewFixtures(t, admin);
    wire = await tusWire(t.app);
  });
  afterAll(async () => {
    await t?.close();
    await peer?.close();
  });

  it('a real recording in small pieces (all below S3’s 5 MiB part minimum), cut and resumed: identical bytes, counted', async () => {
    const q = await startedQuestion(t, admin, fx, 'Defers3');
    const file = recording({ seconds: 3 });
    await deferredUpload(t, wire, q, file, Math.ceil(file.length / 7));
    await t.app.jobs.runOnce();
    const review = await call(t.app, 'GET', `/api/video-interviews/review/${q.groupId}`, { token: admin });
    expect(review.body.data.answers[0]).toMatchObject({ answerStatus: 'uploaded', status: 'submitted' });
  }, 120_000);

  it('13 MiB in 1 MiB pieces: parts of 5 MiB or more and a short last one, a cut mid-part, identical bytes', async () => {
    const q = await startedQuestion(t, admin, fx, 'Defers3big');
    const file = webm(13 * 1024 * 1024 + 12_345, 7);
    // Before the length: the multipart upload holds whole parts of 5 MiB or more, the rest is pending.
    const parts = async () => {
      const listed = await s3.client.send(
        new ListObjectsV2Command({ Bucket: bucket, Prefix: 'video-answers/' }),
      );
      const info = (listed.Contents ?? []).map((o) => o.Key!).filter((k) => k.endsWith('.info'));
      const sizes: number[] = [];
      for (const key of info) {
        const head = await s3.client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
        const uploadId = head.Metadata?.['upload-id'];
        if (!uploadId) continue;
        const list = await s3.client.send(
          new ListPartsCommand({ Bucket: bucket, Key: key.replace(/\.info$/, ''), UploadId: uploadId }),
        );
        sizes.push(...(list.Parts ?? []).map((p) => p.Size!));
      }
      return sizes;
    };
    await deferredUpload(t, wire, q, file, 1024 * 1024, async () => {
      const sizes = await parts();
      expect(sizes.length).toBeGreaterThanOrEqual(2);
      expect(sizes.every((n) => n >= 5 * 1024 * 1024)).toBe(true);
      expect(sizes.reduce((a, b) => a + b, 0)).toBeLessThan(file.length);
    });
  }, 120_000);

  it('the answer’s cap (its time limit at the recorder’s bitrate) holds without a declared length (413); a retake terminates the upload', async () => {
    await capHolds(t, wire, await startedQuestion(t, admin, fx, 'Defers3cap'));
  });
});
