import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, call, createTestApp, queryRows, type TestApp } from '../../test/harness';

/** List search finds fragments anywhere in names, emails and phone numbers, however typed. */
let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminToken(t.app);
  const people = [
    {
      firstName: 'Mariana',
      lastName: 'Villanueva',
      email: 'mariana.v@northwind.example',
      phone: '+63 917 555 0142',
    },
    { firstName: 'Juan', lastName: 'Dela Cruz', email: 'jdc@contoso.example', phone: '(0917) 888-2211' },
    { firstName: 'Ana', lastName: 'Reyes', email: 'ana.reyes@fabrikam.example', phone: '' },
    // Quotes, a backslash and a placeholder-like `$1`: an export on PostgreSQL writes the search
    // term into its COPY statement as a literal.
    { firstName: 'Siobhan', lastName: "O'Hara \\ $1 ''", email: 'so@example.org', phone: '' },
  ];
  for (const p of people) {
    const res = await call(t.app, 'POST', '/api/applicants/create', { token: admin, body: p });
    expect(res.status).toBe(200);
  }
});
afterAll(() => t.close());

const namesFound = async (search: string) => {
  const res = await call(t.app, 'GET', `/api/applicants/list?search=${encodeURIComponent(search)}`, {
    token: admin,
  });
  expect(res.status).toBe(200);
  return res.body.data.items.map((a: { firstName: string }) => a.firstName).sort();
};

describe('list search', () => {
  it('finds a fragment in the middle of a first name, across first and last name, any case', async () => {
    expect(await namesFound('rian')).toEqual(['Mariana']);
    expect(await namesFound('an dela')).toEqual(['Juan']);
    expect(await namesFound('ANA')).toEqual(['Ana', 'Mariana']);
  });

  it('finds a fragment in the middle of an email', async () => {
    expect(await namesFound('northwind')).toEqual(['Mariana']);
    expect(await namesFound('reyes@fab')).toEqual(['Ana']);
  });

  it('finds phone digits however the number is typed', async () => {
    expect(await namesFound('0917')).toEqual(['Juan']);
    expect(await namesFound('917 555')).toEqual(['Mariana']);
    expect(await namesFound('(0917) 888')).toEqual(['Juan']);
    expect(await namesFound('555-0142')).toEqual(['Mariana']);
  });

  it('treats LIKE wildcards as plain characters', async () => {
    expect(await namesFound('%')).toEqual([]);
    expect(await namesFound('_')).toEqual([]);
  });

  it('exports exactly the rows the same search lists, whatever characters the term holds', async () => {
    const exported = async (search: string) => {
      const res = await call(t.app, 'GET', `/api/applicants/export?search=${encodeURIComponent(search)}`, {
        token: admin,
      });
      expect(res.status).toBe(200);
      return (parse(res.text, { bom: true, columns: true }) as Record<string, string>[])
        .map((r) => r['First name'])
        .sort();
    };
    for (const term of ["o'hara", "a \\ $1 ''", '$1', "'", '\\', 'rian', '917 555', '%']) {
      expect(await exported(term), term).toEqual(await namesFound(term));
    }
    expect(await exported("O'Hara \\ $1")).toEqual(['Siobhan']);
  });

  it('has a trigram index for every searched expression', async () => {
    const indexes = await queryRows<{ indexname: string }>(
      t.database.db,
      sql`select indexname from pg_indexes where indexdef like '%gin_trgm_ops%' order by indexname`,
    );
    expect(indexes.map((i) => i.indexname)).toEqual([
      'applicants_phone_digits_trgm_idx',
      'applicants_search_trgm_idx',
      'requisition_applicants_phone_digits_trgm_idx',
      'requisition_applicants_search_trgm_idx',
    ]);
  });
});
