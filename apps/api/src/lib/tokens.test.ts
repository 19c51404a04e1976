import { afterEach, describe, expect, it, vi } from 'vitest';
import { signSessionToken, verifySessionToken } from './tokens';

const SECRET = 'a-test-secret-that-is-long-enough-1234';
const claims = {
  userId: '00000000-0000-4000-8000-000000000001',
  sessionId: '00000000-0000-4000-8000-000000000002',
};

afterEach(() => vi.useRealTimers());

// Verified tokens are remembered (issue 17: the HMAC check cost a tenth of a list request); the
// memory must never accept what a fresh verification would refuse.
describe('session token verification', () => {
  it('accepts a valid token again, and never with another secret', async () => {
    const token = await signSessionToken(SECRET, claims, new Date(Date.now() + 60_000));
    expect(await verifySessionToken(SECRET, token)).toEqual(claims);
    expect(await verifySessionToken(SECRET, token)).toEqual(claims);
    expect(await verifySessionToken(`${SECRET}-rotated`, token)).toBeUndefined();
  });

  it('refuses a remembered token once it has expired', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const token = await signSessionToken(SECRET, claims, new Date(Date.now() + 60_000));
    expect(await verifySessionToken(SECRET, token)).toEqual(claims);
    vi.setSystemTime(Date.now() + 61_000);
    expect(await verifySessionToken(SECRET, token)).toBeUndefined();
  });

  it('refuses a token whose signature was altered', async () => {
    const token = await signSessionToken(SECRET, claims, new Date(Date.now() + 60_000));
    expect(await verifySessionToken(SECRET, token)).toEqual(claims);
    const tampered = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(await verifySessionToken(SECRET, tampered)).toBeUndefined();
  });
});
