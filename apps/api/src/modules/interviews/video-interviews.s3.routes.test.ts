import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CreateBucketCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3Storage } from '../../adapters/storage/s3-storage';
import { adminToken, call, createTestApp, type TestApp } from '../../test/harness';
import { mailedToken, setupInterviewFixtures } from './interviews.test-helper';
import { split, webm } from './video.test-helper';

describe('video answers with the S3 driver against a real S3 server (s3rver)', () => {
  let t: TestApp;
  let admin: string;
  let server: { close(): Promise<void> };
  let dir: string;
  let s3: ReturnType<typeof createS3Storage>;
  const bucket = 'ats-test-video';

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'ats-s3rver-video-'));
    const { default: S3rver } = (await import('s3rver' as string)) as {
      default: new (o: object) => { run(): Promise<AddressInfo>; close(): Promise<void> };
    };
    const peer = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: dir });
    const addr = await peer.run();
    server = peer;
    const endpoint = `http://127.0.0.1:${addr.port}`;
    s3 = createS3Storage({
      bucket,
      region: 'us-east-1',
      endpoint,
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
    });
    await s3.client.send(new CreateBucketCommand({ Bucket: bucket }));
    t = await createTestApp({
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    });
    admin = await adminToken(t.app);
  });
  afterAll(async () => {
    await t?.close();
    await server?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('an upload cut in half resumes, completes, and streams back identical bytes (whole and by range) from S3', async () => {
    const fx = await setupInterviewFixtures(t, admin);
    const q = await call(t.app, 'POST', '/api/video-questions/create', {
      token: admin,
      body: { question: 'Why us?', thinkTimeSeconds: 0, maxAnswerSeconds: 60, retakes: 0 },
    });
    const applicantId = await fx.reqApplicant(fx.reqA, 'Sthree');
    const group = await call(t.app, 'POST', '/api/applicant-interviews-group/create', {
      token: admin,
      body: { type: 'video-question', applicantId, referenceIds: [q.body.data.id], send: true },
    });
    expect(group.status, group.text).toBe(200);
    const token = await mailedToken(t, 'sthree@example.com');
    expect((await call(t.app, 'PUT', `/api/applicant-interviews/start/${token}`)).status).toBe(200);

    const file = webm(300_000, 3);
    const parts = split(file, 64 * 1024);
    const put = (i: number) =>
      call(t.app, 'PUT', `/api/video-answers/${token}/chunks/${i}`, {
        body: parts[i],
        headers: { 'content-type': 'application/octet-stream' },
      });
    for (const i of [0, 1]) expect((await put(i)).status).toBe(200);
    // The connection drops; the page asks what S3 holds and sends the rest (chunk 1 again too).
    const held = await call(t.app, 'GET', `/api/video-answers/${token}`);
    expect(held.body.data.receivedChunks).toEqual([0, 1]);
    for (let i = 1; i < parts.length; i++) expect((await put(i)).status).toBe(200);
    const done = await call(t.app, 'POST', `/api/video-answers/${token}/complete`, {
      body: { chunkCount: parts.length, totalBytes: file.length, mimeType: 'video/webm', durationMs: 9000 },
    });
    expect(done.status, done.text).toBe(200);
    const listed = await s3.client.send(
      new ListObjectsV2Command({ Bucket: bucket, Prefix: 'video-answers/' }),
    );
    expect(listed.KeyCount).toBe(parts.length);

    const review = await call(t.app, 'GET', `/api/video-interviews/review/${group.body.data.id}`, {
      token: admin,
    });
    const url = review.body.data.answers[0].playUrl as string;
    const whole = await t.app.inject({ method: 'GET', url });
    expect(Buffer.compare(whole.rawPayload, file)).toBe(0);
    const range = await t.app.inject({ method: 'GET', url, headers: { range: 'bytes=65000-140000' } });
    expect(range.statusCode).toBe(206);
    expect(Buffer.compare(range.rawPayload, file.subarray(65000, 140001))).toBe(0);
  });
});
