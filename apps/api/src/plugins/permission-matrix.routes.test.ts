import { normalizePermissions, OPERATIONS, PERMISSION_ITEMS, type TPermissions } from '@ats/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp, userWith } from '../test/harness';
import type { RegisteredRoute, RoutePermission } from './route-access';

/**
 * Generated from the live route table: every staff route, present and future, is checked for
 * 401 without a token, 403 for a role lacking exactly its permission, and neither with it.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const SAMPLE_ID = '00000000-0000-4000-8000-000000000000';
const concreteUrl = (url: string) => url.replace(/:[A-Za-z]+/g, SAMPLE_ID);

const everythingExcept = (perm: RoutePermission): TPermissions => {
  const denied = [perm, ...(perm.alsoGrantedBy ?? [])];
  const alt = (id: string) => PERMISSION_ITEMS.find((i) => i.id === id)?.altId;
  return normalizePermissions(
    Object.fromEntries(
      PERMISSION_ITEMS.map((item) => [
        item.id,
        Object.fromEntries(
          OPERATIONS.map((op) => [
            op,
            Boolean(item.operations?.includes(op)) &&
              !denied.some((d) => d.op === op && (d.menuItem === item.id || alt(d.menuItem) === item.id)),
          ]),
        ),
      ]),
    ) as TPermissions,
  );
};

const only = (perm: RoutePermission): TPermissions =>
  normalizePermissions({ [perm.menuItem]: { [perm.op]: true } } as TPermissions);

describe('permission matrix', () => {
  it('covers every /api route, and each declares how it may be reached', () => {
    expect(t.app.apiRoutes.length).toBeGreaterThan(10);
    for (const r of t.app.apiRoutes) expect(r.access).toBeDefined();
  });

  it('answers 401 without a token, 403 without the permission and neither with it, on every staff route', async () => {
    const staff = t.app.apiRoutes.filter(
      (r): r is RegisteredRoute & { access: { permission: RoutePermission } } => 'permission' in r.access,
    );
    const tokens = new Map<string, { allowed: string; denied: string }>();
    const failures: string[] = [];
    for (const route of staff) {
      const perm = route.access.permission;
      const key = JSON.stringify(perm);
      if (!tokens.has(key)) {
        const allowed = await userWith(t.app, only(perm));
        const denied = await userWith(t.app, everythingExcept(perm));
        tokens.set(key, { allowed: allowed.token, denied: denied.token });
      }
      const { allowed, denied } = tokens.get(key)!;
      const url = concreteUrl(route.url);
      const method = route.method as 'GET';
      const anon = await call(t.app, method, url);
      if (anon.status !== 401) failures.push(`${route.method} ${route.url} without token: ${anon.status}`);
      const no = await call(t.app, method, url, { token: denied });
      if (no.status !== 403)
        failures.push(`${route.method} ${route.url} without ${perm.menuItem}:${perm.op}: ${no.status}`);
      const yes = await call(t.app, method, url, { token: allowed });
      if (yes.status === 401 || yes.status === 403 || yes.status >= 500) {
        failures.push(
          `${route.method} ${route.url} with ${perm.menuItem}:${perm.op}: ${yes.status} ${yes.text}`,
        );
      }
    }
    console.log(`permission matrix: ${staff.length} staff routes × 3 callers = ${staff.length * 3} checks`);
    expect(failures).toEqual([]);
  }, 600_000);

  it('answers 401 without a token on every signed-in route', async () => {
    for (const route of t.app.apiRoutes.filter((r) => 'signedIn' in r.access)) {
      const res = await call(t.app, route.method as 'GET', concreteUrl(route.url));
      expect(res.status, `${route.method} ${route.url}`).toBe(401);
    }
  });
});
