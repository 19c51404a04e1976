import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  createTestApp,
  createTestDatabase,
  type TestApp,
} from '../../test/harness';
import { DEVICE_COOKIE, isDeviceOf, issueDeviceToken } from './device-cookie';
import { createLoginThrottle } from './login-throttle';

const SECRET = 'a-test-secret-that-is-long-enough-for-hmac';

describe('device tokens', () => {
  it('are accepted for the account they were issued to, and for no other, tampered or foreign token', () => {
    const token = issueDeviceToken(SECRET, 'Ana@Example.com');
    expect(isDeviceOf(SECRET, 'ana@example.com', token)).toBe(true);
    expect(isDeviceOf(SECRET, 'lee@example.com', token)).toBe(false);
    expect(isDeviceOf('another-secret-that-is-long-enough-too', 'ana@example.com', token)).toBe(false);
    const [nonce, mac] = token.split('.');
    expect(isDeviceOf(SECRET, 'ana@example.com', `${nonce}x.${mac}`)).toBe(false);
    for (const bad of [undefined, '', '.', 'abc', `${token}.x`, `${nonce}.`])
      expect(isDeviceOf(SECRET, 'ana@example.com', bad)).toBe(false);
  });
});

describe('an account under attack from many addresses', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
    await database.migrate(async () => undefined);
  });
  afterAll(() => database.close());

  it('slows sign-ins down, except from a browser that signed in to it before', async () => {
    const waits: number[] = [];
    const throttle = createLoginThrottle(
      database.db,
      { maxPerAccount: 5, maxPerIp: 30, lockMinutes: 15, maxDelaySeconds: 8 },
      async (ms) => void waits.push(ms),
    );
    for (let i = 0; i < 50; i++)
      await throttle.failed('owner@example.com', `198.51.100.${i % 10}`, undefined);
    await throttle.before('owner@example.com', '203.0.113.7');
    expect(waits).toHaveLength(1);
    expect(waits[0]).toBe(8000);
    await throttle.before('owner@example.com', '203.0.113.7', true);
    expect(waits).toHaveLength(1);
  });
});

describe('the sign-in', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  const signIn = (cookie?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
      ...(cookie ? { cookies: { [DEVICE_COOKIE]: cookie } } : {}),
    });
  const deviceOf = (res: Awaited<ReturnType<typeof signIn>>) =>
    res.cookies.find((c) => c.name === DEVICE_COOKIE);

  it('gives the browser an HttpOnly device cookie only the sign-in reads, and keeps a valid one', async () => {
    const first = await signIn();
    expect(first.statusCode).toBe(200);
    const cookie = deviceOf(first)!;
    expect(cookie).toMatchObject({ httpOnly: true, path: '/api/auth/login', sameSite: 'Lax' });
    expect(cookie.maxAge).toBe(180 * 86_400);
    expect(first.json().data).not.toHaveProperty('device');
    expect(deviceOf(await signIn(cookie.value))!.value).toBe(cookie.value);
    // Another account's or a forged token is replaced by a new one of this account.
    const forged = deviceOf(await signIn('AAAA.BBBB'))!.value;
    expect(forged).not.toBe('AAAA.BBBB');
    expect(isDeviceOf(t.config.jwtSecret, ADMIN_EMAIL, forged)).toBe(true);
  });
});
