import { parse } from 'csv-parse/sync';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listOutbox } from '../../adapters/mail/outbox.repo';
import { adminToken, call, createTestApp, type TestApp, userWith } from '../../test/harness';
import { seedClassRequestsDemo } from './class-requests.seed';
import { agentClassRequestForm } from './class-requests.test-helper';

let t: TestApp;
let admin: string;
let ipCounter = 0;
/** Each submission comes from its own address, so the route's rate limit only bites where tested. */
const freshIp = () => ({ 'x-forwarded-for': `203.0.113.${++ipCounter}` });

const BASE = '/api/talent-discovery-requests';
const rows = async (q: SQL): Promise<Record<string, unknown>[]> =>
  ((await t.database.db.execute(q)) as unknown as { rows: Record<string, unknown>[] }).rows;

const agentForm = agentClassRequestForm;

const nonAgentForm = (over: Record<string, unknown> = {}) => ({
  type: 'non-agent',
  requesterName: 'Lee Finance',
  email: 'lee@example.com',
  phone: '555 010 3000',
  company: 'Globex',
  positionTitle: 'Payroll Specialist',
  headcount: 2,
  targetStartDate: '2027-02-01',
  country: 'india',
  workMode: 'remote',
  employmentType: 'part-time',
  shift: 'day',
  hoursPerWeek: 20,
  payMin: 20,
  payMax: 30,
  payCurrency: 'INR',
  payPeriod: 'hour',
  department: 'Finance',
  seniority: 'senior',
  requiredSkills: ['Payroll', 'Excel'],
  educationLevel: 'bachelor',
  ...over,
});

const submit = (body: unknown, headers: Record<string, string> = freshIp()) =>
  call(t.app, 'POST', `${BASE}/submit`, { body, headers });

const idOf = async (referenceNumber: string) => {
  const list = await call(t.app, 'GET', `${BASE}/list?search=${referenceNumber}`, { token: admin });
  return list.body.data.items[0].id as string;
};

beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: 'true' });
  admin = await adminToken(t.app);
});
afterAll(() => t.close());

describe('public submit', () => {
  it('accepts an agent form without a token, answers a reference number, and mails requester and staff', async () => {
    const res = await submit(agentForm());
    expect(res.status).toBe(200);
    expect(res.body.data.referenceNumber).toMatch(/^CR-\d{4}-\d{4}$/);
    expect(Object.keys(res.body.data).sort()).toEqual([
      'positionTitle',
      'referenceNumber',
      'submittedAt',
      'type',
    ]);

    const toRequester = await listOutbox(t.database.db, 'dana.client@example.com');
    expect(toRequester).toHaveLength(1);
    expect(toRequester[0]!.subject).toContain(res.body.data.referenceNumber);
    // No STAFF_NOTIFY_EMAIL: every active user whose role can view class requests (the admin).
    const toStaff = await listOutbox(t.database.db, 'admin@example.com');
    expect(toStaff.some((m) => m.subject.includes(res.body.data.referenceNumber))).toBe(true);

    const id = await idOf(res.body.data.referenceNumber);
    const view = await call(t.app, 'GET', `${BASE}/view/${id}`, { token: admin });
    expect(view.status).toBe(200);
    expect(view.body.data).toMatchObject({
      status: 'new',
      type: 'agent',
      company: 'Acme Telecom',
      email: 'dana.client@example.com',
      currentVersionNumber: 1,
      versionCount: 1,
      lob: null,
      requisition: null,
    });
    expect(view.body.data.current.createdBy).toBeNull();
    expect(view.body.data.current.content.languages).toEqual([{ language: 'English', level: 'fluent' }]);
  });

  it('accepts a non-agent form and numbers references in sequence', async () => {
    const a = await submit(nonAgentForm());
    const b = await submit(nonAgentForm({ positionTitle: 'Accountant' }));
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    const n = (ref: string) => Number(ref.slice(-4));
    expect(n(b.body.data.referenceNumber)).toBe(n(a.body.data.referenceNumber) + 1);
  });

  it('lists every validation problem and stores nothing', async () => {
    const before = await rows(sql`select count(*)::int as n from class_requests`);
    const res = await submit({
      ...agentForm(),
      email: 'not-an-email',
      headcount: 0,
      payMin: 900,
      payMax: 100,
      channels: [],
      languages: [],
      targetStartDate: '15/01/2027',
    });
    expect(res.status).toBe(400);
    const fields = (res.body.errors as string[]).map((e) => e.split(':')[0]);
    expect(fields).toEqual(
      expect.arrayContaining(['email', 'headcount', 'channels', 'languages', 'targetStartDate']),
    );
    const pay = await submit({ ...agentForm(), payMin: 900, payMax: 100 });
    expect(pay.status).toBe(400);
    expect(pay.body.errors).toEqual(['payMax: Maximum pay must be at least the minimum pay']);
    const wrongType = await submit({ ...agentForm(), type: 'robot' });
    expect(wrongType.status).toBe(400);
    const after = await rows(sql`select count(*)::int as n from class_requests`);
    expect(after).toEqual(before);
  });

  it('answers a filled honeypot like a success but stores and mails nothing', async () => {
    const before = await rows(sql`select count(*)::int as n from class_requests`);
    const mailBefore = (await listOutbox(t.database.db)).length;
    const res = await submit(agentForm({ website: 'http://spam.example', email: 'bot@example.com' }));
    expect(res.status).toBe(200);
    expect(res.body.data.referenceNumber).toMatch(/^CR-\d{4}-\d{4}$/);
    const after = await rows(sql`select count(*)::int as n from class_requests`);
    expect(after).toEqual(before);
    expect((await listOutbox(t.database.db)).length).toBe(mailBefore);
    const list = await call(t.app, 'GET', `${BASE}/list?search=bot@example.com`, { token: admin });
    expect(list.body.data.items).toEqual([]);
  });

  it('refuses a body over the size cap with 413 and a guest may not send a line of business', async () => {
    const huge = await submit(agentForm({ notes: 'x'.repeat(70_000) }));
    expect(huge.status).toBe(413);
    const long = await submit(agentForm({ notes: 'x'.repeat(4001) }));
    expect(long.status).toBe(400);
    const lob = await submit(agentForm({ lobId: '00000000-0000-4000-8000-000000000000' }));
    expect(lob.status).toBe(200);
    const id = await idOf(lob.body.data.referenceNumber);
    const view = await call(t.app, 'GET', `${BASE}/view/${id}`, { token: admin });
    expect(view.body.data.current.content.lobId).toBeNull();
  });

  it('rate-limits submissions from one address', async () => {
    const headers = { 'x-forwarded-for': '198.51.100.7' };
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await submit({ type: 'agent' }, headers)).status);
    expect(statuses.slice(0, 10).every((s) => s === 400)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('sends the staff notification to STAFF_NOTIFY_EMAIL when it is set', async () => {
    const other = await createTestApp({ STAFF_NOTIFY_EMAIL: 'desk@example.com, lead@example.com' });
    try {
      const res = await call(other.app, 'POST', `${BASE}/submit`, { body: agentForm() });
      expect(res.status).toBe(200);
      expect(await listOutbox(other.database.db, 'desk@example.com')).toHaveLength(1);
      expect(await listOutbox(other.database.db, 'lead@example.com')).toHaveLength(1);
      expect(await listOutbox(other.database.db, 'admin@example.com')).toHaveLength(0);
    } finally {
      await other.close();
    }
  });
});

describe('versions', () => {
  it('update → v2 current, mark v1 current, delete v2, delete current → 409', async () => {
    const ref = (await submit(agentForm({ positionTitle: 'Versioned Agent' }))).body.data.referenceNumber;
    const id = await idOf(ref);

    const updated = await call(t.app, 'PUT', `${BASE}/update/${id}`, {
      token: admin,
      body: agentForm({ positionTitle: 'Versioned Agent (night)', headcount: 30, lobId: null }),
    });
    expect(updated.status).toBe(200);
    expect(updated.body.data.versionCount).toBe(2);
    expect(updated.body.data.current.versionNumber).toBe(2);
    expect(updated.body.data.current.createdBy.name).toBe('System Administrator');
    expect(updated.body.data.positionTitle).toBe('Versioned Agent (night)');
    const v1 = updated.body.data.versions.find((v: { versionNumber: number }) => v.versionNumber === 1);
    const v2 = updated.body.data.versions.find((v: { versionNumber: number }) => v.versionNumber === 2);
    expect(v1.isCurrent).toBe(false);
    expect(v1.content.headcount).toBe(25);

    const marked = await call(t.app, 'PUT', `${BASE}/versions/mark-as-current`, {
      token: admin,
      body: { classRequestId: id, id: v1.id },
    });
    expect(marked.status).toBe(200);
    expect(marked.body.data.current.id).toBe(v1.id);
    expect(marked.body.data.positionTitle).toBe('Versioned Agent');
    expect(marked.body.data.headcount).toBe(25);

    const deleted = await call(t.app, 'DELETE', `${BASE}/versions/delete/${id}/${v2.id}`, { token: admin });
    expect(deleted.status).toBe(200);
    expect(deleted.body.data.versions.map((v: { versionNumber: number }) => v.versionNumber)).toEqual([1]);

    const current = await call(t.app, 'DELETE', `${BASE}/versions/delete/${id}/${v1.id}`, { token: admin });
    expect(current.status).toBe(409);
    expect(current.body.message).toMatch(/current version cannot be deleted/);

    // A deleted version's number is never given again.
    const v3 = await call(t.app, 'PUT', `${BASE}/update/${id}`, { token: admin, body: agentForm() });
    expect(v3.body.data.current.versionNumber).toBe(3);

    const unknown = await call(
      t.app,
      'DELETE',
      `${BASE}/versions/delete/${id}/00000000-0000-4000-8000-000000000000`,
      { token: admin },
    );
    expect(unknown.status).toBe(404);
    const audit = await rows(
      sql`select action from audit_log where entity_id = ${id} or entity_id = ${v2.id} order by created_at`,
    );
    expect(audit.map((r) => r.action)).toEqual(['create', 'update', 'update', 'delete', 'update']);
  });

  it('an update may switch the type, and refuses an unknown line of business', async () => {
    const id = await idOf((await submit(agentForm())).body.data.referenceNumber);
    const switched = await call(t.app, 'PUT', `${BASE}/update/${id}`, { token: admin, body: nonAgentForm() });
    expect(switched.status).toBe(200);
    expect(switched.body.data.type).toBe('non-agent');
    const badLob = await call(t.app, 'PUT', `${BASE}/update/${id}`, {
      token: admin,
      body: nonAgentForm({ lobId: '00000000-0000-4000-8000-000000000000' }),
    });
    expect(badLob.status).toBe(400);
    expect(badLob.body.errors).toEqual(['lobId: line of business does not exist']);
  });
});

describe('tracker list and export', () => {
  it('filters by type, status, country and submitted date, and pages without repeats', async () => {
    const all: string[] = [];
    const days = new Set<string>();
    let key: string | null = null;
    do {
      const page: {
        body: {
          data: { items: { id: string; type: string; createdAt: string }[]; paginationKey: string | null };
        };
      } = await call(t.app, 'GET', `${BASE}/list?limit=3${key ? `&paginationKey=${key}` : ''}`, {
        token: admin,
      });
      all.push(...page.body.data.items.map((i) => i.id));
      for (const i of page.body.data.items) days.add(i.createdAt.slice(0, 10));
      key = page.body.data.paginationKey;
    } while (key);
    expect(new Set(all).size).toBe(all.length);
    expect(all.length).toBeGreaterThan(5);

    const agents = await call(t.app, 'GET', `${BASE}/list?type=non-agent&country=india`, { token: admin });
    expect(agents.body.data.items.length).toBeGreaterThan(0);
    for (const i of agents.body.data.items) expect(i).toMatchObject({ type: 'non-agent', country: 'india' });

    // The requests' own days (a run that crosses midnight spans two), not the clock's today.
    const [first, last] = [...days].sort().filter((_, i, a) => i === 0 || i === a.length - 1);
    const inRange = await call(
      t.app,
      'GET',
      `${BASE}/list?submittedFrom=${first}&submittedTo=${last ?? first}&limit=100`,
      { token: admin },
    );
    expect(inRange.body.data.items.length).toBe(all.length);
    const future = await call(t.app, 'GET', `${BASE}/list?submittedFrom=2999-01-01`, { token: admin });
    expect(future.body.data.items).toEqual([]);
    const bad = await call(t.app, 'GET', `${BASE}/list?status=maybe&submittedFrom=yesterday`, {
      token: admin,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toHaveLength(2);
  });

  it('exports the filtered list as CSV that parses back', async () => {
    const ref = (await submit(agentForm({ company: '=HYPERLINK("x")', positionTitle: 'Agent, "Tier 1"' })))
      .body.data.referenceNumber;
    const res = await t.app.inject({
      method: 'GET',
      url: `${BASE}/export?type=agent`,
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="class-requests-.*\.csv"/);
    const rows = parse(res.body, { bom: true, columns: true }) as Record<string, string>[];
    const list = await call(t.app, 'GET', `${BASE}/list?type=agent&limit=100`, { token: admin });
    expect(rows.length).toBe(list.body.data.items.length);
    expect(rows.every((r) => r.Type === 'Agent')).toBe(true);
    const row = rows.find((r) => r.Reference === ref)!;
    expect(row['Position title']).toBe('Agent, "Tier 1"');
    expect(row.Company).toBe(`'=HYPERLINK("x")`);
    expect(row.Status).toBe('New');
  });
});

describe('status and accept', () => {
  const createLob = async (over: Record<string, unknown> = {}) => {
    const res = await call(t.app, 'POST', '/api/lobs/create', {
      token: admin,
      body: {
        name: `Acme Support ${Math.random()}`,
        clientName: 'Acme',
        lineType: 'bpo',
        country: 'philippines',
        ...over,
      },
    });
    expect(res.status).toBe(200);
    return res.body.data.id as string;
  };

  it('moves through review and decline with a reason, and refuses illegal moves with 409', async () => {
    const id = await idOf((await submit(agentForm())).body.data.referenceNumber);
    const review = await call(t.app, 'PUT', `${BASE}/status/${id}`, {
      token: admin,
      body: { status: 'in_review' },
    });
    expect(review.body.data.status).toBe('in_review');
    const noReason = await call(t.app, 'PUT', `${BASE}/status/${id}`, {
      token: admin,
      body: { status: 'declined' },
    });
    expect(noReason.status).toBe(400);
    const declined = await call(t.app, 'PUT', `${BASE}/status/${id}`, {
      token: admin,
      body: { status: 'declined', reason: 'Budget below market' },
    });
    expect(declined.body.data).toMatchObject({ status: 'declined', statusReason: 'Budget below market' });
    const back = await call(t.app, 'PUT', `${BASE}/status/${id}`, { token: admin, body: { status: 'new' } });
    expect(back.status).toBe(409);
    const accept = await call(t.app, 'POST', `${BASE}/accept/${id}`, {
      token: admin,
      body: { lobId: await createLob() },
    });
    expect(accept.status).toBe(409);
    const viaStatus = await call(t.app, 'PUT', `${BASE}/status/${id}`, {
      token: admin,
      body: { status: 'accepted' },
    });
    expect(viaStatus.status).toBe(400);
  });

  it('accept → a draft requisition pre-filled from the current version, linked, and the request frozen', async () => {
    const id = await idOf(
      (await submit(agentForm({ positionTitle: 'Chat Agent', headcount: 12 }))).body.data.referenceNumber,
    );
    const noLob = await call(t.app, 'POST', `${BASE}/accept/${id}`, { token: admin, body: {} });
    expect(noLob.status).toBe(400);
    expect(noLob.body.errors).toEqual(['lobId: choose the line of business the requisition belongs to']);

    const lobId = await createLob();
    const accepted = await call(t.app, 'POST', `${BASE}/accept/${id}`, { token: admin, body: { lobId } });
    expect(accepted.status).toBe(200);
    expect(accepted.body.data.status).toBe('accepted');
    const requisition = accepted.body.data.requisition;
    expect(requisition.requisitionUid).toMatch(/^REQ-\d{4}-\d{4}$/);
    expect(requisition.name).toBe('Acme Telecom – Chat Agent');

    const got = await call(t.app, 'GET', `/api/requisitions/get/${requisition.id}`, { token: admin });
    expect(got.status).toBe(200);
    expect(got.body.data).toMatchObject({
      status: 'draft',
      requiredHC: 12,
      startDate: '2027-01-15',
      lob: { id: lobId },
      jobTitle: { jobTitle: 'Chat Agent', type: 'full-time', workEnvironment: 'onsite' },
    });

    const again = await call(t.app, 'POST', `${BASE}/accept/${id}`, { token: admin, body: { lobId } });
    expect(again.status).toBe(409);
    const edit = await call(t.app, 'PUT', `${BASE}/update/${id}`, { token: admin, body: agentForm() });
    expect(edit.status).toBe(409);
  });

  it('accept never copies the internal notes into the public description; the location is the real one', async () => {
    const secret = 'Internal: budget is flexible, do not tell candidates';
    const id = await idOf(
      (await submit(agentForm({ notes: secret, location: 'Makati City' }))).body.data.referenceNumber,
    );
    const lobId = await createLob();
    const accepted = await call(t.app, 'POST', `${BASE}/accept/${id}`, { token: admin, body: { lobId } });
    expect(accepted.status).toBe(200);
    const got = await call(t.app, 'GET', `/api/requisitions/get/${accepted.body.data.requisition.id}`, {
      token: admin,
    });
    expect(got.body.data.description).not.toContain('budget is flexible');
    expect(got.body.data.description).toContain('Requirements');
    expect(got.body.data.jobTitle.location).toBe('Makati City, Philippines');
    // The request keeps its notes for staff.
    const view = await call(t.app, 'GET', `${BASE}/view/${id}`, { token: admin });
    expect(JSON.stringify(view.body.data)).toContain('budget is flexible');

    const remote = await idOf((await submit(nonAgentForm({ location: '' }))).body.data.referenceNumber);
    const acceptedRemote = await call(t.app, 'POST', `${BASE}/accept/${remote}`, {
      token: admin,
      body: { lobId },
    });
    expect(acceptedRemote.body.data.requisition.id).toBeTruthy();
    const gotRemote = await call(
      t.app,
      'GET',
      `/api/requisitions/get/${acceptedRemote.body.data.requisition.id}`,
      {
        token: admin,
      },
    );
    expect(gotRemote.body.data.jobTitle.location).toBe('Remote, India');
  });

  it('accepting needs the right to create that requisition (requisitions: edit, and its line of business)', async () => {
    const id = await idOf((await submit(agentForm())).body.data.referenceNumber);
    const lobId = await createLob();
    const otherLob = await createLob();
    const onlyRequests = await userWith(t.app, { 'class-requests': ['view', 'edit'] });
    const denied = await call(t.app, 'POST', `${BASE}/accept/${id}`, {
      token: onlyRequests.token,
      body: { lobId },
    });
    expect(denied.status).toBe(403);
    const scoped = await userWith(
      t.app,
      { 'class-requests': ['view', 'edit'], requisitions: ['view', 'edit'] },
      { linesOfBusiness: [otherLob] },
    );
    const outOfScope = await call(t.app, 'POST', `${BASE}/accept/${id}`, {
      token: scoped.token,
      body: { lobId },
    });
    expect(outOfScope.status).toBe(403);
    const view = await call(t.app, 'GET', `${BASE}/view/${id}`, { token: admin });
    expect(view.body.data.status).toBe('new');
    const ok = await call(t.app, 'POST', `${BASE}/accept/${id}`, {
      token: scoped.token,
      body: { lobId: otherLob },
    });
    expect(ok.status).toBe(200);
  });

  it('an inactive line of business cannot get the requisition', async () => {
    const id = await idOf((await submit(agentForm())).body.data.referenceNumber);
    const lobId = await createLob({ active: false });
    const res = await call(t.app, 'POST', `${BASE}/accept/${id}`, { token: admin, body: { lobId } });
    expect(res.status).toBe(409);
    const view = await call(t.app, 'GET', `${BASE}/view/${id}`, { token: admin });
    expect(view.body.data.status).toBe('new');
  });
});

describe('permissions and deletion', () => {
  it('a viewer reads but cannot edit or delete; deleting removes the request and its versions', async () => {
    const viewer = await userWith(t.app, { 'class-requests': ['view'] });
    const id = await idOf((await submit(agentForm())).body.data.referenceNumber);
    expect((await call(t.app, 'GET', `${BASE}/view/${id}`, { token: viewer.token })).status).toBe(200);
    expect(
      (await call(t.app, 'PUT', `${BASE}/update/${id}`, { token: viewer.token, body: agentForm() })).status,
    ).toBe(403);
    expect((await call(t.app, 'DELETE', `${BASE}/delete/${id}`, { token: viewer.token })).status).toBe(403);
    expect((await call(t.app, 'GET', `${BASE}/list`)).status).toBe(401);

    const del = await call(t.app, 'DELETE', `${BASE}/delete/${id}`, { token: admin });
    expect(del.status).toBe(200);
    expect((await call(t.app, 'GET', `${BASE}/view/${id}`, { token: admin })).status).toBe(404);
    const versions = await rows(
      sql`select count(*)::int as n from class_request_versions where class_request_id = ${id}`,
    );
    expect(versions[0]).toEqual({ n: 0 });
  });
});

describe('demo data', () => {
  it('seeds requests in several statuses, one with two versions, that the tracker shows', async () => {
    const [admin_] = await rows(sql`select id from users where email = 'admin@example.com'`);
    await seedClassRequestsDemo({ db: t.database.db, log: t.app.log, adminUserId: String(admin_!.id) });
    const list = await call(t.app, 'GET', `${BASE}/list?search=Fabrikam`, { token: admin });
    expect(list.body.data.items).toHaveLength(1);
    expect(list.body.data.items[0]).toMatchObject({
      status: 'in_review',
      versionCount: 2,
      currentVersionNumber: 2,
    });
    const declined = await call(t.app, 'GET', `${BASE}/list?status=declined`, { token: admin });
    expect(declined.body.data.items.length).toBeGreaterThan(0);
  });
});
