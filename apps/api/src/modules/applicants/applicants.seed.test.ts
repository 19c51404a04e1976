import { sql } from 'drizzle-orm';
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

  it('never dates anything after now (defect 6): no timestamp of the demo data is in the future', async () => {
    const rows = async (q: ReturnType<typeof sql>) =>
      ((await t.database.db.execute(q)) as unknown as { rows: Record<string, unknown>[] }).rows;
    // Every timestamp column of the schema except deadlines, which are in the future by design.
    const columns = await rows(sql`
      select table_name, column_name from information_schema.columns
      where table_schema = 'public' and data_type = 'timestamp with time zone'
        and column_name !~ '(expires|until|deadline|due|scheduled|retry|next|locked)'`);
    expect(columns.length).toBeGreaterThan(10);
    const future: string[] = [];
    for (const c of columns) {
      const [row] = await rows(
        sql`select count(*)::int as n from ${sql.identifier(String(c.table_name))} where ${sql.identifier(String(c.column_name))} > now()`,
      );
      if (Number(row?.n) > 0) future.push(`${c.table_name}.${c.column_name}: ${row?.n}`);
    }
    expect(future).toEqual([]);
  });
});
