import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminToken,
  call,
  createTestApp,
  login,
  queryRows,
  setPassword,
  type TestApp,
  userWith,
} from '../../test/harness';

let t: TestApp;
let admin: string;
let viewerRoleId: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await adminToken(t.app);
  const roles = await call(t.app, 'GET', '/api/roles/list', { token: admin });
  viewerRoleId = roles.body.data.items.find((r: { name: string }) => r.name === 'Viewer').id;
});
afterAll(() => t.close());

const newUser = (email: string, extra: Record<string, unknown> = {}) =>
  call(t.app, 'POST', '/api/users/create', {
    token: admin,
    body: { firstName: 'Maria', lastName: 'Santos', email, roleId: viewerRoleId, ...extra },
  });

describe('users', () => {
  it('the issue scenario: a role with only user-management view can list but not create, until it is revoked', async () => {
    const role = await call(t.app, 'POST', '/api/roles/create', {
      token: admin,
      body: { name: 'User auditors', permissions: { 'user-management': { view: true } } },
    });
    expect(role.status).toBe(200);
    const user = await call(t.app, 'POST', '/api/users/create', {
      token: admin,
      body: { firstName: 'Ana', lastName: 'Cruz', email: 'ana.cruz@example.com', roleId: role.body.data.id },
    });
    expect(user.status).toBe(200);
    await setPassword(t.app, user.body.data.id, 'Ana-Password-77');
    const { token } = await login(t.app, 'ana.cruz@example.com', 'Ana-Password-77');
    expect((await call(t.app, 'POST', '/api/users/create', { token, body: { firstName: 'X' } })).status).toBe(
      403,
    );
    expect((await call(t.app, 'GET', '/api/users/list', { token })).status).toBe(200);
    await call(t.app, 'POST', `/api/roles/update/${role.body.data.id}`, {
      token: admin,
      body: { status: 0 },
    });
    expect((await call(t.app, 'GET', '/api/users/list', { token })).status).toBe(401);
    expect((await call(t.app, 'GET', '/api/users/role', { token })).body.data.status).toBe(0);
  });

  it('creates a user, mails an invitation and records the audit entry', async () => {
    const res = await newUser('Invited.Person@Example.com');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      email: 'invited.person@example.com',
      roleName: 'Viewer',
      active: true,
      linesOfBusiness: [],
    });
    const mail = await queryRows(
      t.database.db,
      sql`select subject from mail_outbox where "to" = 'invited.person@example.com'`,
    );
    expect(mail).toHaveLength(1);
    const audit = await queryRows(
      t.database.db,
      sql`select action from audit_log where entity_type = 'user' and entity_id = ${res.body.data.id}`,
    );
    expect(audit).toEqual([{ action: 'create' }]);
  });

  it('changes only the fields sent: renaming a disabled user keeps them disabled', async () => {
    const id = (await newUser('partial@example.com')).body.data.id;
    await call(t.app, 'POST', `/api/users/update/${id}`, { token: admin, body: { active: false } });
    const renamed = await call(t.app, 'POST', `/api/users/update/${id}`, {
      token: admin,
      body: { lastName: 'Reyes' },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data).toMatchObject({
      lastName: 'Reyes',
      firstName: 'Maria',
      active: false,
      roleId: viewerRoleId,
    });
  });

  it('refuses a duplicate email whatever its case, with 409 and nothing written', async () => {
    await newUser('dup@example.com');
    const before = await call(t.app, 'GET', '/api/users/list?search=dup%40', { token: admin });
    const res = await newUser('DUP@example.com');
    expect(res.status).toBe(409);
    const after = await call(t.app, 'GET', '/api/users/list?search=dup%40', { token: admin });
    expect(after.body.data.items).toHaveLength(before.body.data.items.length);
  });

  it('lists every problem of a bad body in one 400', async () => {
    const res = await call(t.app, 'POST', '/api/users/create', {
      token: admin,
      body: { firstName: '', email: 'not-an-email', roleId: 'x', linesOfBusiness: 'no' },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors.length).toBeGreaterThanOrEqual(4);
    expect(res.body.errors.join('\n')).toMatch(/email/);
  });

  it('refuses an unknown role or line of business with 400', async () => {
    const res = await newUser('refs@example.com', {
      roleId: '00000000-0000-4000-8000-000000000001',
      linesOfBusiness: ['00000000-0000-4000-8000-000000000002'],
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toHaveLength(2);
  });

  it('searches by name and email, filters by role, and pages with keyset keys', async () => {
    for (let i = 0; i < 7; i++) await newUser(`pager${i}@example.com`, { lastName: `Pager ${i}` });
    const seen = new Set<string>();
    let key: string | null = null;
    let pages = 0;
    do {
      const q: string = `/api/users/list?search=pager&roleId=${viewerRoleId}&limit=3${key ? `&paginationKey=${key}` : ''}`;
      const res = await call(t.app, 'GET', q, { token: admin });
      expect(res.status).toBe(200);
      for (const u of res.body.data.items) {
        expect(seen.has(u.id)).toBe(false);
        seen.add(u.id);
      }
      key = res.body.data.paginationKey;
      pages++;
    } while (key);
    expect(seen.size).toBe(7);
    expect(pages).toBe(3);
    const bad = await call(t.app, 'GET', '/api/users/list?paginationKey=garbage', { token: admin });
    expect(bad.status).toBe(400);
    const badSort = await call(t.app, 'GET', '/api/users/list?sort=passwordHash', { token: admin });
    expect(badSort.status).toBe(400);
  });

  it('answers 404 for an unknown or deleted user, and a deleted user frees the email', async () => {
    const created = await newUser('leaving@example.com');
    const id = created.body.data.id;
    expect((await call(t.app, 'DELETE', `/api/users/delete/${id}`, { token: admin })).status).toBe(200);
    expect((await call(t.app, 'GET', `/api/users/get/${id}`, { token: admin })).status).toBe(404);
    expect((await call(t.app, 'DELETE', `/api/users/delete/${id}`, { token: admin })).status).toBe(404);
    expect((await newUser('leaving@example.com')).status).toBe(200);
    expect((await call(t.app, 'GET', '/api/users/get/not-a-uuid', { token: admin })).status).toBe(400);
  });

  it('keeps the last administrator and stops administrators locking themselves out', async () => {
    const me = (await call(t.app, 'GET', '/api/users/list?search=admin%40example.com', { token: admin })).body
      .data.items[0];
    expect((await call(t.app, 'DELETE', `/api/users/delete/${me.id}`, { token: admin })).status).toBe(409);
    const demote = await call(t.app, 'POST', `/api/users/update/${me.id}`, {
      token: admin,
      body: { roleId: viewerRoleId },
    });
    expect(demote.status).toBe(409);
    const disable = await call(t.app, 'POST', `/api/users/update/${me.id}`, {
      token: admin,
      body: { active: false },
    });
    expect(disable.status).toBe(409);
    // A second administrator may demote the first, but not the last one standing.
    const other = await userWith(t.app, { 'user-management': ['view', 'edit', 'delete'] });
    const roles = await call(t.app, 'GET', '/api/roles/list', { token: admin });
    const adminRoleId = roles.body.data.items.find((r: { isSystem: boolean }) => r.isSystem).id;
    await call(t.app, 'POST', `/api/users/update/${other.userId}`, {
      token: admin,
      body: { roleId: adminRoleId },
    });
    expect(
      (
        await call(t.app, 'POST', `/api/users/update/${me.id}`, {
          token: other.token,
          body: { roleId: viewerRoleId },
        })
      ).status,
    ).toBe(200);
    const last = await call(t.app, 'POST', `/api/users/update/${other.userId}`, {
      token: other.token,
      body: { roleId: viewerRoleId },
    });
    expect(last.status).toBe(409);
  });
});
