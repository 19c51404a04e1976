import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, call, createTestApp, type TestApp } from '../test/harness';

/*
 * Issue 10, finding 4: an export with a bad sort or search answered 200 with the CSV header, then
 * reset the connection. Every export now checks its whole query (and runs its first batch) before
 * the first byte, and answers 400 like its list.
 */

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await adminToken(t.app);
  const created = await call(t.app, 'POST', '/api/applicants/create', {
    token: admin,
    body: { firstName: 'Ann', lastName: 'Export' },
  });
  expect(created.status).toBe(200);
});
afterAll(() => t.close());

/** Every CSV export in the OpenAPI document, so a new export is covered the day it is added. */
const exportPaths = () =>
  Object.keys((t.app.swagger() as { paths: Record<string, unknown> }).paths).filter((p) =>
    p.endsWith('/export'),
  );

describe('exports', () => {
  it('covers the three exports at least', () => {
    expect(exportPaths()).toEqual(
      expect.arrayContaining([
        '/api/applicants/export',
        '/api/requisitions/applicant/export',
        '/api/talent-discovery-requests/export',
      ]),
    );
  });

  for (const [what, query, field] of [
    ['an unknown sort column', 'sort=password', 'sort'],
    ['a sort that is not a column name', 'sort=name%3Bdrop%20table%20users', 'sort'],
    ['a search with a NUL', 'search=a%00b', 'search'],
    ['a search that is too long', `search=${'x'.repeat(201)}`, 'search'],
    ['a date filter that is not a date', 'createdFrom=yesterday&submittedFrom=yesterday', ''],
    ['an unknown archived flag', 'archived=maybe', 'archived'],
  ] as const) {
    it(`answers 400 with a JSON error for ${what}, before any CSV`, async () => {
      for (const path of exportPaths()) {
        const res = await call(t.app, 'GET', `${path}?${query}`, { token: admin });
        expect(res.status, `${path}?${query}: ${res.text.slice(0, 200)}`).toBe(400);
        expect(String(res.headers['content-type'])).toMatch(/^application\/json/);
        expect(res.headers['content-disposition']).toBeUndefined();
        if (field) expect(res.body.errors.join(' ')).toContain(field);
      }
    });
  }

  it('still streams a valid export', async () => {
    const res = await call(t.app, 'GET', '/api/applicants/export?search=export&sort=-createdAt', {
      token: admin,
    });
    expect(res.status).toBe(200);
    expect(String(res.headers['content-type'])).toMatch(/^text\/csv/);
    const rows = parse(res.text, { bom: true, columns: true }) as Record<string, string>[];
    expect(rows.map((r) => r['Last name'])).toEqual(['Export']);
  });
});
