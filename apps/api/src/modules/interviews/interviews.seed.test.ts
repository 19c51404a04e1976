import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, call, createTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ SEED_DEMO: 'true' });
  admin = await adminToken(t.app);
});
afterAll(() => t.close());

describe('interviews demo data', () => {
  it('has scored typing assessments (with replay and percentile), a waiting one and pilot test results', async () => {
    const items = (
      await call(t.app, 'GET', '/api/applicant-interviews/list?type=typing-assessment&limit=100', {
        token: admin,
      })
    ).body.data.items;
    expect(items.map((i: { phase: string }) => i.phase).sort()).toEqual(['evaluated', 'evaluated', 'sent']);
    const scored =
      items.find((i: { outcome: string | null }) => i.outcome === 'passed') ??
      items.find((i: { score: number | null }) => i.score !== null);
    const view = (await call(t.app, 'GET', `/api/applicant-interviews/view/${scored.id}`, { token: admin }))
      .body.data;
    expect(view.result.keystrokes.length).toBeGreaterThan(20);
    expect(view.result.takers).toBe(4);
    const pilots = (await call(t.app, 'GET', '/api/typing-assessment-test-results/list', { token: admin }))
      .body.data.items;
    expect(pilots).toHaveLength(2);
  });
});
