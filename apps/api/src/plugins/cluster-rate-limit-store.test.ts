import cluster, { type Worker } from 'node:cluster';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveClusterRateLimits } from './cluster-rate-limit-store';

/**
 * WEB_CONCURRENCY without Redis: two real worker processes of one cluster, this test process their
 * primary (with the server's own `serveClusterRateLimits`). Requests alternate between the two
 * workers' ports; a client must meet each limit once in all, not once per process.
 */
const GLOBAL_LIMIT = 6;
const ROUTE_LIMIT = 3;
const ports: number[] = [];
const workers: Worker[] = [];

beforeAll(async () => {
  cluster.setupPrimary({
    exec: join(dirname(fileURLToPath(import.meta.url)), 'cluster-rate-limit-worker.test-helper.ts'),
    execArgv: ['--import', 'tsx'],
    silent: false,
  });
  serveClusterRateLimits(cluster);
  for (let i = 0; i < 2; i++) {
    const worker = cluster.fork({ GLOBAL_LIMIT: String(GLOBAL_LIMIT), ROUTE_LIMIT: String(ROUTE_LIMIT) });
    workers.push(worker);
    ports.push(
      await new Promise<number>((ok, fail) => {
        worker.on('message', (m: { port?: number }) => m.port && ok(m.port));
        worker.once('exit', (code) => fail(new Error(`worker exited (${code}) before listening`)));
      }),
    );
  }
});

afterAll(() => {
  for (const w of workers) w.kill();
});

/** Statuses of `n` requests to `path`, sent to the two workers in turn. */
const alternate = async (path: string, n: number) => {
  const statuses: number[] = [];
  for (let i = 0; i < n; i++) {
    statuses.push((await fetch(`http://127.0.0.1:${ports[i % 2]}${path}`)).status);
  }
  return statuses;
};

describe('rate limits across the worker processes of one server', () => {
  it('allows the global limit once in all, whichever worker answers', async () => {
    const statuses = await alternate('/global', GLOBAL_LIMIT * 2 + 2);
    expect(statuses.slice(0, GLOBAL_LIMIT)).toEqual(Array(GLOBAL_LIMIT).fill(200));
    expect(statuses.slice(GLOBAL_LIMIT)).toEqual(Array(GLOBAL_LIMIT + 2).fill(429));
  });

  it("counts a route's own limit apart from the global one, also across workers", async () => {
    const statuses = await alternate('/own-limit', ROUTE_LIMIT * 2 + 2);
    expect(statuses.slice(0, ROUTE_LIMIT)).toEqual(Array(ROUTE_LIMIT).fill(200));
    expect(statuses.slice(ROUTE_LIMIT)).toEqual(Array(ROUTE_LIMIT + 2).fill(429));
  });
});
