import { createHash } from 'node:crypto';
import { createReadStream, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { CreateBucketCommand } from '@aws-sdk/client-s3';
import { sql } from 'drizzle-orm';
import { createS3Storage } from '../../apps/api/src/adapters/storage/s3-storage';
import {
  mailedToken,
  setupInterviewFixtures,
} from '../../apps/api/src/modules/interviews/interviews.test-helper';
import { webm } from '../../apps/api/src/modules/interviews/video.test-helper';
import { addListParts } from '../../apps/api/src/modules/interviews/video-tus.test-helper';
import { recordingStorage } from '../../apps/api/src/modules/recorded-answers';
import { uploadsServiceFor } from '../../apps/api/src/modules/uploads';
import { adminToken, call, createTestApp, queryRows, type TestApp } from '../../apps/api/src/test/harness';
import { fmt } from './stats';

const MB = 1024 * 1024;
/** What the browser sends per PATCH (apps/web upload-answer.ts TUS_CHUNK_BYTES). */
const TUS_CHUNK = 8 * MB;

/** Bytes of a file range as a request body, streamed from disk (the bench holds no copy). */
const bodyOf = (path: string, start: number, end: number) =>
  Readable.toWeb(createReadStream(path, { start, end: end - 1 })) as ReadableStream;

/** RSS samples every 50 ms while `run` runs: start and peak, in MB. */
const sampled = async <T>(run: () => Promise<T>) => {
  const rss: number[] = [process.memoryUsage().rss];
  const timer = setInterval(() => rss.push(process.memoryUsage().rss), 50);
  const t0 = performance.now();
  try {
    const out = await run();
    return { out, ms: performance.now() - t0, startMb: rss[0]! / MB, peakMb: Math.max(...rss) / MB };
  } finally {
    clearInterval(timer);
  }
};

const oneStore = async (label: string, t: TestApp, path: string, size: number, sha: string) => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  const admin = await adminToken(t.app);
  const fx = await setupInterviewFixtures(t, admin);
  const q = await call(t.app, 'POST', '/api/video-questions/create', {
    token: admin,
    body: { question: 'Bench', thinkTimeSeconds: 0, maxAnswerSeconds: 900, retakes: 0 },
  });
  const applicantId = await fx.reqApplicant(fx.reqA, 'Benchtus');
  await call(t.app, 'POST', '/api/applicant-interviews-group/create', {
    token: admin,
    body: { type: 'video-question', applicantId, referenceIds: [q.body.data.id], send: true },
  });
  const token = await mailedToken(t, 'benchtus@example.com');
  await fetch(`${base}/api/applicant-interviews/start/${token}`, { method: 'PUT' });
  const storage = uploadsServiceFor(t.app.deps).storage;
  global.gc?.();

  // A plain PUT of the same file to the same store (the presigned URL every other upload uses).
  const presigned = await call(t.app, 'POST', '/api/generate-presigned-upload-url', {
    token: admin,
    body: { s3Key: 'recording/plain-put.webm', size },
  });
  if (presigned.status !== 200) throw new Error(`presign: ${presigned.status} ${presigned.text}`);
  const {
    presignedUrl: url,
    s3Key: key,
    headers,
  } = presigned.body.data as {
    presignedUrl: string;
    s3Key: string;
    headers: Record<string, string>;
  };
  const put = await sampled(async () => {
    const res = await fetch(url.startsWith('/') ? `${base}${url}` : url, {
      method: 'PUT',
      headers: { ...headers, 'content-length': String(size) },
      body: bodyOf(path, 0, size),
      duplex: 'half',
    } as RequestInit);
    if (!res.ok) throw new Error(`plain PUT: ${res.status} ${await res.text()}`);
  });
  await storage.adapter.delete(key);
  global.gc?.();

  // The same file over tus, 8 MiB per PATCH as the browser sends it.
  const tus = { 'tus-resumable': '1.0.0' };
  const up = await sampled(async () => {
    const created = await fetch(`${base}/api/video-answers/${token}/uploads`, {
      method: 'POST',
      headers: {
        ...tus,
        'upload-length': String(size),
        'upload-metadata': `filetype ${Buffer.from('video/webm').toString('base64')}`,
      },
    });
    if (created.status !== 201) throw new Error(`tus create: ${created.status} ${await created.text()}`);
    const url = new URL(created.headers.get('location')!, base).href;
    for (let at = 0; at < size; at += TUS_CHUNK) {
      const end = Math.min(size, at + TUS_CHUNK);
      const res = await fetch(url, {
        method: 'PATCH',
        headers: {
          ...tus,
          'content-type': 'application/offset+octet-stream',
          'upload-offset': String(at),
          'content-length': String(end - at),
        },
        body: bodyOf(path, at, end),
        duplex: 'half',
      } as RequestInit);
      if (res.status !== 204) throw new Error(`tus PATCH at ${at}: ${res.status} ${await res.text()}`);
    }
  });

  // The answer holds the same bytes (the probe job, not run here, checks them next).
  const [row] = await queryRows<{ storage_key: string; status: string }>(
    t.app.database.db,
    sql`select c.storage_key, a.status from video_answer_chunks c join video_answers a on a.id = c.answer_id
        join applicant_interviews i on i.id = a.interview_id where i.requisition_applicant_id = ${applicantId}`,
  );
  const hash = createHash('sha256');
  for await (const b of await recordingStorage(storage, t.config).read(row!.storage_key))
    hash.update(b as Buffer);
  const mbps = (ms: number) => ((size / MB / ms) * 1000).toFixed(0);
  console.log(
    `${label}: tus ${fmt(up.ms)} (${mbps(up.ms)} MB/s) vs plain PUT ${fmt(put.ms)} (${mbps(put.ms)} MB/s): ` +
      `ratio ${(up.ms / put.ms).toFixed(2)}×; RSS during tus ${up.startMb.toFixed(0)} → peak ${up.peakMb.toFixed(0)} MB ` +
      `(+${(up.peakMb - up.startMb).toFixed(0)}), during PUT ${put.startMb.toFixed(0)} → ${put.peakMb.toFixed(0)} MB; ` +
      `answer ${row!.status}, bytes identical: ${hash.digest('hex') === sha}`,
  );
};

/**
 * tus (issue 13): a 100 MB answer sent over tus (8 MiB PATCHes, as the browser sends them) versus
 * one plain presigned PUT of the same file to the same store, on the local disk and on S3 (s3rver,
 * multipart), with the RSS of the process that runs the API sampled every 50 ms (it should stay
 * flat: tus streams to the store; the bench streams the file from disk).
 */
export const tusUpload = async () => {
  const dir = mkdtempSync(join(tmpdir(), 'ats-bench-tus-'));
  const path = join(dir, 'answer.webm');
  // Written once to disk and let go: the process holds no copy of the file while it is sent.
  const { sha, size } = (() => {
    const file = webm(100 * MB - 64, 7);
    writeFileSync(path, file);
    return { sha: createHash('sha256').update(file).digest('hex'), size: file.length };
  })();
  try {
    const local = await createTestApp();
    try {
      await oneStore('local disk', local, path, size, sha);
    } finally {
      await local.close();
    }

    const { default: S3rver } = (await import('s3rver' as string)) as {
      default: new (o: object) => { run(): Promise<AddressInfo>; close(): Promise<void> };
    };
    const peer = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: join(dir, 's3') });
    addListParts(peer);
    const endpoint = `http://127.0.0.1:${(await peer.run()).port}`;
    const creds = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
    const s3 = createS3Storage({
      bucket: 'bench',
      region: 'us-east-1',
      endpoint,
      forcePathStyle: true,
      ...creds,
    });
    await s3.client.send(new CreateBucketCommand({ Bucket: 'bench' }));
    const remote = await createTestApp({
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: endpoint,
      S3_BUCKET: 'bench',
      S3_ACCESS_KEY_ID: creds.accessKeyId,
      S3_SECRET_ACCESS_KEY: creds.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    });
    try {
      await oneStore('S3 (s3rver, same process)', remote, path, size, sha);
    } finally {
      await remote.close();
      await peer.close();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
};
