import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, ADMIN_PASSWORD, createTestApp, queryRows, type TestApp } from '../../test/harness';

// Five failures lock a pair; eight failures lock an address; the slow-down is kept tiny here
// (its length is a bench matter, not a test one).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    LOGIN_MAX_FAILURES_PER_ACCOUNT: '5',
    LOGIN_MAX_FAILURES_PER_IP: '8',
    LOGIN_MAX_DELAY_SECONDS: '0.01',
  });
});
afterAll(() => t.close());

const signIn = async (from: string, email: string, password: string) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: from,
    payload: { email, password },
  });
  return { status: res.statusCode, headers: res.headers, body: res.json() };
};

const auditRows = (action: string) =>
  queryRows<{ entity_type: string; entity_id: string; ip: string; diff: Record<string, unknown> }>(
    t.database.db,
    sql`select entity_type, entity_id, ip, diff from audit_log where action = ${action} order by created_at`,
  );

describe('sign-in throttling (account lock is not a denial of service)', () => {
  it('five wrong passwords from one address do not lock the owner out at another address', async () => {
    const attacker = '203.0.113.10';
    for (let i = 0; i < 5; i++)
      expect((await signIn(attacker, ADMIN_EMAIL, 'wrong-password')).status).toBe(401);

    // The attacking pair is locked, even for the right password…
    const fromAttacker = await signIn(attacker, ADMIN_EMAIL, ADMIN_PASSWORD);
    expect(fromAttacker.status).toBe(429);
    expect(Number(fromAttacker.headers['retry-after'])).toBeGreaterThan(0);

    // …while the administrator at their own address still signs in (slowed down, not refused).
    const owner = await signIn('198.51.100.7', ADMIN_EMAIL, ADMIN_PASSWORD);
    expect(owner.status).toBe(200);
    expect(owner.body.data.email).toBe(ADMIN_EMAIL);

    // The lock is in the audit log against the account, with the address it came from.
    const [admin] = await queryRows<{ id: string }>(
      t.database.db,
      sql`select id from users where email = ${ADMIN_EMAIL}`,
    );
    const locks = await auditRows('sign_in_locked');
    expect(locks).toContainEqual(
      expect.objectContaining({
        entity_type: 'user',
        entity_id: admin!.id,
        ip: attacker,
        diff: expect.objectContaining({ scope: 'account-address', address: attacker, failures: 5 }),
      }),
    );
    expect(await auditRows('sign_in_slowed')).toContainEqual(
      expect.objectContaining({ entity_id: admin!.id, diff: { scope: 'account', failures: 5 } }),
    );
  });

  it('each further failure of a locked pair locks it for longer', async () => {
    const from = '203.0.113.11';
    const email = 'growing@example.com';
    for (let i = 0; i < 5; i++) await signIn(from, email, 'wrong-password');
    const first = Number((await signIn(from, email, 'wrong-password')).headers['retry-after']);
    // Let the first lock run out, then fail once more: the lock doubles.
    await t.database.db.execute(
      sql`update login_throttle set locked_until = now() - interval '1 second' where key = ${`pair:${email}|${from}`}`,
    );
    expect((await signIn(from, email, 'wrong-password')).status).toBe(401);
    const second = Number((await signIn(from, email, 'wrong-password')).headers['retry-after']);
    expect(first).toBeGreaterThan(0);
    expect(second).toBeGreaterThan(first);
  });

  it('keeps the per-address limit: one address failing on many accounts is locked for all of them', async () => {
    const from = '203.0.113.12';
    for (let i = 0; i < 8; i++)
      expect((await signIn(from, `spray${i}@example.com`, 'wrong-password')).status).toBe(401);
    const locked = await signIn(from, ADMIN_EMAIL, ADMIN_PASSWORD);
    expect(locked.status).toBe(429);
    expect(await auditRows('sign_in_locked')).toContainEqual(
      expect.objectContaining({
        ip: from,
        diff: expect.objectContaining({ scope: 'address', address: from }),
      }),
    );
    // Another address is unaffected.
    expect((await signIn('198.51.100.8', ADMIN_EMAIL, ADMIN_PASSWORD)).status).toBe(200);
  });
});
