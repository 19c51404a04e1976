import { GetObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueueJob } from '../../adapters/jobs/job-queue';
import { adminToken, call, createTestApp, type TestApp } from '../../test/harness';
import { type S3Peer, startS3rver } from '../uploads/s3rver.test-helper';
import { mailedToken, setupInterviewFixtures } from './interviews.test-helper';
import { recording, split } from './video.test-helper';
import { VIDEO_JOBS } from './video-jobs';

describe('video answers with the S3 driver against a real S3 server (s3rver)', () => {
  let t: TestApp;
  let admin: string;
  let peer: S3Peer;
  let s3: S3Peer['s3'];
  const bucket = 'ats-test-video';

  beforeAll(async () => {
    peer = await startS3rver(bucket);
    s3 = peer.s3;
    t = await createTestApp(peer.env);
    admin = await adminToken(t.app);
  });
  afterAll(async () => {
    await t?.close();
    await peer?.close();
  });

  it('an upload cut in half resumes with identical bytes on S3; the probe accepts it, the player streams it; retention deletes it', async () => {
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

    const file = recording({ seconds: 3 });
    const parts = split(file, Math.ceil(file.length / 4));
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
      body: { chunkCount: parts.length, totalBytes: file.length, mimeType: 'video/webm', durationMs: 3000 },
    });
    expect(done.status, done.text).toBe(200);
    expect(done.body.data.status).toBe('validating');
    const list = async () =>
      (
        (await s3.client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: 'video-answers/' })))
          .Contents ?? []
      )
        .map((o) => o.Key!)
        .sort();
    const uploaded = await list();
    expect(uploaded).toHaveLength(parts.length);
    // S3 holds exactly the bytes sent.
    const stored: Buffer[] = [];
    for (const Key of uploaded) {
      const o = await s3.client.send(new GetObjectCommand({ Bucket: bucket, Key }));
      stored.push(Buffer.from(await o.Body!.transformToByteArray()));
    }
    expect(Buffer.compare(Buffer.concat(stored), file)).toBe(0);
    // The probe job accepts it and replaces the pieces with the remuxed (seekable) file.
    await t.app.jobs.runOnce();
    const checked = await list();
    expect(checked.length).toBeGreaterThan(0);
    expect(checked.every((k) => k.includes('/checked-'))).toBe(true);

    const review = await call(t.app, 'GET', `/api/video-interviews/review/${group.body.data.id}`, {
      token: admin,
    });
    const url = review.body.data.answers[0].playUrl as string;
    expect(review.body.data.answers[0]).toMatchObject({ answerStatus: 'uploaded', status: 'submitted' });
    const whole = await t.app.inject({ method: 'GET', url });
    expect(whole.statusCode).toBe(200);
    expect(whole.rawPayload.subarray(0, 4).toString('hex')).toBe('1a45dfa3');
    const range = await t.app.inject({ method: 'GET', url, headers: { range: 'bytes=5000-20000' } });
    expect(range.statusCode).toBe(206);
    expect(Buffer.compare(range.rawPayload, whole.rawPayload.subarray(5000, 20001))).toBe(0);

    // Retention: received longer ago than VIDEO_RETENTION_DAYS → the job deletes it from S3.
    await t.app.database.db.execute(sql`update video_answers set completed_at = now() - interval '400 days'`);
    await enqueueJob(t.app.database.db, VIDEO_JOBS.retention);
    await t.app.jobs.runOnce();
    expect(await list()).toEqual([]);
  });
});
