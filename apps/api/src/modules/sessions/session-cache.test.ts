import { describe, expect, it } from 'vitest';
import type { AuthContext } from '../../plugins/route-access';
import { SessionCache } from './session-cache';

const session = (expiresInMs = 3_600_000): AuthContext & { expiresAt: Date } => ({
  userId: 'u1',
  sessionId: 's1',
  firstName: 'Ana',
  lastName: 'Ruiz',
  email: 'ana@example.com',
  roleId: 'r1',
  roleName: 'Recruiter',
  roleStatus: 1,
  permissions: {},
  linesOfBusiness: [],
  expiresAt: new Date(Date.now() + expiresInMs),
});

const counting = (row: ReturnType<typeof session> | undefined) => {
  let reads = 0;
  return {
    load: async () => {
      reads++;
      return row;
    },
    reads: () => reads,
  };
};

describe('session cache', () => {
  it('reads a session once while notices arrive, and again after an invalidation', async () => {
    const cache = new SessionCache(5_000);
    cache.setLive(true);
    const db = counting(session());
    expect((await cache.resolve('s1', 'u1', db.load))?.email).toBe('ana@example.com');
    await cache.resolve('s1', 'u1', db.load);
    expect(db.reads()).toBe(1);
    cache.invalidate();
    await cache.resolve('s1', 'u1', db.load);
    expect(db.reads()).toBe(2);
  });

  it('never serves from memory while the notice connection is down', async () => {
    const cache = new SessionCache(5_000);
    const db = counting(session());
    await cache.resolve('s1', 'u1', db.load);
    await cache.resolve('s1', 'u1', db.load);
    expect(db.reads()).toBe(2);
    cache.setLive(true);
    await cache.resolve('s1', 'u1', db.load);
    cache.setLive(false);
    await cache.resolve('s1', 'u1', db.load);
    expect(db.reads()).toBe(4);
  });

  it('does not keep a read that an invalidation overtook', async () => {
    const cache = new SessionCache(5_000);
    cache.setLive(true);
    let reads = 0;
    await cache.resolve('s1', 'u1', async () => {
      reads++;
      cache.invalidate(); // the session was revoked while it was being read
      return session();
    });
    await cache.resolve('s1', 'u1', async () => {
      reads++;
      return undefined;
    });
    expect(reads).toBe(2);
  });

  it('keeps no entry past its session expiry, nor an unknown session, nor with a TTL of 0', async () => {
    const live = new SessionCache(5_000);
    live.setLive(true);
    const expiring = counting(session(-1));
    await live.resolve('s1', 'u1', expiring.load);
    await live.resolve('s1', 'u1', expiring.load);
    expect(expiring.reads()).toBe(2);

    const missing = counting(undefined);
    expect(await live.resolve('s9', 'u1', missing.load)).toBeUndefined();
    expect(await live.resolve('s9', 'u1', missing.load)).toBeUndefined();
    expect(missing.reads()).toBe(2);

    const off = new SessionCache(0);
    off.setLive(true);
    const db = counting(session());
    await off.resolve('s1', 'u1', db.load);
    await off.resolve('s1', 'u1', db.load);
    expect(db.reads()).toBe(2);
  });

  it('keys on session and user together', async () => {
    const cache = new SessionCache(5_000);
    cache.setLive(true);
    await cache.resolve('s1', 'u1', counting(session()).load);
    const other = counting(undefined);
    expect(await cache.resolve('s1', 'u2', other.load)).toBeUndefined();
    expect(other.reads()).toBe(1);
  });
});
