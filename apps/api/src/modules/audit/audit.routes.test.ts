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

  it('answers an entity’s History to whoever may view the entity, and only to them', async () => {
    const newLob = async (name: string, lineType: string) =>
      (
        await call(t.app, 'POST', '/api/lobs/create', {
          token: admin,
          body: { name, clientName: 'History Co', lineType, country: 'philippines' },
        })
      ).body.data.id as string;
    const newRequisition = async (lob: string, name: string) => {
      const res = await call(t.app, 'POST', '/api/requisitions/create', {
        token: admin,
        body: {
          name,
          lobId: lob,
          jobTitle: { jobTitle: 'Agent', internalJobCode: 'H-1', location: 'Makati' },
          description: '<p>Work.</p>',
          requiredHC: 2,
        },
      });
      expect(res.status, res.text).toBe(200);
      return res.body.data.id as string;
    };
    const small = await newLob('History small', 'small-teams');
    const req = await newRequisition(lobId, 'History class');
    const smallReq = await newRequisition(small, 'History small class');
    const renamed = await call(t.app, 'PUT', `/api/requisitions/update/${req}`, {
      token: admin,
      body: { name: 'History class renamed' },
    });
    expect(renamed.status, renamed.text).toBe(200);
    const history = (type: string, id: string, token = admin, extra = '') =>
      call(t.app, 'GET', `/api/audit-log/history?entityType=${type}&entityId=${id}${extra}`, { token });

    const res = await history('requisition', req);
    expect(res.status).toBe(200);
    const [update, create] = res.body.data.items;
    expect(update).toMatchObject({
      action: 'update',
      entityType: 'requisition',
      entityId: req,
      actor: { email: 'admin@example.com' },
      diff: { name: ['History class', 'History class renamed'] },
      ip: null,
    });
    expect(create.action).toBe('create');
    expect(res.body.data.items.every((e: { entityId: string }) => e.entityId === req)).toBe(true);
    // Keyset pages.
    const first = await history('requisition', req, admin, '&limit=1');
    expect(first.body.data.items).toHaveLength(1);
    const next = await history(
      'requisition',
      req,
      admin,
      `&limit=1&paginationKey=${first.body.data.paginationKey}`,
    );
    expect(next.body.data.items[0].id).toBe(create.id);

    // Same scope as the entity's page: the line of business, small teams, the list's view permission.
    const inLine = await userWith(t.app, { requisitions: ['view'] }, { linesOfBusiness: [lobId] });
    expect((await history('requisition', req, inLine.token)).status).toBe(200);
    const otherLine = await userWith(t.app, { requisitions: ['view'] }, { linesOfBusiness: [small] });
    expect((await history('requisition', req, otherLine.token)).status).toBe(404);
    expect((await history('requisition', smallReq, otherLine.token)).status).toBe(404);
    const withSmall = await userWith(
      t.app,
      { requisitions: ['view', 'small_teams'] },
      { linesOfBusiness: [small] },
    );
    expect((await history('requisition', smallReq, withSmall.token)).status).toBe(200);
    const noView = await userWith(t.app, { 'class-requests': ['view'] });
    expect((await history('requisition', req, noView.token)).status).toBe(403);

    // A manual applicant's status change, with its diff.
    const applicant = await call(t.app, 'POST', '/api/applicants/create', {
      token: admin,
      body: { firstName: 'Hist', lastName: 'Ory', source: 'referral', status: 'incomplete', lobId },
    });
    const applicantId = applicant.body.data.id as string;
    await call(t.app, 'POST', '/api/applicants/status', {
      token: admin,
      body: { ids: [applicantId], status: 'recommended' },
    });
    const a = await history('applicant', applicantId);
    expect(a.body.data.items[0]).toMatchObject({
      action: 'status_change',
      diff: { status: ['incomplete', 'recommended'] },
    });
    expect((await history('applicant', applicantId, inLine.token)).status).toBe(403);

    // Guessed or malformed ids and types.
    expect((await history('requisition', '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await history('user', req)).status).toBe(400);
    expect((await history('requisition', 'nope')).status).toBe(400);
    expect(
      (await call(t.app, 'GET', `/api/audit-log/history?entityType=requisition&entityId=${req}`)).status,
    ).toBe(401);
  });

  it('refuses bad filters with 400', async () => {
    expect((await list('?action=explode')).status).toBe(400);
    expect((await list('?actor=not-a-uuid')).status).toBe(400);
    expect((await list('?createdFrom=yesterday')).status).toBe(400);
    expect((await list('?sort=entityId')).status).toBe(400);
  });
});
