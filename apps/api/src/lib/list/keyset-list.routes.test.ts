import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, call, createTestApp, queryRows, type TestApp } from '../../test/harness';

/**
 * Keyset pages over duplicate sort values, in both directions, while rows are added between
 * pages: no row of the starting set is skipped and none repeats.
 */
let t: TestApp;
let admin: string;
let viewerRoleId: string;
const originals = new Set<string>();

const createUser = async (i: number, tag: string) => {
  const res = await call(t.app, 'POST', '/api/users/create', {
    token: admin,
    body: {
      firstName: 'Same',
      lastName: 'Name',
      email: `${tag}-${i}@keyset.example.com`,
      roleId: viewerRoleId,
    },
  });
  expect(res.status).toBe(200);
  return res.body.data.id as string;
};

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminToken(t.app);
  const roles = await call(t.app, 'GET', '/api/roles/list', { token: admin });
  viewerRoleId = roles.body.data.items.find((r: { name: string }) => r.name === 'Viewer').id;
  for (let i = 0; i < 23; i++) originals.add(await createUser(i, 'orig'));
  // Identical creation times too, so the createdAt sort has ties that only the id breaks.
  await queryRows(
    t.database.db,
    sql`update users set created_at = '2026-01-01T00:00:00Z' where email like 'orig-%@keyset.example.com'`,
  );
});
afterAll(() => t.close());

const walk = async (sort: string) => {
  const seen: string[] = [];
  let key: string | null = null;
  let added = 0;
  do {
    const query: string = `/api/users/list?search=keyset.example.com&sort=${sort}&limit=5${key ? `&paginationKey=${key}` : ''}`;
    const res = await call(t.app, 'GET', query, { token: admin });
    expect(res.status).toBe(200);
    seen.push(...res.body.data.items.map((u: { id: string }) => u.id));
    key = res.body.data.paginationKey;
    await createUser(added++, `during-${sort}`);
  } while (key);
  return seen;
};

describe('keyset pagination', () => {
  for (const sort of ['name', '-name', 'createdAt', '-createdAt']) {
    it(`pages by ${sort} over tied sort values without skipping or repeating a row, while rows are added`, async () => {
      const seen = await walk(sort);
      expect(new Set(seen).size).toBe(seen.length);
      for (const id of originals) expect(seen).toContain(id);
    });
  }
});
