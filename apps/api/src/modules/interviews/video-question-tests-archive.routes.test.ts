import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, call, createTestApp, type TestApp, userWith } from '../../test/harness';

/** The archived version of the video question test results (Archived Items' card, SPEC §2). */
const P = '/api/video-question-test-results';
let t: TestApp;
let admin: string;
const ids: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminToken(t.app);
  const q = await call(t.app, 'POST', '/api/video-questions/create', {
    token: admin,
    body: { question: 'Tell us about a hard bug', thinkTimeSeconds: 5, maxAnswerSeconds: 30, retakes: 1 },
  });
  expect(q.status, q.text).toBe(200);
  for (const n of [1, 2, 3]) {
    const created = await call(t.app, 'POST', `${P}/create`, {
      body: { referenceId: q.body.data.id, email: `archive.pilot${n}@example.com` },
    });
    expect(created.status, created.text).toBe(200);
    ids.push(created.body.data.id);
  }
});
afterAll(() => t.close());

const listed = async (query: string, token = admin) => {
  const res = await call(t.app, 'GET', `${P}/list?search=archive.pilot&${query}`, { token });
  expect(res.status, res.text).toBe(200);
  return (res.body.data.items as { id: string }[]).map((i) => i.id).sort();
};

describe('archived video question test results', () => {
  it('archiving moves results to the archived list (and its export); unarchiving restores them', async () => {
    const archived = await call(t.app, 'POST', `${P}/archive`, {
      token: admin,
      body: { ids: ids.slice(0, 2) },
    });
    expect(archived.status, archived.text).toBe(200);
    expect(await listed('archived=1')).toEqual(ids.slice(0, 2).sort());
    expect(await listed('')).toEqual([ids[2]]);
    expect((await call(t.app, 'GET', `${P}/view/${ids[0]}?archived=1`, { token: admin })).status).toBe(200);
    const csv = await t.app.inject({
      method: 'GET',
      url: `${P}/export?archived=1&search=archive.pilot`,
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(csv.statusCode).toBe(200);
    const lines = csv.body.trim().split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines.slice(1).join('\n')).toMatch(/archive\.pilot1@example\.com/);
    expect(lines.slice(1).join('\n')).not.toMatch(/archive\.pilot3@example\.com/);

    const restored = await call(t.app, 'POST', `${P}/unarchive`, { token: admin, body: { ids: [ids[0]] } });
    expect(restored.status, restored.text).toBe(200);
    expect(await listed('archived=1')).toEqual([ids[1]]);
    expect(await listed('')).toEqual([ids[0], ids[2]].sort());
  });

  it('the archive opens with the video results permission; restoring needs Archived Items edit', async () => {
    const viewer = await userWith(t.app, { 'video-questions': ['view'], 'archived-items': ['view'] });
    expect(await listed('archived=1', viewer.token)).toEqual([ids[1]]);
    expect(
      (await call(t.app, 'POST', `${P}/unarchive`, { token: viewer.token, body: { ids: [ids[1]] } })).status,
    ).toBe(403);
    const typing = await userWith(t.app, { 'typing-tests': ['view'], 'archived-items': ['view', 'edit'] });
    expect((await call(t.app, 'GET', `${P}/list?archived=1`, { token: typing.token })).status).toBe(403);
    expect((await call(t.app, 'POST', `${P}/unarchive`, { body: { ids: [ids[1]] } })).status).toBe(401);
    expect(
      (await call(t.app, 'POST', `${P}/unarchive`, { token: admin, body: { ids: ['nope'] } })).status,
    ).toBe(400);
    // Still archived after the refusals.
    expect(await listed('archived=1')).toEqual([ids[1]]);
  });
});
