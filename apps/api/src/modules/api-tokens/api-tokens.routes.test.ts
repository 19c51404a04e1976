import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, call, createTestApp, queryRows, type TestApp, userWith } from '../../test/harness';

let t: TestApp;
let admin: string;
let lobA: string;
let lobB: string;
let recruiterRole: string;

const newLob = async (name: string) => {
  const res = await call(t.app, 'POST', '/api/lobs/create', {
    token: admin,
    body: { clientName: 'Token Co', lineType: 'bpo', country: 'philippines', name },
  });
  if (res.status !== 200) throw new Error(res.text);
  return res.body.data.id as string;
};

const createToken = (body: Record<string, unknown>, token = admin, headers: Record<string, string> = {}) =>
  call(t.app, 'POST', '/api/api-tokens/create', { token, body, headers });

const tokenFor = async (body: Record<string, unknown>) => {
  const res = await createToken({ roleId: recruiterRole, ...body });
  if (res.status !== 200) throw new Error(res.text);
  return res.body.data as { token: { id: string; name: string }; secret: string };
};

beforeAll(async () => {
  t = await createTestApp({ API_TOKEN_RATE_LIMIT_PER_MINUTE: '5' });
  admin = await adminToken(t.app);
  lobA = await newLob('Token A');
  lobB = await newLob('Token B');
  const role = await call(t.app, 'POST', '/api/roles/create', {
    token: admin,
    body: {
      name: 'Payroll integration',
      permissions: {
        'applicant-tracker': { view: true, edit: true },
        'user-management': { view: true, edit: true },
        'roles-and-permissions': { view: true },
      },
    },
  });
  recruiterRole = role.body.data.id;
  for (const [name, lobId] of [
    ['Ana', lobA],
    ['Ben', lobB],
  ] as const)
    await call(t.app, 'POST', '/api/applicants/create', {
      token: admin,
      body: { firstName: name, lastName: 'Token', lobId },
    });
});
afterAll(() => t.close());

describe('API tokens', () => {
  it('shows the secret once, keeps only its hash, and lists the token without it', async () => {
    const { token, secret } = await tokenFor({ name: 'Payroll sync' });
    expect(secret).toMatch(/^atsk_[A-Za-z0-9_-]{43}$/);
    const [row] = await queryRows<{ token_hash: string }>(
      t.database.db,
      sql`select token_hash from api_tokens where id = ${token.id}`,
    );
    expect(row?.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.token_hash).not.toContain(secret);
    const list = await call(t.app, 'GET', '/api/api-tokens/list', { token: admin });
    expect(list.status).toBe(200);
    const listed = list.body.data.find((x: { id: string }) => x.id === token.id);
    expect(listed).toMatchObject({ name: 'Payroll sync', roleName: 'Payroll integration', status: 'active' });
    expect(JSON.stringify(list.body)).not.toContain(secret);
  });

  it('authenticates as itself, within its lines of business, and is audited by name', async () => {
    const { token, secret } = await tokenFor({ name: 'HRIS onboarding', linesOfBusiness: [lobA] });
    const list = await call(t.app, 'GET', '/api/applicants/list', { token: secret });
    expect(list.status).toBe(200);
    expect(list.body.data.items.map((a: { firstName: string }) => a.firstName)).toEqual(['Ana']);
    const created = await call(t.app, 'POST', '/api/applicants/create', {
      token: secret,
      body: { firstName: 'Cleo', lastName: 'Machine', lobId: lobA },
    });
    expect(created.status).toBe(200);
    const audit = await call(t.app, 'GET', `/api/audit-log/list?entityId=${created.body.data.id}`, {
      token: admin,
    });
    expect(audit.body.data.items[0].actor.name).toBe('API token HRIS onboarding');
    const listed = (await call(t.app, 'GET', '/api/api-tokens/list', { token: admin })).body.data.find(
      (x: { id: string }) => x.id === token.id,
    );
    expect(listed.lastUsedAt).not.toBeNull();
    expect(listed.lastUsedIp).toBe('127.0.0.1');
  });

  it('never reaches users, roles, API tokens or webhooks, nor a person’s own routes', async () => {
    const { secret } = await tokenFor({ name: 'Curious client' });
    for (const url of ['/api/users/list', '/api/roles/list', '/api/api-tokens/list', '/api/webhooks/list'])
      expect((await call(t.app, 'GET', url, { token: secret })).status, url).toBe(403);
    expect((await createToken({ name: 'Child', roleId: recruiterRole }, secret)).status).toBe(403);
    expect((await call(t.app, 'POST', '/api/auth/logout', { token: secret })).status).toBe(403);
    // It does not hold what its role lacks.
    expect((await call(t.app, 'GET', '/api/requisitions/list', { token: secret })).status).toBe(403);
  });

  it('stops at once when revoked or expired, and answers 401', async () => {
    const { token, secret } = await tokenFor({ name: 'Short lived' });
    expect((await call(t.app, 'GET', '/api/applicants/list', { token: secret })).status).toBe(200);
    const revoked = await call(t.app, 'POST', `/api/api-tokens/revoke/${token.id}`, { token: admin });
    expect(revoked.status).toBe(200);
    expect((await call(t.app, 'GET', '/api/applicants/list', { token: secret })).status).toBe(401);
    const other = await tokenFor({
      name: 'Expiring',
      expiresAt: new Date(Date.now() + 60_000).toISOString(),
    });
    await t.database.db.execute(
      sql`update api_tokens set expires_at = now() - interval '1 second' where id = ${other.token.id}`,
    );
    expect((await call(t.app, 'GET', '/api/applicants/list', { token: other.secret })).status).toBe(401);
    expect((await call(t.app, 'GET', '/api/applicants/list', { token: 'atsk_not-a-token' })).status).toBe(
      401,
    );
    const [entry] = await queryRows<{ action: string }>(
      t.database.db,
      sql`select action from audit_log where entity_type = 'api-token' and entity_id = ${token.id} order by created_at desc limit 1`,
    );
    expect(entry?.action).toBe('delete');
  });

  it('refuses calls from outside its IP allow-list', async () => {
    const outside = await tokenFor({ name: 'Office only', ipAllowList: ['203.0.113.0/24'] });
    const res = await call(t.app, 'GET', '/api/applicants/list', { token: outside.secret });
    expect(res.status).toBe(403);
    const inside = await tokenFor({ name: 'Loopback', ipAllowList: ['127.0.0.0/8', '::1'] });
    expect((await call(t.app, 'GET', '/api/applicants/list', { token: inside.secret })).status).toBe(200);
  });

  it('has its own rate limit, apart from the address', async () => {
    const { secret } = await tokenFor({ name: 'Chatty' });
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++)
      statuses.push((await call(t.app, 'GET', '/api/applicants/list', { token: secret })).status);
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(statuses.slice(5)).toEqual([429, 429]);
    // The administrator's session, from the same address, is not held back.
    expect((await call(t.app, 'GET', '/api/applicants/list', { token: admin })).status).toBe(200);
  });

  it('refuses bad input with 400 and writes nothing', async () => {
    const [before] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from api_tokens`,
    );
    const bad = await createToken({
      name: '',
      roleId: recruiterRole,
      expiresAt: '2001-01-01T00:00:00Z',
      ipAllowList: ['999.1.1.1/40'],
    });
    expect(bad.status).toBe(400);
    const unknownRole = await createToken({ name: 'X', roleId: '00000000-0000-4000-8000-000000000000' });
    expect(unknownRole.status).toBe(400);
    const [after] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from api_tokens`,
    );
    expect(after?.n).toBe(before?.n);
  });

  it('needs the api-tokens permission, and no one makes a token stronger than themselves', async () => {
    const viewer = await userWith(t.app, { 'api-tokens': ['view'] });
    expect((await call(t.app, 'GET', '/api/api-tokens/list', { token: viewer.token })).status).toBe(200);
    expect((await createToken({ name: 'Nope', roleId: recruiterRole }, viewer.token)).status).toBe(403);
    const maker = await userWith(t.app, { 'api-tokens': ['view', 'edit'] });
    const stronger = await createToken({ name: 'Stronger', roleId: recruiterRole }, maker.token);
    expect(stronger.status).toBe(403);
    const nobody = await userWith(t.app, { dashboard: ['view'] });
    expect((await call(t.app, 'GET', '/api/api-tokens/list', { token: nobody.token })).status).toBe(403);
  });

  it('never shows its principal in user management, and the principal cannot sign in', async () => {
    await tokenFor({ name: 'Hidden principal' });
    const users = await call(t.app, 'GET', '/api/users/list?limit=100', { token: admin });
    expect(JSON.stringify(users.body)).not.toContain('api-tokens.invalid');
    const [principal] = await queryRows<{ email: string }>(
      t.database.db,
      sql`select email from users where email like 'api-token-%' limit 1`,
    );
    const login = await call(t.app, 'POST', '/api/auth/login', {
      body: { email: principal?.email, password: 'anything-at-all' },
    });
    expect(login.status).toBe(401);
  });
});
