import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { createTestDatabase, queryRows } from '../../test/harness';
import { createJobQueue, enqueueJob } from './job-queue';

let database: Database;
const log = { error: () => undefined } as unknown as FastifyBaseLogger;

beforeAll(async () => {
  database = await createTestDatabase();
  await database.migrate(async () => undefined);
});
afterAll(() => database.close());

const rows = () =>
  queryRows<{ kind: string; attempts: number; failed_at: string | null; last_error: string | null }>(
    database.db,
    sql`select kind, attempts, failed_at, last_error from background_jobs where kind like 'test.%' order by created_at`,
  );

describe('the PostgreSQL job queue', () => {
  it('runs each due job once across replicas and deletes it; a dedupe key queues one job', async () => {
    const ran: string[] = [];
    const handlers = { 'test.ok': async (p: Record<string, unknown>) => void ran.push(String(p.n)) };
    for (const n of [1, 2, 3]) await enqueueJob(database.db, 'test.ok', { n });
    await enqueueJob(database.db, 'test.ok', { n: 'sweep' }, { dedupeKey: 'test.sweep' });
    await enqueueJob(database.db, 'test.ok', { n: 'sweep' }, { dedupeKey: 'test.sweep' });
    // Not due yet: stays queued.
    await enqueueJob(database.db, 'test.ok', { n: 'later' }, { runAt: new Date(Date.now() + 3_600_000) });
    const a = createJobQueue({ db: database.db, handlers, pollMs: 60_000, log });
    const b = createJobQueue({ db: database.db, handlers, pollMs: 60_000, log });
    const [x, y] = await Promise.all([a.runOnce(), b.runOnce()]);
    expect(x + y).toBe(4);
    expect(ran.sort()).toEqual(['1', '2', '3', 'sweep']);
    expect((await rows()).map((r) => r.kind)).toEqual(['test.ok']); // the later one
    await database.db.execute(sql`delete from background_jobs where kind like 'test.%'`);
  });

  it('runs up to `concurrency` claimed jobs at once, and one at a time without it', async () => {
    const started: string[] = [];
    let release!: () => void;
    const gate = new Promise<void>((r) => {
      release = r;
    });
    const handlers = {
      'test.slow': async (p: Record<string, unknown>) => {
        started.push(String(p.n));
        await gate;
      },
    };
    for (const n of [1, 2, 3]) await enqueueJob(database.db, 'test.slow', { n });
    const parallel = createJobQueue({ db: database.db, handlers, pollMs: 60_000, log, concurrency: 2 });
    const run = parallel.runOnce();
    // Two jobs are running before either ends; the third waits for a free lane.
    await expect.poll(() => started.length).toBe(2);
    release();
    expect(await run).toBe(3);
    expect(started.sort()).toEqual(['1', '2', '3']);

    const one: string[] = [];
    let first!: () => void;
    const firstGate = new Promise<void>((r) => {
      first = r;
    });
    for (const n of [4, 5]) await enqueueJob(database.db, 'test.one', { n });
    const serial = createJobQueue({
      db: database.db,
      handlers: {
        'test.one': async (p) => {
          one.push(String(p.n));
          if (one.length === 1) await firstGate;
        },
      },
      pollMs: 60_000,
      log,
    });
    const serialRun = serial.runOnce();
    await expect.poll(() => one.length).toBe(1);
    // The second job has not begun while the first still runs.
    await new Promise((r) => setImmediate(r));
    expect(one).toHaveLength(1);
    first();
    expect(await serialRun).toBe(2);
    expect(one).toHaveLength(2);
    expect(await rows()).toEqual([]);
  });

  it('a failing job is retried later with back-off and kept as failed after its last attempt', async () => {
    let calls = 0;
    const q = createJobQueue({
      db: database.db,
      handlers: {
        'test.fail': async () => {
          calls++;
          throw new Error('storage unreachable');
        },
      },
      pollMs: 60_000,
      log,
    });
    await enqueueJob(database.db, 'test.fail');
    expect(await q.runOnce()).toBe(1);
    expect(await q.runOnce()).toBe(0); // backed off: not due again yet
    expect(await rows()).toEqual([
      expect.objectContaining({ attempts: 1, failed_at: null, last_error: 'storage unreachable' }),
    ]);
    for (let i = 0; i < 6; i++) {
      await database.db.execute(
        sql`update background_jobs set run_at = now() - interval '1 second' where kind = 'test.fail'`,
      );
      await q.runOnce();
    }
    expect(calls).toBe(5);
    const [row] = await rows();
    expect(row).toMatchObject({ attempts: 5 });
    expect(row?.failed_at).not.toBeNull();
  });
  it('a periodic job keeps its one row and is due again one period after the run it made', async () => {
    let runs = 0;
    const q = createJobQueue({
      db: database.db,
      handlers: { 'test.tick': async () => void runs++ },
      periodic: [{ kind: 'test.tick', everyMs: 60_000 }],
      pollMs: 60_000,
      log,
    });
    const due = new Date(Date.now() - 1000);
    await enqueueJob(database.db, 'test.tick', {}, { dedupeKey: 'test.tick', runAt: due });
    expect(await q.runOnce()).toBe(1);
    expect(await q.runOnce()).toBe(0);
    expect(runs).toBe(1);
    const [row] = await queryRows<{ run_at: Date | string; attempts: number }>(
      database.db,
      sql`select run_at, attempts from background_jobs where kind = 'test.tick'`,
    );
    expect(row!.attempts).toBe(0);
    expect(new Date(row!.run_at).getTime()).toBe(due.getTime() + 60_000);
    await database.db.execute(sql`delete from background_jobs where kind like 'test.%'`);
  });

  it('a running job keeps its claim past one lease, and the job of a replica that died comes back after one lease', async () => {
    const leaseMs = 300;
    const started: string[] = [];
    let finish = () => {};
    const slow = new Promise<void>((r) => {
      finish = r;
    });
    const handlers = {
      'test.long': async (p: Record<string, unknown>) => {
        started.push(String(p.by));
        if (p.by === 'a') await slow;
      },
    };
    const a = createJobQueue({ db: database.db, handlers, pollMs: 60_000, log, leaseMs });
    const b = createJobQueue({
      db: database.db,
      handlers: { 'test.long': async () => void started.push('b') },
      pollMs: 60_000,
      log,
      leaseMs,
    });
    await enqueueJob(database.db, 'test.long', { by: 'a' });
    const running = a.runOnce();
    await new Promise((r) => setTimeout(r, leaseMs * 3));
    // Three leases later the job is still a's: b finds nothing to run.
    expect(await b.runOnce()).toBe(0);
    finish();
    expect(await running).toBe(1);
    expect(started).toEqual(['a']);

    // A claim nobody renews (its replica was killed mid-job) is free again after one lease.
    await enqueueJob(database.db, 'test.long', { by: 'dead' });
    await database.db.execute(
      sql`update background_jobs set locked_until = now() + make_interval(secs => ${leaseMs / 1000}), attempts = 1
          where kind = 'test.long'`,
    );
    expect(await b.runOnce()).toBe(0);
    await new Promise((r) => setTimeout(r, leaseMs + 100));
    expect(await b.runOnce()).toBe(1);
    expect(started).toEqual(['a', 'b']);
    expect(await rows()).toEqual([]);
  });
});
