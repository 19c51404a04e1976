import { existsSync } from 'node:fs';
import { stat, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { HeadObjectCommand } from '@aws-sdk/client-s3';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueueJob } from '../../adapters/jobs/job-queue';
import { localUploadsRoot } from '../../adapters/storage/local-storage';
import { call, queryRows } from '../../test/harness';
import { type SpokenCtx, setupSpoken } from '../assessments/spoken-tus.test-helper';
import { webm } from '../interviews/video.test-helper';
import { type S3Peer, startS3rver } from './s3rver.test-helper';
import { sweepAbandonedTusUploads, TUS_SWEEP_JOB } from './tus-sweep';
import { uploadsServiceFor } from './uploads.service';

/**
 * Abandoned tus uploads (docs/decisions/uploads.md#tus-mount-and-abandoned-tus-uploads): incomplete and not written
 * to for TUS_ABANDONED_MINUTES, they are deleted by the periodic job, on disk and on S3; finished
 * uploads and ones written to recently are never touched; a second run finds nothing.
 */
const HOUR = 3_600_000;

/** The storage key of the upload a tus URL names (its answer comes from the token and item). */
const keyOf = async (c: SpokenCtx, interviewId: string, itemId: string, url: string) => {
  const [a] = await queryRows<{ id: string }>(
    c.t.app.database.db,
    sql`select id from assessment_spoken_answers where interview_id = ${interviewId} and item_id = ${itemId}`,
  );
  const [round, name] = url.split('/').at(-1)!.split('-');
  return `assessment-spoken/${a!.id}/${round}/upload-${name}`;
};

/** An answer sent but cut short (400 of 1000 bytes), and a whole one: their keys and URLs. */
const someUploads = async (c: SpokenCtx, name: string) => {
  const a = await c.started(name);
  const file = webm(1000);
  const cut = await c.wire.create(a.token, 'speaking-1', { length: file.length, durationMs: 2000 });
  expect((await c.wire.patch(cut.url, 0, file.subarray(0, 400))).status).toBe(204);
  const b = await c.started(`${name}b`);
  const whole = await c.wire.send(b.token, 'speaking-1', webm(3000));
  expect(whole.status, whole.text).toBe(204);
  return {
    cut: { ...a, url: cut.url, key: await keyOf(c, a.id, 'speaking-1', cut.url), file },
    whole: { ...b, url: whole.url!, key: await keyOf(c, b.id, 'speaking-1', whole.url!) },
  };
};

const ago = (ms: number) => new Date(Date.now() - ms);

describe('sweeping abandoned tus uploads on the local file store', () => {
  let c: SpokenCtx;
  beforeAll(async () => {
    c = await setupSpoken();
  });
  afterAll(() => c.t.close());

  it('deletes an incomplete upload idle past the setting (file and .json), by the job; never a finished or recently written one', async () => {
    const root = localUploadsRoot(c.t.config.dataDir);
    const one = await someUploads(c, 'Sweepfile');
    const busy = await c.started('Sweepbusy');
    const busyUp = await c.wire.create(busy.token, 'speaking-1', { length: 1000, durationMs: 2000 });
    expect((await c.wire.patch(busyUp.url, 0, webm(1000).subarray(0, 300))).status).toBe(204);
    const busyKey = await keyOf(c, busy.id, 'speaking-1', busyUp.url);
    const path = (k: string) => join(root, k);
    expect(existsSync(path(one.cut.key))).toBe(true);
    expect(existsSync(`${path(one.cut.key)}.json`)).toBe(true);

    // Everything is recent: nothing goes.
    expect(await sweepAbandonedTusUploads(c.t.config, null)).toEqual([]);

    // The cut upload was last written 20 minutes ago; the busy one was created then but written a minute ago.
    for (const p of [path(one.cut.key), `${path(one.cut.key)}.json`, `${path(busyKey)}.json`])
      await utimes(p, ago(20 * 60_000), ago(20 * 60_000));
    await utimes(path(busyKey), ago(60_000), ago(60_000));
    // A finished upload whose `.json` was left behind (a crash after the last byte): never touched.
    const wholeSize = (await stat(path(one.whole.key))).size;
    await writeFile(`${path(one.whole.key)}.json`, JSON.stringify({ id: one.whole.key, size: wholeSize }));
    for (const p of [path(one.whole.key), `${path(one.whole.key)}.json`])
      await utimes(p, ago(40 * HOUR), ago(40 * HOUR));

    // The periodic job runs it (the queue the API runs; TUS_ABANDONED_MINUTES defaults to 15).
    expect(c.t.config.tus.abandonedMinutes).toBe(15);
    await enqueueJob(c.t.app.database.db, TUS_SWEEP_JOB, {});
    await c.t.app.jobs.runOnce();
    expect(existsSync(path(one.cut.key))).toBe(false);
    expect(existsSync(`${path(one.cut.key)}.json`)).toBe(false);
    expect(existsSync(path(busyKey))).toBe(true);
    expect(existsSync(`${path(busyKey)}.json`)).toBe(true);
    expect(existsSync(path(one.whole.key))).toBe(true);
    expect(existsSync(`${path(one.whole.key)}.json`)).toBe(true);
    const failed = await queryRows<{ n: number }>(
      c.t.app.database.db,
      sql`select count(*)::int as n from background_jobs where kind = ${TUS_SWEEP_JOB}`,
    );
    expect(failed[0]!.n).toBe(0);

    // Idempotent: nothing more to do.
    expect(await sweepAbandonedTusUploads(c.t.config, null)).toEqual([]);
    // The swept upload's URL is gone; the candidate's page starts a new upload and it counts.
    expect((await c.wire.offset(one.cut.url)).status).toBe(404);
    const again = await c.wire.send(one.cut.token, 'speaking-1', one.cut.file);
    expect(again.status, again.text).toBe(204);
    // The finished answer still plays.
    const result = await call(c.t.app, 'GET', `/api/assessments/result/${one.whole.id}`, { token: c.admin });
    const played = await c.t.app.inject({ method: 'GET', url: result.body.data.spoken[0].streamUrl });
    expect(played.statusCode).toBe(200);
  }, 60_000);
});

describe('sweeping abandoned tus uploads on S3 (s3rver, multipart)', () => {
  let c: SpokenCtx;
  let peer: S3Peer;
  beforeAll(async () => {
    peer = await startS3rver('ats-test-tus-sweep');
    c = await setupSpoken(peer.env);
  });
  afterAll(async () => {
    await c?.t.close();
    await peer?.close();
  });

  it('aborts the multipart upload and deletes .info/.part of an idle incomplete upload; a recent write or a finished upload stays', async () => {
    const adapter = uploadsServiceFor(c.t.app.deps).storage.adapter;
    const one = await someUploads(c, 'Sweepthree');
    const head = (Key: string) =>
      peer.s3.client.send(new HeadObjectCommand({ Bucket: 'ats-test-tus-sweep', Key })).catch(() => null);
    const uploadId = (await head(`${one.cut.key}.info`))?.Metadata?.['upload-id'];
    expect(uploadId).toBeTruthy();
    expect(existsSync(join(peer.uploadsDir, uploadId!))).toBe(true);
    expect(await head(`${one.cut.key}.part`)).not.toBeNull();

    // Created now, written to 2.5 s later: its `.info` is older than its `.part`.
    const busy = await c.started('Sweepbusys');
    const busyUp = await c.wire.create(busy.token, 'speaking-1', { length: 1000, durationMs: 2000 });
    const busyKey = await keyOf(c, busy.id, 'speaking-1', busyUp.url);
    const busyInfo = (await head(`${busyKey}.info`))!.LastModified!.getTime();
    await new Promise((r) => setTimeout(r, 2500));
    expect((await c.wire.patch(busyUp.url, 0, webm(1000).subarray(0, 300))).status).toBe(204);

    expect(await sweepAbandonedTusUploads(c.t.config, adapter)).toEqual([]);
    // The idle time after a moment between the busy upload's creation and its last write.
    const now = new Date(busyInfo + 1000 + c.t.config.tus.abandonedMinutes * 60_000);
    const swept = await sweepAbandonedTusUploads(c.t.config, adapter, now);
    expect(swept.map((s) => s.key)).toEqual([one.cut.key]);
    expect(await head(`${one.cut.key}.info`)).toBeNull();
    expect(await head(`${one.cut.key}.part`)).toBeNull();
    expect(existsSync(join(peer.uploadsDir, uploadId!))).toBe(false);
    expect(await head(`${busyKey}.info`)).not.toBeNull();
    expect(await head(one.whole.key)).not.toBeNull();

    // Idempotent; then, a day after everything, the busy one goes too, never the finished one.
    expect(await sweepAbandonedTusUploads(c.t.config, adapter, now)).toEqual([]);
    const later = await sweepAbandonedTusUploads(c.t.config, adapter, new Date(Date.now() + 25 * 3_600_000));
    expect(later.map((s) => s.key)).toEqual([busyKey]);
    expect(await peer.keys('assessment-spoken/')).toEqual([one.whole.key]);
    expect((await c.wire.offset(one.cut.url)).status).toBe(404);
  }, 60_000);
});
