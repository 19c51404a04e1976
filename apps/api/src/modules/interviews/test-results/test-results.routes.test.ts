import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, call, createTestApp, queryRows, type TestApp, userWith } from '../../../test/harness';
import { PASSAGE, setupInterviewFixtures, typedLog } from '../interviews.test-helper';

let t: TestApp;
let admin: string;
let testId: string;
const P = '/api/typing-assessment-test-results';

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminToken(t.app);
  const fx = await setupInterviewFixtures(t, admin);
  testId = await fx.typingTest('Pilot test');
});
afterAll(() => t.close());

/** A pilot gives their email, gets the passage and a token; the start is moved back 2 minutes. */
const pilot = async (email: string) => {
  const res = await call(t.app, 'POST', `${P}/create`, { body: { referenceId: testId, email } });
  expect(res.status, res.text).toBe(200);
  await t.app.database.db.execute(
    sql`update test_results set started_at = started_at - interval '2 minutes' where id = ${res.body.data.id}`,
  );
  return res.body.data as { id: string; token: string; content: { passage: string } };
};
const submit = (token: string, body: unknown) => call(t.app, 'PUT', `${P}/submit/${token}`, { body });
const stored = async (id: string) =>
  (
    await queryRows<{ status: string; result: unknown }>(
      t.app.database.db,
      sql`select status, result from test_results where id = ${id}`,
    )
  )[0]!;

describe('typing assessment test results', () => {
  it('opens the test page by content id without signing in; unknown content is 404', async () => {
    const res = await call(t.app, 'GET', `${P}/open/${testId}`);
    expect(res.status).toBe(200);
    expect(res.body.data.content).toMatchObject({ passage: PASSAGE, durationSeconds: 30 });
    expect(res.body.data.referenceName).toContain('Pilot test');
    expect((await call(t.app, 'GET', `${P}/open/00000000-0000-4000-8000-000000000003`)).status).toBe(404);
  });

  it('asks for a valid email first', async () => {
    expect(
      (await call(t.app, 'POST', `${P}/create`, { body: { referenceId: testId, email: '' } })).status,
    ).toBe(400);
    expect(
      (await call(t.app, 'POST', `${P}/create`, { body: { referenceId: testId, email: 'not-an-email' } }))
        .status,
    ).toBe(400);
  });

  it('scores a submitted log on the server once; a second submit is 409', async () => {
    const p = await pilot('pilot1@example.com');
    expect(p.content.passage).toBe(PASSAGE);
    const res = await submit(p.token, typedLog(PASSAGE, 50));
    expect(res.status, res.text).toBe(200);
    expect(res.body.data.accuracy).toBe(100);
    expect((await stored(p.id)).status).toBe('evaluated');
    expect((await submit(p.token, typedLog(PASSAGE, 50))).status).toBe(409);
  });

  it('refuses forged logs (400), unknown tokens (404) and oversized logs (413), storing nothing', async () => {
    const p = await pilot('pilot2@example.com');
    const good = typedLog(PASSAGE, 20);
    const bad = await submit(p.token, { ...good, keystrokes: good.keystrokes.map((k) => ({ ...k, p: 0 })) });
    expect(bad.status).toBe(400);
    expect((await submit('D'.repeat(43), good)).status).toBe(404);
    const huge = { ...good, keystrokes: Array.from({ length: 20_001 }, (_, i) => ({ k: 'a', t: i, p: i })) };
    expect((await submit(p.token, huge)).status).toBe(413);
    expect(await stored(p.id)).toMatchObject({ status: 'new', result: null });
  });

  it('lists, views, exports, archives and unarchives for staff; the result carries the replay', async () => {
    const p = await pilot('pilot3@example.com');
    await submit(p.token, typedLog(PASSAGE, 40));
    const list = await call(t.app, 'GET', `${P}/list?search=pilot3`, { token: admin });
    expect(list.status, list.text).toBe(200);
    expect(list.body.data.items).toHaveLength(1);
    expect(list.body.data.items[0]).toMatchObject({
      email: 'pilot3@example.com',
      status: 'evaluated',
      kind: 'typing-assessment',
    });
    const view = await call(t.app, 'GET', `${P}/view/${p.id}`, { token: admin });
    expect(view.body.data.result.keystrokes).toHaveLength(40);
    expect(view.body.data.result.takers).toBeGreaterThanOrEqual(1);
    const csv = await call(t.app, 'GET', `${P}/export?search=pilot3`, { token: admin });
    const rows = parse(csv.text.replace(/^\uFEFF/, ''), { columns: true }) as Record<string, string>[];
    expect(rows).toEqual([expect.objectContaining({ Email: 'pilot3@example.com', Status: 'Evaluated' })]);
    expect(
      (await call(t.app, 'POST', `${P}/archive`, { token: admin, body: { ids: [p.id] } })).body.data.updated,
    ).toBe(1);
    expect(
      (await call(t.app, 'GET', `${P}/list?search=pilot3`, { token: admin })).body.data.items,
    ).toHaveLength(0);
    expect(
      (await call(t.app, 'GET', `${P}/list?search=pilot3&archived=1`, { token: admin })).body.data.items,
    ).toHaveLength(1);
    expect((await call(t.app, 'GET', `${P}/view/${p.id}?archived=1`, { token: admin })).status).toBe(200);
    expect(
      (await call(t.app, 'POST', `${P}/unarchive`, { token: admin, body: { ids: [p.id] } })).body.data
        .updated,
    ).toBe(1);
    expect(
      (await call(t.app, 'GET', `${P}/list?search=pilot3&archived=1`, { token: admin })).body.data.items,
    ).toHaveLength(0);
  });

  it('opens to the Testing Results item by its altId (typing tests) and not to other content permissions', async () => {
    const typing = await userWith(t.app, { 'typing-tests': ['view'] });
    expect((await call(t.app, 'GET', `${P}/list`, { token: typing.token })).status).toBe(200);
    const video = await userWith(t.app, { 'video-questions': ['view'], 'video-question-results': ['view'] });
    expect((await call(t.app, 'GET', `${P}/list`, { token: video.token })).status).toBe(403);
    // archiving needs delete on typing tests
    expect(
      (await call(t.app, 'POST', `${P}/archive`, { token: typing.token, body: { ids: [testId] } })).status,
    ).toBe(403);
  });
});
