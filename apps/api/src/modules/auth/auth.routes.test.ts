import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listOutbox } from '../../adapters/mail/outbox.repo';
import { backgroundWork } from '../../lib/background-work';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  adminToken,
  call,
  createTestApp,
  type TestApp,
  userWith,
} from '../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOGIN_MAX_FAILURES_PER_ACCOUNT: '3' });
});
afterAll(() => t.close());

const linkFrom = (text: string) => {
  const m = text.match(/set-new-password\?userId=([0-9a-f-]+)&token=([A-Za-z0-9_-]+)/);
  if (!m) throw new Error(`no link in: ${text}`);
  return { userId: m[1]!, token: m[2]! };
};

describe('sign-in', () => {
  it('answers the session user, role, permissions and a token', async () => {
    const res = await call(t.app, 'POST', '/api/auth/login', {
      body: { email: ADMIN_EMAIL.toUpperCase(), password: ADMIN_PASSWORD },
    });
    expect(res.status).toBe(200);
    const d = res.body.data;
    expect(d).toMatchObject({ email: ADMIN_EMAIL, firstName: 'System', roleName: 'Administrator' });
    expect(d.token.split('.')).toHaveLength(3);
    expect(d.permissions['user-management']).toEqual({
      view: true,
      edit: true,
      delete: true,
      small_teams: false,
    });
  });

  it('gives the same 401 for a wrong password and for an unknown email', async () => {
    const wrong = await call(t.app, 'POST', '/api/auth/login', {
      body: { email: ADMIN_EMAIL, password: 'nope-nope' },
    });
    const unknown = await call(t.app, 'POST', '/api/auth/login', {
      body: { email: 'nobody@example.com', password: 'nope-nope' },
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body.message).toBe('Invalid email or password');
  });

  it('locks an account with 429 after repeated failures, even for the right password', async () => {
    const u = await userWith(t.app, { dashboard: ['view'] });
    for (let i = 0; i < 3; i++) {
      expect(
        (
          await call(t.app, 'POST', '/api/auth/login', {
            body: { email: u.email, password: 'wrong-password' },
          })
        ).status,
      ).toBe(401);
    }
    const locked = await call(t.app, 'POST', '/api/auth/login', {
      body: { email: u.email, password: u.password },
    });
    expect(locked.status).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('rejects a token signed with another secret, another algorithm or already expired', async () => {
    const forged = await new SignJWT({ sid: '00000000-0000-4000-8000-000000000000' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('00000000-0000-4000-8000-000000000000')
      .setIssuer('ats-api')
      .setAudience('ats-staff')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('some-other-secret-that-is-long-enough-123'));
    const none = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from('{"sub":"x"}').toString('base64url')}.`;
    for (const token of [forged, none, 'garbage']) {
      expect((await call(t.app, 'GET', '/api/users/list', { token })).status).toBe(401);
    }
  });
});

describe('sessions end on the next request', () => {
  it('after logout', async () => {
    const u = await userWith(t.app, { 'user-management': ['view'] });
    expect((await call(t.app, 'GET', '/api/users/list', { token: u.token })).status).toBe(200);
    expect((await call(t.app, 'POST', '/api/auth/logout', { token: u.token })).status).toBe(200);
    expect((await call(t.app, 'GET', '/api/users/list', { token: u.token })).status).toBe(401);
  });

  it('after the user is disabled or deleted', async () => {
    const admin = await adminToken(t.app);
    const a = await userWith(t.app, { 'user-management': ['view'] });
    const b = await userWith(t.app, { 'user-management': ['view'] });
    await call(t.app, 'POST', `/api/users/update/${a.userId}`, { token: admin, body: { active: false } });
    await call(t.app, 'DELETE', `/api/users/delete/${b.userId}`, { token: admin });
    expect((await call(t.app, 'GET', '/api/users/list', { token: a.token })).status).toBe(401);
    expect((await call(t.app, 'GET', '/api/users/list', { token: b.token })).status).toBe(401);
  });

  it('after a permission is taken from the role, and after the role is revoked', async () => {
    const admin = await adminToken(t.app);
    const u = await userWith(t.app, { 'user-management': ['view', 'edit'] });
    await call(t.app, 'PATCH', '/api/roles/save-permissions', {
      token: admin,
      body: { id: u.roleId, permissions: { 'user-management': { view: true } } },
    });
    expect((await call(t.app, 'POST', '/api/users/create', { token: u.token, body: {} })).status).toBe(403);
    await call(t.app, 'POST', `/api/roles/update/${u.roleId}`, { token: admin, body: { status: 0 } });
    expect((await call(t.app, 'GET', '/api/users/list', { token: u.token })).status).toBe(401);
    const role = await call(t.app, 'GET', '/api/users/role', { token: u.token });
    expect(role.status).toBe(200);
    expect(role.body.data.status).toBe(0);
  });
});

describe('password reset', () => {
  it('answers the same whether or not the address exists, and mails a single-use link', async () => {
    const u = await userWith(t.app, { dashboard: ['view'] });
    const known = await call(t.app, 'POST', '/api/users/send-password-email', { body: { email: u.email } });
    const unknown = await call(t.app, 'POST', '/api/users/send-password-email', {
      body: { email: 'ghost@example.com' },
    });
    expect(known.status).toBe(200);
    expect(unknown.body).toEqual(known.body);
    await backgroundWork(t.app.deps).idle();
    expect(await listOutbox(t.database.db, 'ghost@example.com')).toHaveLength(0);

    const mails = await listOutbox(t.database.db, u.email);
    const { userId, token } = linkFrom(mails.at(-1)!.text);
    expect(userId).toBe(u.userId);

    const weak = await call(t.app, 'POST', '/api/auth/reset-password', {
      body: { userId, token, password: 'password123', confirmPassword: 'password123' },
    });
    expect(weak.status).toBe(400);
    const mismatch = await call(t.app, 'POST', '/api/auth/reset-password', {
      body: { userId, token, password: 'A-new-Passphrase-9', confirmPassword: 'different' },
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.errors.join(' ')).toContain('Passwords do not match');

    const ok = await call(t.app, 'POST', '/api/auth/reset-password', {
      body: { userId, token, password: 'A-new-Passphrase-9', confirmPassword: 'A-new-Passphrase-9' },
    });
    expect(ok.status).toBe(200);
    // The old session ended, the new password works, the link does not work twice.
    expect((await call(t.app, 'GET', '/api/users/role', { token: u.token })).status).toBe(401);
    expect(
      (
        await call(t.app, 'POST', '/api/auth/login', {
          body: { email: u.email, password: 'A-new-Passphrase-9' },
        })
      ).status,
    ).toBe(200);
    const again = await call(t.app, 'POST', '/api/auth/reset-password', {
      body: { userId, token, password: 'Another-Passphrase-9', confirmPassword: 'Another-Passphrase-9' },
    });
    expect(again.status).toBe(400);
  });

  it('refuses an expired link', async () => {
    const u = await userWith(t.app, { dashboard: ['view'] });
    await call(t.app, 'POST', '/api/users/send-password-email', { body: { email: u.email } });
    await backgroundWork(t.app.deps).idle();
    const { userId, token } = linkFrom((await listOutbox(t.database.db, u.email)).at(-1)!.text);
    const { sql } = await import('drizzle-orm');
    await t.database.db.execute(
      sql`update password_reset_tokens set expires_at = now() - interval '1 minute'`,
    );
    const res = await call(t.app, 'POST', '/api/auth/reset-password', {
      body: { userId, token, password: 'A-new-Passphrase-9', confirmPassword: 'A-new-Passphrase-9' },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/expired/);
  });
});
