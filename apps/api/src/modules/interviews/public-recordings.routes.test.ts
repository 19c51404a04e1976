import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueueJob } from '../../adapters/jobs/job-queue';
import { adminToken, call, createTestApp, type TestApp, userWith } from '../../test/harness';
import { recording, split } from './video.test-helper';
import { VIDEO_JOBS } from './video-jobs';

let t: TestApp;
let admin: string;
let good: Buffer;

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminToken(t.app);
  good = recording();
});
afterAll(() => t.close());

const cookieOf = (headers: Record<string, unknown>) => {
  const raw = String(headers['set-cookie'] ?? '');
  return raw ? raw.split(';')[0]! : undefined;
};
const create = (body: Record<string, unknown>, opts: { cookie?: string; token?: string } = {}) =>
  call(t.app, 'POST', '/api/public-recordings/create', {
    body,
    token: opts.token,
    headers: opts.cookie ? { cookie: opts.cookie } : {},
  });
const list = (opts: { cookie?: string; token?: string } = {}) =>
  call(t.app, 'GET', '/api/public-recordings/list', {
    token: opts.token,
    headers: opts.cookie ? { cookie: opts.cookie } : {},
  });
const me = (name: string) => ({ name, email: `${name.toLowerCase()}@example.com`, consent: true });
const namesOf = (res: { body: { data: { items: { name: string }[] } } }) =>
  res.body.data.items.map((i) => i.name).sort();

/** Uploads a recording through the same chunk calls as an interview answer, and runs the probe job. */
const upload = async (token: string, file: Buffer) => {
  const parts = split(file, 16_384);
  for (const [i, p] of parts.entries()) {
    const res = await call(t.app, 'PUT', `/api/video-answers/${token}/chunks/${i}`, {
      body: p,
      headers: { 'content-type': 'application/octet-stream' },
    });
    expect(res.status, res.text).toBe(200);
  }
  const done = await call(t.app, 'POST', `/api/video-answers/${token}/complete`, {
    body: { chunkCount: parts.length, totalBytes: file.length, mimeType: 'video/webm', durationMs: 2000 },
  });
  expect(done.status, done.text).toBe(200);
  await t.app.jobs.runOnce();
};

describe('public recordings', () => {
  it('needs a name, a valid email and consent', async () => {
    expect((await create({ name: 'A', email: 'a@example.com', consent: false })).status).toBe(400);
    expect((await create({ name: '', email: 'a@example.com', consent: true })).status).toBe(400);
    expect((await create({ name: 'A', email: 'nope', consent: true })).status).toBe(400);
  });

  it('a guest records with the interview recorder calls and gets a private share link that plays it', async () => {
    const res = await create(me('Grace'));
    expect(res.status, res.text).toBe(200);
    const created = res.body.data;
    expect(created).toMatchObject({ status: 'pending', maxAnswerSeconds: 120, retakes: 3 });
    expect(cookieOf(res.headers)).toMatch(/^ats_rec_device=[A-Za-z0-9_-]{43}$/);
    expect(String(res.headers['set-cookie'])).toMatch(/HttpOnly; SameSite=Lax/);
    await upload(created.uploadToken, good);
    const shared = await call(t.app, 'GET', `/api/public-recordings/shared/${created.shareToken}`);
    expect(shared.status, shared.text).toBe(200);
    expect(shared.body.data).toMatchObject({ name: 'Grace', status: 'uploaded' });
    expect(shared.body.data.durationMs).toBeGreaterThan(1500);
    const video = await t.app.inject({ method: 'GET', url: shared.body.data.playUrl });
    expect(video.statusCode).toBe(200);
    expect(video.headers['content-type']).toBe('video/webm');
    expect(video.rawPayload.subarray(0, 4).toString('hex')).toBe('1a45dfa3');
    // Guessed or forged links are 404; the upload token is not a share link.
    expect((await call(t.app, 'GET', `/api/public-recordings/shared/${'a'.repeat(43)}`)).status).toBe(404);
    expect((await call(t.app, 'GET', `/api/public-recordings/shared/${created.uploadToken}`)).status).toBe(
      404,
    );
    const forged = shared.body.data.playUrl.replace(/sig=[^&]+/, 'sig=forged');
    expect((await t.app.inject({ method: 'GET', url: forged })).statusCode).toBe(404);
    // Retention: past VIDEO_RETENTION_DAYS the job deletes it; the link says so.
    await t.app.database.db.execute(
      sql`update video_answers set completed_at = now() - interval '400 days' where public_recording_id = ${created.id}`,
    );
    await enqueueJob(t.app.database.db, VIDEO_JOBS.retention);
    await t.app.jobs.runOnce();
    expect(
      (await call(t.app, 'GET', `/api/public-recordings/shared/${created.shareToken}`)).body.data,
    ).toMatchObject({
      status: 'expired',
      playUrl: null,
    });
    expect((await t.app.inject({ method: 'GET', url: shared.body.data.playUrl })).statusCode).toBe(404);
    // A damaged file is refused the same way as an interview answer (free retake).
    const second = (await create(me('Damaged'))).body.data;
    await upload(second.uploadToken, good.subarray(0, Math.floor(good.length * 0.6)));
    const p = await call(t.app, 'GET', `/api/video-answers/${second.uploadToken}`);
    expect(p.body.data.status).toBe('corruption_detected');
  });

  it("a guest lists only this device's recordings, never anyone else's", async () => {
    const a1 = await create(me('Alice'));
    const deviceA = cookieOf(a1.headers)!;
    // The same device keeps its cookie (no new one is issued).
    const a2 = await create(me('Alicia'), { cookie: deviceA });
    expect(a2.headers['set-cookie']).toBeUndefined();
    const b1 = await create(me('Bob'));
    const deviceB = cookieOf(b1.headers)!;
    expect(deviceB).not.toBe(deviceA);

    const listA = await list({ cookie: deviceA });
    expect(listA.status).toBe(200);
    expect(listA.body.data.scope).toBe('device');
    expect(namesOf(listA)).toEqual(['Alice', 'Alicia']);
    expect(namesOf(await list({ cookie: deviceB }))).toEqual(['Bob']);
    // No cookie, a made-up cookie, or a malformed one: nothing.
    expect((await list()).body.data.items).toEqual([]);
    expect((await list({ cookie: `ats_rec_device=${'x'.repeat(43)}` })).body.data.items).toEqual([]);
    expect((await list({ cookie: 'ats_rec_device=%27%20or%201=1' })).body.data.items).toEqual([]);
    // Someone else's share or upload token as the device cookie opens nothing either.
    expect((await list({ cookie: `ats_rec_device=${b1.body.data.shareToken}` })).body.data.items).toEqual([]);
  });

  it('signed-in staff see every recording with the video results permission, else only their own', async () => {
    const reviewer = await userWith(t.app, { 'video-question-results': ['view'] });
    const other = await userWith(t.app, { 'typing-tests': ['view'] });
    await create(me('Staffmade'), { token: other.token });
    const all = await list({ token: reviewer.token });
    expect(all.body.data.scope).toBe('staff');
    expect(namesOf(all)).toEqual(expect.arrayContaining(['Alice', 'Bob', 'Grace', 'Staffmade']));
    expect(namesOf(await list({ token: other.token }))).toEqual(['Staffmade']);
    expect(namesOf(await list({ token: admin }))).toContain('Bob');
  });
});
