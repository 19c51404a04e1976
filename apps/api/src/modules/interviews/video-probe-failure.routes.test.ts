import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_ATTEMPTS } from '../../adapters/jobs/job-queue';
import { buildApp } from '../../app';
import { call, createTestApp, queryRows, type TestApp, testConfig } from '../../test/harness';
import { uploadsServiceFor } from '../uploads';
import { recording, split } from './video.test-helper';
import { PROBE_FAILED_PROBLEM } from './video-jobs';

let t: TestApp;
/** The same server and database on a machine whose ffprobe and ffmpeg are missing. */
let withoutChecker: FastifyInstance;
let good: Buffer;

beforeAll(async () => {
  t = await createTestApp();
  withoutChecker = await buildApp(
    testConfig({
      DATA_DIR: t.config.dataDir,
      FFPROBE_PATH: '/nonexistent/ffprobe',
      FFMPEG_PATH: '/nonexistent/ffmpeg',
    }),
    { database: t.database, workers: false, logger: false },
  );
  await withoutChecker.ready();
  good = recording();
});
afterAll(async () => {
  await withoutChecker.close();
  await t.close();
});

const db = () => t.app.database.db;

/** A public recording whose whole file is sent: its answer waits in `validating` for the probe job. */
const sentRecording = async (name: string) => {
  const res = await call(t.app, 'POST', '/api/public-recordings/create', {
    body: { name, email: `${name.toLowerCase()}@example.com`, consent: true },
  });
  expect(res.status, res.text).toBe(200);
  const { id, uploadToken } = res.body.data as { id: string; uploadToken: string };
  await send(uploadToken);
  return { id, token: uploadToken };
};

const send = async (token: string) => {
  const parts = split(good, 16_384);
  for (const [i, p] of parts.entries()) {
    const r = await call(t.app, 'PUT', `/api/video-answers/${token}/chunks/${i}`, {
      body: p,
      headers: { 'content-type': 'application/octet-stream' },
    });
    expect(r.status, r.text).toBe(200);
  }
  const done = await call(t.app, 'POST', `/api/video-answers/${token}/complete`, {
    body: { chunkCount: parts.length, totalBytes: good.length, mimeType: 'video/webm', durationMs: 2000 },
  });
  expect(done.status, done.text).toBe(200);
  expect(done.body.data.status).toBe('validating');
};

const progress = async (token: string) =>
  (await call(t.app, 'GET', `/api/video-answers/${token}`)).body.data as {
    status: string;
    problems?: string[];
    receivedChunks: number[];
  };

const probeJob = async (recordingId: string) => {
  const [row] = await queryRows<{ attempts: number; failed_at: string | null; last_error: string | null }>(
    db(),
    sql`select j.attempts, j.failed_at, j.last_error from background_jobs j
        join video_answers a on a.id::text = j.payload->>'answerId'
        where j.kind = 'video.probe' and a.public_recording_id = ${recordingId}`,
  );
  return row;
};

const failureAudits = (recordingId: string) =>
  queryRows<{ diff: { reason: string; attempts: number } }>(
    db(),
    sql`select diff from audit_log where action = 'video_check_failed' and entity_id = ${recordingId}`,
  );

describe('a probe job that fails for good', () => {
  it('a checker that cannot run (ffprobe missing) settles the answer at once: a free retake, the reason kept for staff', async () => {
    const rec = await sentRecording('Nocheck');
    await withoutChecker.jobs.runOnce();
    const p = await progress(rec.token);
    expect(p.status).toBe('corruption_detected');
    expect(p.problems).toEqual([PROBE_FAILED_PROBLEM]);
    expect(p.receivedChunks).toEqual([]);
    // Not retried: the job failed for good on its first attempt.
    expect(await probeJob(rec.id)).toMatchObject({
      attempts: 1,
      last_error: expect.stringMatching(/ENOENT/),
    });
    expect((await probeJob(rec.id))?.failed_at).not.toBeNull();
    const [audit] = await failureAudits(rec.id);
    expect(audit?.diff).toMatchObject({
      attempts: 1,
      reason: expect.stringMatching(/media checker.*ENOENT/),
    });

    // The retake is free and works with the same link once the checker runs again.
    await send(rec.token);
    await t.app.jobs.runOnce();
    expect((await progress(rec.token)).status).toBe('uploaded');
  });

  it('a transient failure (storage unreadable) is retried with back-off; its last attempt settles the answer', async () => {
    const rec = await sentRecording('Lostbytes');
    const keys = await queryRows<{ storage_key: string }>(
      db(),
      sql`select c.storage_key from video_answer_chunks c join video_answers a on a.id = c.answer_id
          where a.public_recording_id = ${rec.id}`,
    );
    const storage = uploadsServiceFor(t.app.deps).storage.adapter;
    for (const k of keys) await storage.delete(k.storage_key);

    for (let attempt = 1; attempt < MAX_ATTEMPTS; attempt++) {
      await t.app.jobs.runOnce();
      // Still being checked while attempts remain: each failure is counted and backed off.
      expect((await progress(rec.token)).status).toBe('validating');
      expect(await probeJob(rec.id)).toMatchObject({ attempts: attempt, failed_at: null });
      expect(await t.app.jobs.runOnce()).toBe(0);
      await db().execute(
        sql`update background_jobs set run_at = now() - interval '1 second' where kind = 'video.probe'`,
      );
    }
    await t.app.jobs.runOnce();
    const p = await progress(rec.token);
    expect(p.status).toBe('corruption_detected');
    expect(p.problems).toEqual([PROBE_FAILED_PROBLEM]);
    const job = await probeJob(rec.id);
    expect(job?.attempts).toBe(MAX_ATTEMPTS);
    expect(job?.failed_at).not.toBeNull();
    const audits = await failureAudits(rec.id);
    expect(audits).toHaveLength(1);
    expect(audits[0]?.diff.attempts).toBe(MAX_ATTEMPTS);
    // A failed job is never claimed again.
    await db().execute(
      sql`update background_jobs set run_at = now() - interval '1 second' where kind = 'video.probe'`,
    );
    expect(await t.app.jobs.runOnce()).toBe(0);
  });
});
