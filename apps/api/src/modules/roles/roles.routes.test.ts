import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, call, createTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await adminToken(t.app);
});
afterAll(() => t.close());

describe('roles', () => {
  it('seeds Administrator, Recruiter, Operations and Viewer', async () => {
    const res = await call(t.app, 'GET', '/api/roles/list', { token: admin });
    expect(res.body.data.items.map((r: { name: string }) => r.name).sort()).toEqual([
      'Administrator',
      'Operations',
      'Recruiter',
      'Viewer',
    ]);
    const counts = Object.fromEntries(
      res.body.data.items.map((r: { name: string; userCount: number }) => [r.name, r.userCount]),
    );
    expect(counts).toEqual({ Administrator: 1, Operations: 0, Recruiter: 0, Viewer: 0 });
  });

  it('creates a role with explicit false for every operation it was not given', async () => {
    const res = await call(t.app, 'POST', '/api/roles/create', {
      token: admin,
      body: { name: 'Sourcers', permissions: { requisitions: { view: true, small_teams: true } } },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.permissions.requisitions).toEqual({
      view: true,
      edit: false,
      delete: false,
      small_teams: true,
    });
    expect(res.body.data.permissions['user-management']).toEqual({
      view: false,
      edit: false,
      delete: false,
      small_teams: false,
    });
  });

  it('refuses an operation a menu item does not support, and unknown menu items, listing each', async () => {
    const res = await call(t.app, 'POST', '/api/roles/create', {
      token: admin,
      body: {
        name: 'Broken',
        permissions: {
          'roles-and-permissions': { delete: true },
          'video-question-results': { edit: true },
          nowhere: { view: true },
        },
      },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toHaveLength(3);
    const list = await call(t.app, 'GET', '/api/roles/list?search=Broken', { token: admin });
    expect(list.body.data.items).toHaveLength(0);
  });

  it('changes only the fields sent: renaming a revoked role keeps it revoked with its description', async () => {
    const role = (
      await call(t.app, 'POST', '/api/roles/create', {
        token: admin,
        body: { name: 'Seasonal', description: 'Peak season help', status: 0 },
      })
    ).body.data;
    const renamed = await call(t.app, 'POST', `/api/roles/update/${role.id}`, {
      token: admin,
      body: { name: 'Seasonal staff' },
    });
    expect(renamed.body.data).toMatchObject({
      name: 'Seasonal staff',
      status: 0,
      description: 'Peak season help',
    });
  });

  it('refuses a duplicate name regardless of case', async () => {
    await call(t.app, 'POST', '/api/roles/create', { token: admin, body: { name: 'Trainers' } });
    const res = await call(t.app, 'POST', '/api/roles/create', { token: admin, body: { name: 'TRAINERS' } });
    expect(res.status).toBe(409);
  });

  it('saves permissions in one call and records the change', async () => {
    const role = (await call(t.app, 'POST', '/api/roles/create', { token: admin, body: { name: 'Matrix' } }))
      .body.data;
    const saved = await call(t.app, 'PATCH', '/api/roles/save-permissions', {
      token: admin,
      body: { id: role.id, permissions: { 'class-requests': { view: true, edit: true } } },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data.permissions['class-requests']).toMatchObject({
      view: true,
      edit: true,
      delete: false,
    });
    const got = await call(t.app, 'GET', `/api/roles/get/${role.id}`, { token: admin });
    expect(got.body.data.permissions['class-requests'].edit).toBe(true);
  });

  it('never revokes or narrows the Administrator role', async () => {
    const roles = await call(t.app, 'GET', '/api/roles/list', { token: admin });
    const adminRole = roles.body.data.items.find((r: { isSystem: boolean }) => r.isSystem);
    expect(
      (await call(t.app, 'POST', `/api/roles/update/${adminRole.id}`, { token: admin, body: { status: 0 } }))
        .status,
    ).toBe(409);
    const narrow = await call(t.app, 'PATCH', '/api/roles/save-permissions', {
      token: admin,
      body: { id: adminRole.id, permissions: {} },
    });
    expect(narrow.status).toBe(409);
    expect(
      (
        await call(t.app, 'POST', `/api/roles/update/${adminRole.id}`, {
          token: admin,
          body: { name: 'Admins' },
        })
      ).status,
    ).toBe(200);
  });

  it('answers 404 for an unknown role', async () => {
    const res = await call(t.app, 'POST', '/api/roles/update/00000000-0000-4000-8000-000000000009', {
      token: admin,
      body: { name: 'x' },
    });
    expect(res.status).toBe(404);
  });
});
