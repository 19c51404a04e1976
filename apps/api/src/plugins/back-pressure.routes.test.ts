import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, call, createTestApp, type TestApp } from '../test/harness';

// Issue 32: at 100 connections on PGlite requests queued until clients timed out. Past
// PGLITE_MAX_REQUESTS requests in flight, a new API request gets 503 at once.
let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp({ PGLITE_MAX_REQUESTS: '1' });
  admin = await adminToken(t.app);
});
afterAll(() => t?.close());

describe.skipIf(process.env.TEST_DATABASE_URL)('the embedded database under load', () => {
  it('answers 503 with Retry-After while it is saturated, and serves again after', async () => {
    let release!: () => void;
    const held = new Promise<void>((r) => {
      release = r;
    });
    // A transaction holding the one connection keeps the first request waiting in flight.
    const busy = t.database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      await held;
    });
    const first = call(t.app, 'GET', '/api/requisitions/list', { token: admin });
    await new Promise((r) => setTimeout(r, 100));
    const refused = await call(t.app, 'GET', '/api/requisitions/list', { token: admin });
    expect(refused.status).toBe(503);
    expect(refused.headers['retry-after']).toBe('1');
    expect(refused.body.message).toMatch(/busy/);
    release();
    await busy;
    expect((await first).status).toBe(200);
    // The admitted request left the count: the next one is served.
    expect((await call(t.app, 'GET', '/api/requisitions/list', { token: admin })).status).toBe(200);
  });
});
