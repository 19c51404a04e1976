import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, call, createTestApp, type TestApp, userWith } from '../../test/harness';

let t: TestApp;
let admin: string;
let adminId: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await adminToken(t.app);
  const me = await call(t.app, 'GET', '/api/users/list?search=admin%40example.com', { token: admin });
  adminId = me.body.data.items[0].id;
});
afterAll(() => t.close());

/** Rows of a raw query (both drivers answer `{ rows }`). */
const query = async (q: ReturnType<typeof sql>) =>
  (await t.database.db.execute(q)) as unknown as { rows: unknown[] };

const lob = (body: Record<string, unknown>, token = admin) =>
  call(t.app, 'POST', '/api/lobs/create', {
    token,
    body: { name: 'Care', clientName: 'Northwind', lineType: 'bpo', country: 'philippines', ...body },
  });

describe('lines of business', () => {
  it('creates one with an owner, answers ownerName, and records the audit entry', async () => {
    const res = await lob({ name: 'Voice', ownerId: adminId, description: 'Inbound voice' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      name: 'Voice',
      clientName: 'Northwind',
      ownerId: adminId,
      lineType: 'bpo',
      country: 'philippines',
      description: 'Inbound voice',
      active: true,
    });
    expect(res.body.data.ownerName).not.toBe('N/A');
    const audit = await query(
      sql`select action from audit_log where entity_type = 'line_of_business' and entity_id = ${res.body.data.id}`,
    );
    expect(audit.rows).toEqual([{ action: 'create' }]);
  });

  it('answers ownerName "N/A" without an owner', async () => {
    const res = await lob({ name: 'Ownerless' });
    expect(res.body.data).toMatchObject({ ownerId: null, ownerName: 'N/A' });
    const got = await call(t.app, 'GET', `/api/lobs/get/${res.body.data.id}`, { token: admin });
    expect(got.body.data.ownerName).toBe('N/A');
  });

  it('refuses bad input with every problem listed, and an unknown owner', async () => {
    const res = await call(t.app, 'POST', '/api/lobs/create', {
      token: admin,
      body: { name: '', lineType: 'nope', country: 'mars' },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors.length).toBeGreaterThanOrEqual(4);
    const owner = await lob({ name: 'Bad owner', ownerId: '00000000-0000-4000-8000-000000000000' });
    expect(owner.status).toBe(400);
    expect(owner.body.errors).toContain('ownerId: user does not exist');
  });

  it('refuses a second line with the same name for the same client (409), whatever the case', async () => {
    await lob({ name: 'Dup line', clientName: 'Dup client' });
    const res = await lob({ name: 'DUP LINE', clientName: 'dup client' });
    expect(res.status).toBe(409);
    expect((await lob({ name: 'Dup line', clientName: 'Other client' })).status).toBe(200);
  });

  it('updates only what is sent, deactivates instead of deleting, and audits the status change', async () => {
    const created = await lob({ name: 'To update', description: 'keep me' });
    const id = created.body.data.id;
    const res = await call(t.app, 'POST', `/api/lobs/update/${id}`, {
      token: admin,
      body: { active: false },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ active: false, description: 'keep me', name: 'To update' });
    const audit = await query(
      sql`select action from audit_log where entity_type = 'line_of_business' and entity_id = ${id} order by created_at`,
    );
    expect(audit.rows).toEqual([{ action: 'create' }, { action: 'status_change' }]);
    expect(
      (await call(t.app, 'POST', `/api/lobs/update/${id}`, { token: admin, body: { ownerId: null } })).status,
    ).toBe(200);
  });

  it('answers 404 for an unknown id on get and update', async () => {
    const unknown = '00000000-0000-4000-8000-000000000001';
    expect((await call(t.app, 'GET', `/api/lobs/get/${unknown}`, { token: admin })).status).toBe(404);
    expect(
      (await call(t.app, 'POST', `/api/lobs/update/${unknown}`, { token: admin, body: { name: 'x' } }))
        .status,
    ).toBe(404);
  });

  it('lists with search, filters and sort', async () => {
    await lob({ name: 'Filter A', clientName: 'Filtered Co', lineType: 'corporate', country: 'usa' });
    await lob({
      name: 'Filter B',
      clientName: 'Filtered Co',
      lineType: 'small-teams',
      country: 'india',
      active: false,
    });
    const all = await call(t.app, 'GET', '/api/lobs/list?search=filtered&sort=-name', { token: admin });
    expect(all.body.data.items.map((l: { name: string }) => l.name)).toEqual(['Filter B', 'Filter A']);
    const corp = await call(t.app, 'GET', '/api/lobs/list?search=filtered&lineType=corporate', {
      token: admin,
    });
    expect(corp.body.data.items.map((l: { name: string }) => l.name)).toEqual(['Filter A']);
    const inactive = await call(t.app, 'GET', '/api/lobs/list?search=filtered&active=false', {
      token: admin,
    });
    expect(inactive.body.data.items.map((l: { name: string }) => l.name)).toEqual(['Filter B']);
    const byCountry = await call(t.app, 'GET', '/api/lobs/list?search=filtered&country=india,usa', {
      token: admin,
    });
    expect(byCountry.body.data.items).toHaveLength(2);
    expect((await call(t.app, 'GET', '/api/lobs/list?sort=owner', { token: admin })).status).toBe(400);
    expect((await call(t.app, 'GET', '/api/lobs/list?lineType=nope', { token: admin })).status).toBe(400);
  });

  it('lets the users screen (user-management view) and the requisition builder (requisitions view) read the list', async () => {
    const um = await userWith(t.app, { 'user-management': ['view'] });
    expect((await call(t.app, 'GET', '/api/lobs/list', { token: um.token })).status).toBe(200);
    const rq = await userWith(t.app, { requisitions: ['view'] });
    expect((await call(t.app, 'GET', '/api/lobs/list', { token: rq.token })).status).toBe(200);
    const other = await userWith(t.app, { dashboard: ['view'] });
    expect((await call(t.app, 'GET', '/api/lobs/list', { token: other.token })).status).toBe(403);
    expect((await call(t.app, 'POST', '/api/lobs/create', { token: um.token, body: {} })).status).toBe(403);
  });

  it('scopes a user with lines of business to those lines', async () => {
    const mine = await lob({ name: 'Scoped mine', clientName: 'Scope Co' });
    const theirs = await lob({ name: 'Scoped theirs', clientName: 'Scope Co' });
    const user = await userWith(
      t.app,
      { 'lines-of-business': ['view', 'edit'] },
      { linesOfBusiness: [mine.body.data.id] },
    );
    const list = await call(t.app, 'GET', '/api/lobs/list?search=scope%20co', { token: user.token });
    expect(list.body.data.items.map((l: { id: string }) => l.id)).toEqual([mine.body.data.id]);
    expect(
      (await call(t.app, 'GET', `/api/lobs/get/${theirs.body.data.id}`, { token: user.token })).status,
    ).toBe(404);
    const upd = await call(t.app, 'POST', `/api/lobs/update/${theirs.body.data.id}`, {
      token: user.token,
      body: { name: 'x' },
    });
    expect(upd.status).toBe(404);
  });

  it('offers active users as owners, searchable by name or email', async () => {
    const res = await call(t.app, 'GET', '/api/lobs/owner-options?search=admin%40', { token: admin });
    expect(res.status).toBe(200);
    expect(res.body.data.items).toEqual([
      expect.objectContaining({ id: adminId, email: 'admin@example.com' }),
    ]);
    const viewer = await userWith(t.app, { 'lines-of-business': ['view'] });
    expect((await call(t.app, 'GET', '/api/lobs/owner-options', { token: viewer.token })).status).toBe(403);
  });
});
