import { grant, normalizePermissions, permissionsBeyond, type TPermissions } from '@ats/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  adminToken,
  call,
  createTestApp,
  login,
  queryRows,
  type TestApp,
  userWith,
} from '../test/harness';

/**
 * No escalation: for every pair of roles, the users and roles routes refuse any grant beyond the
 * caller's own permissions and lines of business, and change nothing when they refuse. The set
 * of attacked routes is generated from the live route table: a new mutating users or roles
 * route fails this file until it has an attack below.
 */
let t: TestApp;
let admin: string;
let adminUserId: string;
let lobA: string;
let lobB: string;
const roleIds = new Map<string, string>();
const rolePermissions = new Map<string, TPermissions>();

/** What a user manager needs to reach the users and roles routes at all. */
const MANAGING = grant({
  'user-management': ['view', 'edit', 'delete'],
  'roles-and-permissions': ['view', 'edit'],
});
const union = (a: TPermissions, b: TPermissions): TPermissions =>
  normalizePermissions(
    Object.fromEntries(
      Object.keys({ ...a, ...b }).map((id) => [
        id,
        {
          view: Boolean(a[id]?.view || b[id]?.view),
          edit: Boolean(a[id]?.edit || b[id]?.edit),
          delete: Boolean(a[id]?.delete || b[id]?.delete),
          small_teams: Boolean(a[id]?.small_teams || b[id]?.small_teams),
        },
      ]),
    ),
  );

const count = async (table: 'users' | 'roles') =>
  Number(
    (await queryRows<{ n: number }>(t.database.db, sql.raw(`select count(*)::int as n from ${table}`)))[0]?.n,
  );
const permissionsOfRole = async (id: string) =>
  (await call(t.app, 'GET', `/api/roles/get/${id}`, { token: admin })).body.data.permissions as TPermissions;
const userRow = async (id: string) =>
  (await call(t.app, 'GET', `/api/users/get/${id}`, { token: admin })).body.data;

let n = 0;
const email = () => `esc-${++n}-${Date.now()}@example.com`;

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminToken(t.app);
  const lob = async (name: string) =>
    (
      await call(t.app, 'POST', '/api/lobs/create', {
        token: admin,
        body: { name, clientName: 'Northwind', lineType: 'bpo', country: 'philippines' },
      })
    ).body.data.id as string;
  lobA = await lob('Care A');
  lobB = await lob('Care B');
  const roles = (await call(t.app, 'GET', '/api/roles/list?limit=100', { token: admin })).body.data.items as {
    id: string;
    name: string;
    permissions: TPermissions;
    isSystem: boolean;
  }[];
  for (const r of roles) {
    roleIds.set(r.name, r.id);
    rolePermissions.set(r.name, r.permissions);
  }
  adminUserId = (await login(t.app, ADMIN_EMAIL, ADMIN_PASSWORD)).id;
});
afterAll(() => t.close());

/** Callers: each seeded role widened just enough to reach the users and roles routes. */
const CALLER_BASES = ['Recruiter', 'Operations', 'Viewer', 'User managers'] as const;
const callerPermissions = (base: string) =>
  base === 'User managers' ? MANAGING : union(rolePermissions.get(base)!, MANAGING);

describe('no escalation through the users and roles routes', () => {
  it('attacks every mutating users and roles route', () => {
    const attacked = new Set([
      'POST /api/users/create',
      'POST /api/users/update/:id',
      'DELETE /api/users/delete/:id',
      'POST /api/roles/create',
      'POST /api/roles/update/:id',
      'PATCH /api/roles/save-permissions',
    ]);
    const mutating = t.app.apiRoutes
      .filter((r) => /^\/api\/(users|roles)\//.test(r.url) && r.method !== 'GET')
      .filter((r) => 'permission' in r.access)
      .map((r) => `${r.method} ${r.url}`);
    expect(mutating.filter((r) => !attacked.has(r))).toEqual([]);
  });

  it('for every pair of roles, grants only what the caller holds, and a refusal changes nothing', async () => {
    const targets = ['Administrator', 'Recruiter', 'Operations', 'Viewer'];
    let checks = 0;
    const failures: string[] = [];
    for (const base of CALLER_BASES) {
      const perms = callerPermissions(base);
      const caller = await userWith(t.app, perms);
      const callerRoleName = `caller:${base}`;
      rolePermissions.set(callerRoleName, perms);
      roleIds.set(callerRoleName, caller.roleId);
      for (const target of [...targets, callerRoleName]) {
        const wanted = rolePermissions.get(target)!;
        const allowed = permissionsBeyond(wanted, perms).length === 0;
        const expected = allowed ? 200 : 403;

        // users/create with that role
        const usersBefore = await count('users');
        const created = await call(t.app, 'POST', '/api/users/create', {
          token: caller.token,
          body: { firstName: 'Esc', lastName: 'Alation', email: email(), roleId: roleIds.get(target) },
        });
        checks++;
        if (created.status !== expected)
          failures.push(`${base} creates a ${target} user: ${created.status}, expected ${expected}`);
        if (!allowed && (await count('users')) !== usersBefore)
          failures.push(`${base} creating a ${target} user wrote a row`);

        // users/update: move a Viewer to that role
        const victim = await call(t.app, 'POST', '/api/users/create', {
          token: admin,
          body: { firstName: 'Vic', lastName: 'Tim', email: email(), roleId: roleIds.get('Viewer') },
        });
        const moved = await call(t.app, 'POST', `/api/users/update/${victim.body.data.id}`, {
          token: caller.token,
          body: { roleId: roleIds.get(target) },
        });
        const viewerWithin = permissionsBeyond(rolePermissions.get('Viewer')!, perms).length === 0;
        const expectedMove = allowed && viewerWithin ? 200 : 403;
        checks++;
        if (moved.status !== expectedMove)
          failures.push(`${base} moves a Viewer to ${target}: ${moved.status}, expected ${expectedMove}`);
        if (expectedMove === 403 && (await userRow(victim.body.data.id)).roleId !== roleIds.get('Viewer'))
          failures.push(`${base} moving a Viewer to ${target} changed the role`);

        // roles/create, roles/update and roles/save-permissions with that role's permissions
        const rolesBefore = await count('roles');
        const roleCreated = await call(t.app, 'POST', '/api/roles/create', {
          token: caller.token,
          body: { name: `Copy of ${target} by ${base} ${n++}`, permissions: wanted },
        });
        checks++;
        if (roleCreated.status !== expected)
          failures.push(`${base} creates a role like ${target}: ${roleCreated.status}, expected ${expected}`);
        if (!allowed && (await count('roles')) !== rolesBefore)
          failures.push(`${base} creating a role like ${target} wrote a row`);

        const empty = await call(t.app, 'POST', '/api/roles/create', {
          token: admin,
          body: { name: `Empty ${n++}`, permissions: {} },
        });
        const emptyId = empty.body.data.id as string;
        const saved = await call(t.app, 'PATCH', '/api/roles/save-permissions', {
          token: caller.token,
          body: { id: emptyId, permissions: wanted },
        });
        const updated = await call(t.app, 'POST', `/api/roles/update/${emptyId}`, {
          token: caller.token,
          body: { permissions: wanted },
        });
        checks += 2;
        if (saved.status !== expected)
          failures.push(`${base} saves ${target}'s permissions: ${saved.status}, expected ${expected}`);
        if (updated.status !== expected)
          failures.push(`${base} updates a role to ${target}'s: ${updated.status}, expected ${expected}`);
        if (!allowed && permissionsBeyond(await permissionsOfRole(emptyId), {}).length !== 0)
          failures.push(`${base} giving a role ${target}'s permissions changed it`);
      }
    }
    console.log(`escalation matrix: ${CALLER_BASES.length} callers × 5 roles, ${checks} grant checks`);
    expect(failures).toEqual([]);
  }, 300_000);

  it('the issue scenario: a scoped user manager cannot raise themselves or touch the administrator', async () => {
    const manager = await userWith(t.app, grant({ 'user-management': ['view', 'edit', 'delete'] }), {
      linesOfBusiness: [lobA],
    });
    const adminRoleId = roleIds.get('Administrator')!;
    const attempts: [string, Promise<{ status: number }>][] = [
      [
        'make self Administrator',
        call(t.app, 'POST', `/api/users/update/${manager.userId}`, {
          token: manager.token,
          body: { roleId: adminRoleId },
        }),
      ],
      [
        'clear own scope',
        call(t.app, 'POST', `/api/users/update/${manager.userId}`, {
          token: manager.token,
          body: { linesOfBusiness: [] },
        }),
      ],
      [
        'widen own scope',
        call(t.app, 'POST', `/api/users/update/${manager.userId}`, {
          token: manager.token,
          body: { linesOfBusiness: [lobA, lobB] },
        }),
      ],
      [
        'create an Administrator',
        call(t.app, 'POST', '/api/users/create', {
          token: manager.token,
          body: {
            firstName: 'Evil',
            lastName: 'Twin',
            email: email(),
            roleId: adminRoleId,
            linesOfBusiness: [lobA],
          },
        }),
      ],
      [
        'create an unscoped user',
        call(t.app, 'POST', '/api/users/create', {
          token: manager.token,
          body: { firstName: 'No', lastName: 'Scope', email: email(), roleId: manager.roleId },
        }),
      ],
      [
        'create a user of another line',
        call(t.app, 'POST', '/api/users/create', {
          token: manager.token,
          body: {
            firstName: 'Other',
            lastName: 'Line',
            email: email(),
            roleId: manager.roleId,
            linesOfBusiness: [lobB],
          },
        }),
      ],
      [
        'demote the administrator',
        call(t.app, 'POST', `/api/users/update/${adminUserId}`, {
          token: manager.token,
          body: { roleId: manager.roleId },
        }),
      ],
      [
        'rename the administrator',
        call(t.app, 'POST', `/api/users/update/${adminUserId}`, {
          token: manager.token,
          body: { firstName: 'Pwned' },
        }),
      ],
      [
        're-email the administrator',
        call(t.app, 'POST', `/api/users/update/${adminUserId}`, {
          token: manager.token,
          body: { email: 'attacker@example.com' },
        }),
      ],
      [
        'deactivate the administrator',
        call(t.app, 'POST', `/api/users/update/${adminUserId}`, {
          token: manager.token,
          body: { active: false },
        }),
      ],
      [
        'delete the administrator',
        call(t.app, 'DELETE', `/api/users/delete/${adminUserId}`, { token: manager.token }),
      ],
    ];
    for (const [what, attempt] of attempts) expect([what, (await attempt).status]).toEqual([what, 403]);
    const me = await userRow(manager.userId);
    expect(me).toMatchObject({ roleId: manager.roleId, linesOfBusiness: [lobA] });
    const administrator = await userRow(adminUserId);
    expect(administrator).toMatchObject({ roleId: adminRoleId, active: true, email: 'admin@example.com' });
    expect(administrator.firstName).not.toBe('Pwned');
  });

  it('a scoped user manager still manages users of their own line of business', async () => {
    const manager = await userWith(t.app, grant({ 'user-management': ['view', 'edit', 'delete'] }), {
      linesOfBusiness: [lobA],
    });
    const created = await call(t.app, 'POST', '/api/users/create', {
      token: manager.token,
      body: {
        firstName: 'In',
        lastName: 'Scope',
        email: email(),
        roleId: manager.roleId,
        linesOfBusiness: [lobA],
      },
    });
    expect(created.status).toBe(200);
    const renamed = await call(t.app, 'POST', `/api/users/update/${created.body.data.id}`, {
      token: manager.token,
      body: { firstName: 'Renamed', active: false },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data).toMatchObject({ firstName: 'Renamed', active: false, linesOfBusiness: [lobA] });
    // A colleague of another line is out of reach, even with the same role.
    const outside = await call(t.app, 'POST', '/api/users/create', {
      token: admin,
      body: {
        firstName: 'Out',
        lastName: 'Side',
        email: email(),
        roleId: manager.roleId,
        linesOfBusiness: [lobB],
      },
    });
    const touched = await call(t.app, 'POST', `/api/users/update/${outside.body.data.id}`, {
      token: manager.token,
      body: { firstName: 'Touched' },
    });
    expect(touched.status).toBe(403);
    expect((await userRow(outside.body.data.id)).firstName).toBe('Out');
  });

  it('a roles editor cannot change a role that holds more than they do, nor their own role upwards', async () => {
    const editor = await userWith(t.app, grant({ 'roles-and-permissions': ['view', 'edit'] }));
    const recruiterId = roleIds.get('Recruiter')!;
    const renamed = await call(t.app, 'POST', `/api/roles/update/${recruiterId}`, {
      token: editor.token,
      body: { name: 'Hijacked', status: 0 },
    });
    expect(renamed.status).toBe(403);
    expect(
      (await call(t.app, 'GET', `/api/roles/get/${recruiterId}`, { token: admin })).body.data,
    ).toMatchObject({
      name: 'Recruiter',
      status: 1,
    });
    const raised = await call(t.app, 'PATCH', '/api/roles/save-permissions', {
      token: editor.token,
      body: {
        id: editor.roleId,
        permissions: grant({ 'roles-and-permissions': ['view', 'edit'], requisitions: ['view'] }),
      },
    });
    expect(raised.status).toBe(403);
    expect((await permissionsOfRole(editor.roleId)).requisitions?.view).toBe(false);
    // Giving away less than they hold is fine, also on their own role.
    const lowered = await call(t.app, 'PATCH', '/api/roles/save-permissions', {
      token: editor.token,
      body: { id: editor.roleId, permissions: grant({ 'roles-and-permissions': ['view', 'edit'] }) },
    });
    expect(lowered.status).toBe(200);
  });

  it('administrators keep full power', async () => {
    const scoped = await call(t.app, 'POST', '/api/users/create', {
      token: admin,
      body: {
        firstName: 'Second',
        lastName: 'Admin',
        email: email(),
        roleId: roleIds.get('Administrator'),
        linesOfBusiness: [lobA, lobB],
      },
    });
    expect(scoped.status).toBe(200);
    const widened = await call(t.app, 'POST', `/api/users/update/${scoped.body.data.id}`, {
      token: admin,
      body: { linesOfBusiness: [], roleId: roleIds.get('Recruiter') },
    });
    expect(widened.status).toBe(200);
    expect(widened.body.data).toMatchObject({ linesOfBusiness: [], roleName: 'Recruiter' });
  });
});
