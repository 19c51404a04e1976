import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, call, createTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ SEED_DEMO: 'true' });
  admin = await adminToken(t.app);
});
afterAll(() => t.close());

describe('applicants demo data', () => {
  it('has requisition applicants in many statuses, with answers and resumes that download', async () => {
    const items = (await call(t.app, 'GET', '/api/requisitions/applicant/list?limit=100', { token: admin }))
      .body.data.items;
    const statuses = new Set(items.map((i: { status: string }) => i.status));
    expect(statuses.size).toBeGreaterThanOrEqual(6);
    const withResume = items.find((i: { hasResume: boolean }) => i.hasResume);
    const view = (
      await call(t.app, 'GET', `/api/requisitions/applicant/view/${withResume.id}`, { token: admin })
    ).body.data;
    expect(view.qualificationQuestionResults.length).toBe(2);
    expect(view.timeline.length).toBeGreaterThanOrEqual(1);
    const file = await t.app.inject({ method: 'GET', url: view.resume.url });
    expect(file.statusCode).toBe(200);
    expect(file.body.startsWith('%PDF-')).toBe(true);
  });

  it('keeps numHired equal to hired applicants and has manual applicants', async () => {
    const reqs = (await call(t.app, 'GET', '/api/requisitions/list?limit=100', { token: admin })).body.data
      .items;
    for (const r of reqs) {
      const hired = (
        await call(
          t.app,
          'GET',
          `/api/requisitions/applicant/list?limit=100&requisition=${r.id}&status=offer_accepted,complete`,
          {
            token: admin,
          },
        )
      ).body.data.items.length;
      expect(r.numHired, r.name).toBe(hired);
    }
    const manual = (await call(t.app, 'GET', '/api/applicants/list?limit=100', { token: admin })).body.data
      .items;
    expect(manual.length).toBeGreaterThanOrEqual(10);
  });
});
