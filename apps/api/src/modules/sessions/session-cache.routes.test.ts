import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { createDatabase } from '../../db/client';
import { call, createTestApp, queryRows, type TestApp, testConfig, userWith } from '../../test/harness';

// Every test app keeps sessions for SESSION_CACHE_SECONDS (5 s by default), so the whole suite
// already proves that sign-out and the user and role screens take effect on the next request.
// These tests cover what bypasses the services: a change made in SQL, and another process.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SESSION_CACHE_SECONDS: '60' });
});
afterAll(() => t.close());

const rolesList = (token: string, app = t.app) => call(app, 'GET', '/api/roles/list', { token });

describe('session cache', () => {
  it('drops a session revoked in SQL, through the database notice', async () => {
    const u = await userWith(t.app, { 'user-management': ['view'] });
    expect((await rolesList(u.token)).status).toBe(200);
    expect((await rolesList(u.token)).status).toBe(200);
    await t.database.db.execute(sql`update sessions set revoked_at = now() where id in (
      select id from sessions where user_id = ${u.userId})`);
    await expect.poll(async () => (await rolesList(u.token)).status, { timeout: 2_000 }).toBe(401);
  });

  it('drops a session whose role lost the permission in SQL', async () => {
    const u = await userWith(t.app, { 'user-management': ['view'] });
    expect((await rolesList(u.token)).status).toBe(200);
    await t.database.db.execute(sql`update roles set permissions = '{}'::jsonb where id = ${u.roleId}`);
    await expect.poll(async () => (await rolesList(u.token)).status, { timeout: 2_000 }).toBe(403);
  });

  it('refuses a signed-out token on the very next request', async () => {
    const u = await userWith(t.app, { 'user-management': ['view'] });
    expect((await rolesList(u.token)).status).toBe(200);
    expect((await call(t.app, 'POST', '/api/auth/logout', { token: u.token })).status).toBe(200);
    expect((await rolesList(u.token)).status).toBe(401);
  });

  it('keeps serving a session when an unrelated user row changes', async () => {
    const u = await userWith(t.app, { 'user-management': ['view'] });
    await t.database.db.execute(sql`update users set last_login_at = now() where id = ${u.userId}`);
    expect((await rolesList(u.token)).status).toBe(200);
  });
});

describe.runIf(Boolean(process.env.TEST_DATABASE_URL))('session cache across processes', () => {
  it('a sign-out in one process reaches the other through the notice', async () => {
    const [row] = await queryRows<{ name: string }>(t.database.db, sql`select current_database() as name`);
    const url = new URL(process.env.TEST_DATABASE_URL ?? '');
    url.pathname = `/${row?.name}`;
    const database = await createDatabase({ url: url.toString(), poolSize: 2 });
    const other = await buildApp(testConfig({ SESSION_CACHE_SECONDS: '60' }), {
      database,
      workers: false,
      logger: false,
    });
    await other.ready();
    try {
      const u = await userWith(t.app, { 'user-management': ['view'] });
      expect((await rolesList(u.token, other)).status).toBe(200);
      expect((await rolesList(u.token, other)).status).toBe(200);
      expect((await call(t.app, 'POST', '/api/auth/logout', { token: u.token })).status).toBe(200);
      await expect
        .poll(async () => (await rolesList(u.token, other)).status, { timeout: 2_000, interval: 20 })
        .toBe(401);
    } finally {
      await other.close();
      await database.close();
    }
  });
});
