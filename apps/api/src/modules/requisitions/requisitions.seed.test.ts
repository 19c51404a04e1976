import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, call, createTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SEED_DEMO: 'true' });
});
afterAll(() => t.close());

describe('demo data', () => {
  it('loads lines of business and requisitions in every status, some published and public', async () => {
    const admin = await adminToken(t.app);
    const lobs = await call(t.app, 'GET', '/api/lobs/list?limit=100', { token: admin });
    expect(lobs.body.data.items.length).toBeGreaterThanOrEqual(5);
    const reqs = await call(t.app, 'GET', '/api/requisitions/list?limit=100', { token: admin });
    const items = reqs.body.data.items as { id: string; status: string; publishStatus: string }[];
    expect(new Set(items.map((r) => r.status))).toEqual(
      new Set(['draft', 'opened', 'moved', 'filled', 'cancelled']),
    );
    const published = items.filter((r) => r.publishStatus === 'published');
    expect(published.length).toBeGreaterThanOrEqual(3);
    for (const r of published) {
      expect(['opened', 'moved']).toContain(r.status);
      expect((await call(t.app, 'GET', `/api/requisitions/view/${r.id}`)).status).toBe(200);
    }
    const uid = await call(t.app, 'GET', '/api/requisitions/generate-uid', { token: admin });
    expect(items.map((r) => (r as unknown as { requisitionUid: string }).requisitionUid)).not.toContain(
      uid.body.data.requisitionUid,
    );
  });
});
