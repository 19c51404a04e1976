import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, call, createTestApp, type TestApp, userWith } from '../../test/harness';

let t: TestApp;
let admin: string;
let lobId: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await adminToken(t.app);
  const lob = await call(t.app, 'POST', '/api/lobs/create', {
    token: admin,
    body: { name: 'Audited line', clientName: 'Audit Co', lineType: 'bpo', country: 'philippines' },
  });
  lobId = lob.body.data.id;
  await call(t.app, 'POST', `/api/lobs/update/${lobId}`, {
    token: admin,
    body: { description: 'Now described' },
  });
});
afterAll(() => t.close());

const list = (query: string, token = admin) => call(t.app, 'GET', `/api/audit-log/list${query}`, { token });

describe('audit log', () => {
  it('lists a change with who, what, action, when and the before/after of the changed fields', async () => {
    const res = await list(`?entityType=line_of_business&entityId=${lobId}`);
    expect(res.status).toBe(200);
    const [update, create] = res.body.data.items;
    expect(update).toMatchObject({
      action: 'update',
      entityType: 'line_of_business',
      entityId: lobId,
      actor: { email: 'admin@example.com' },
      diff: { description: ['', 'Now described'] },
    });
    expect(create.action).toBe('create');
    expect(Date.parse(update.createdAt)).toBeGreaterThanOrEqual(Date.parse(create.createdAt));
  });

  it('filters by actor, action and date range, and pages by keyset without repeats', async () => {
    const me = (await list('?limit=1')).body.data.items[0].actor.id;
    const byActor = await list(`?actor=${me}&action=create,update&limit=100`);
    expect(byActor.body.data.items.length).toBeGreaterThan(0);
    expect(byActor.body.data.items.every((e: { actor: { id: string } }) => e.actor.id === me)).toBe(true);
    expect(
      byActor.body.data.items.every((e: { action: string }) => ['create', 'update'].includes(e.action)),
    ).toBe(true);
    expect((await list('?createdFrom=2999-01-01')).body.data.items).toEqual([]);
    const today = new Date().toISOString().slice(0, 10);
    expect((await list(`?createdFrom=${today}&createdTo=${today}`)).body.data.items.length).toBeGreaterThan(
      0,
    );

    const seen: string[] = [];
    let key: string | null = null;
    do {
      const page: { body: { data: { items: { id: string }[]; paginationKey: string | null } } } = await list(
        `?limit=2${key ? `&paginationKey=${key}` : ''}`,
      );
      seen.push(...page.body.data.items.map((i) => i.id));
      key = page.body.data.paginationKey;
    } while (key);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.length).toBe((await list('?limit=100')).body.data.items.length);
  });

  it('exports the filtered entries as CSV', async () => {
    const res = await call(t.app, 'GET', `/api/audit-log/export?entityId=${lobId}`, { token: admin });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/csv/);
    const rows = parse(res.text, { columns: true }) as Record<string, string>[];
    expect(rows.map((r) => r.Action)).toEqual(['update', 'create']);
    expect(JSON.parse(rows[0]!.Changes!)).toEqual({ description: ['', 'Now described'] });
  });

  it('needs audit-log view; other roles get 403', async () => {
    const other = await userWith(t.app, { 'user-management': ['view'] });
    expect((await list('', other.token)).status).toBe(403);
    const viewer = await userWith(t.app, { 'audit-log': ['view'] });
    expect((await list('', viewer.token)).status).toBe(200);
    expect((await call(t.app, 'GET', '/api/audit-log/actors', { token: viewer.token })).status).toBe(200);
  });

  it('has no call that edits or deletes an entry', async () => {
    const entry = (await list('?limit=1')).body.data.items[0];
    for (const [method, url] of [
      ['PUT', `/api/audit-log/update/${entry.id}`],
      ['POST', `/api/audit-log/update/${entry.id}`],
      ['DELETE', `/api/audit-log/delete/${entry.id}`],
      ['PATCH', `/api/audit-log/${entry.id}`],
    ] as const) {
      expect((await call(t.app, method, url, { token: admin, body: {} })).status).toBe(404);
    }
    const routes = (t.app as unknown as { apiRoutes: { method: string; url: string }[] }).apiRoutes.filter(
      (r) => r.url.startsWith('/api/audit-log'),
    );
    expect(routes.length).toBeGreaterThan(0);
    expect(routes.every((r) => r.method === 'GET')).toBe(true);
  });

  it('refuses bad filters with 400', async () => {
    expect((await list('?action=explode')).status).toBe(400);
    expect((await list('?actor=not-a-uuid')).status).toBe(400);
    expect((await list('?createdFrom=yesterday')).status).toBe(400);
    expect((await list('?sort=entityId')).status).toBe(400);
  });
});
