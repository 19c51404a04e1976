import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, call, createTestApp, type TestApp, userWith } from '../../test/harness';
import { recording, split } from './video.test-helper';

const P = '/api/video-question-test-results';
let t: TestApp;
let admin: string;
let questionId: string;
let good: Buffer;

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminToken(t.app);
  good = recording();
  const q = await call(t.app, 'POST', '/api/video-questions/create', {
    token: admin,
    body: { question: 'Why this team?', thinkTimeSeconds: 5, maxAnswerSeconds: 30, retakes: 2 },
  });
  expect(q.status, q.text).toBe(200);
  questionId = q.body.data.id;
});
afterAll(() => t.close());

const upload = async (token: string, file: Buffer) => {
  const parts = split(file, 16_384);
  for (const [i, p] of parts.entries())
    expect(
      (
        await call(t.app, 'PUT', `/api/video-answers/${token}/chunks/${i}`, {
          body: p,
          headers: { 'content-type': 'application/octet-stream' },
        })
      ).status,
    ).toBe(200);
  const done = await call(t.app, 'POST', `/api/video-answers/${token}/complete`, {
    body: { chunkCount: parts.length, totalBytes: file.length, mimeType: 'video/webm', durationMs: 2000 },
  });
  expect(done.status, done.text).toBe(200);
  await t.app.jobs.runOnce();
};

describe('video question test (a pilot by email) and its test results', () => {
  it('opens by question id, records with the recorder calls, and appears in the test results with a player', async () => {
    const open = await call(t.app, 'GET', `${P}/open/${questionId}`);
    expect(open.status, open.text).toBe(200);
    expect(open.body.data).toMatchObject({
      referenceName: 'Why this team?',
      question: { thinkTimeSeconds: 5, maxAnswerSeconds: 30, retakes: 2 },
    });
    expect((await call(t.app, 'GET', `${P}/open/${crypto.randomUUID()}`)).status).toBe(404);
    expect(
      (await call(t.app, 'POST', `${P}/create`, { body: { referenceId: questionId, email: 'x' } })).status,
    ).toBe(400);

    const created = await call(t.app, 'POST', `${P}/create`, {
      body: { referenceId: questionId, email: 'pilot.video@example.com' },
    });
    expect(created.status, created.text).toBe(200);
    const { id, token } = created.body.data;
    // Listed at once (started), with no player yet.
    let list = await call(t.app, 'GET', `${P}/list?search=pilot.video`, { token: admin });
    expect(list.status, list.text).toBe(200);
    expect(list.body.data.items[0]).toMatchObject({ id, phase: 'started', referenceName: 'Why this team?' });
    expect((await call(t.app, 'GET', `${P}/video/${id}`, { token: admin })).body.data).toMatchObject({
      status: 'pending',
      playUrl: null,
    });

    // A truncated file is refused (free retake); a good one counts and the test is submitted.
    await upload(token, good.subarray(0, Math.floor(good.length * 0.6)));
    expect((await call(t.app, 'GET', `/api/video-answers/${token}`)).body.data.status).toBe(
      'corruption_detected',
    );
    await upload(token, good);
    list = await call(t.app, 'GET', `${P}/list?search=pilot.video`, { token: admin });
    expect(list.body.data.items[0]).toMatchObject({ id, phase: 'submitted' });
    const view = await call(t.app, 'GET', `${P}/view/${id}`, { token: admin });
    expect(view.status, view.text).toBe(200);
    expect(view.body.data).toMatchObject({ email: 'pilot.video@example.com', phase: 'submitted' });
    const video = (await call(t.app, 'GET', `${P}/video/${id}`, { token: admin })).body.data;
    expect(video.status).toBe('uploaded');
    expect(video.durationMs).toBeGreaterThan(1500);
    const played = await t.app.inject({ method: 'GET', url: video.playUrl });
    expect(played.statusCode).toBe(200);
    expect(played.rawPayload.subarray(0, 4).toString('hex')).toBe('1a45dfa3');
    expect(
      (await t.app.inject({ method: 'GET', url: video.playUrl.replace(/sig=[^&]+/, 'sig=forged') }))
        .statusCode,
    ).toBe(404);

    // Archived versions, as typing's.
    expect((await call(t.app, 'POST', `${P}/archive`, { token: admin, body: { ids: [id] } })).status).toBe(
      200,
    );
    expect(
      (await call(t.app, 'GET', `${P}/list?search=pilot.video&archived=1`, { token: admin })).body.data.items,
    ).toHaveLength(1);
    // An archived test's link takes no more uploads.
    expect((await call(t.app, 'GET', `/api/video-answers/${token}`)).status).toBe(404);
  });

  it('the results open to the video permissions only', async () => {
    const video = await userWith(t.app, { 'video-questions': ['view'] });
    expect((await call(t.app, 'GET', `${P}/list`, { token: video.token })).status).toBe(200);
    const typing = await userWith(t.app, { 'typing-tests': ['view'] });
    expect((await call(t.app, 'GET', `${P}/list`, { token: typing.token })).status).toBe(403);
    expect(
      (await call(t.app, 'GET', `${P}/video/${crypto.randomUUID()}`, { token: typing.token })).status,
    ).toBe(403);
    expect((await call(t.app, 'GET', `${P}/list`)).status).toBe(401);
  });
});
