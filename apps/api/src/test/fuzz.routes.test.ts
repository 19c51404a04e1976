import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminUserId, collectIdPools, createAttackApp } from './fuzz/fuzz-app';
import { type FuzzRequest, requestArb } from './fuzz/fuzz-requests';
import { type FuzzRoute, fuzzRoutesOf } from './fuzz/fuzz-routes';
import { describeFinding, type FuzzResult, runFuzz } from './fuzz/fuzz-run';
import type { IdPools } from './fuzz/schema-arbitrary';
import { installWriteWatch, rowCounts } from './fuzz/write-watch';
import type { TestApp } from './harness';

/**
 * Fuzz: hostile requests generated from the OpenAPI document for every /api route, sent as the
 * administrator (and anonymously to public routes). No request may end in a 5xx, and no refused
 * request may leave a row written. A fixed seed runs every time; a second, random seed explores
 * further and is printed so a failure can be replayed with FUZZ_SEED=<seed>.
 */
const FIXED_SEED = 20_261_123;
const RUNS = Number(process.env.FUZZ_RUNS ?? 10_000);
const EXTRA_RUNS = Number(process.env.FUZZ_EXTRA_RUNS ?? 1_000);
const EXTRA_SEED = process.env.FUZZ_SEED
  ? Number(process.env.FUZZ_SEED)
  : Math.floor(Math.random() * 2 ** 31);

let t: TestApp;
let routes: FuzzRoute[];
let pools: IdPools;
let tables: string[];
let adminId: string;
let caught: unknown;

beforeAll(async () => {
  t = await createAttackApp((app) => {
    app.addHook('onError', async (_req, _reply, err) => {
      caught = err;
    });
  });
  tables = await installWriteWatch(t.database.db);
  routes = fuzzRoutesOf(t.app);
  pools = await collectIdPools(t, tables);
  adminId = await adminUserId(t);
});
afterAll(() => t.close());

/** `total` requests spread evenly over the routes, interleaved so routes see each other's writes. */
const generate = (seed: number, total: number): FuzzRequest[] => {
  const each = Math.ceil(total / routes.length);
  const perRoute = routes.map((r, i) => fc.sample(requestArb(r, pools), { seed: seed + i, numRuns: each }));
  const out: FuzzRequest[] = [];
  for (let k = 0; k < each; k++) for (const list of perRoute) if (list[k]) out.push(list[k]!);
  return out;
};

/** The error behind the last response, cleared once read. */
const takeError = () => {
  const err = caught;
  caught = undefined;
  return err;
};

const fuzz = async (label: string, seed: number, total: number): Promise<FuzzResult> => {
  const requests = generate(seed, total);
  const countsBefore = await rowCounts(t.database.db, tables);
  const result = await runFuzz(t, requests, { adminId, takeError });
  const countsAfter = await rowCounts(t.database.db, tables);
  const statuses = [...result.byStatus]
    .sort(([a], [b]) => a - b)
    .map(([s, n]) => `${s}×${n}`)
    .join(' ');
  const grown = tables
    .filter((tb) => countsAfter.get(tb) !== countsBefore.get(tb))
    .map((tb) => `${tb} ${countsBefore.get(tb)}→${countsAfter.get(tb)}`);
  console.log(
    [
      `fuzz ${label} (seed ${seed}${label === 'random seed' ? `; replay with FUZZ_SEED=${seed}` : ''}): ` +
        `${result.requests} requests over ${result.routesHit.size} routes in ${(result.ms / 1000).toFixed(1)} s ` +
        `(${Math.round(result.requests / (result.ms / 1000))} req/s; CPU ${(result.cpuMs / 1000).toFixed(1)} s); 5xx: ${result.serverErrors.length}; ` +
        `refused requests that wrote: ${result.refusedWrites.length}; ` +
        `tables unchanged by refused requests: ${tables.length - new Set(result.refusedWrites.flatMap((f) => f.detail.split(', ').map((d) => d.split(' ')[0]))).size}/${tables.length}`,
      `  statuses: ${statuses}`,
      `  slowest routes: ${[...result.msByRoute]
        .sort(([, a], [, b]) => b - a)
        .slice(0, 6)
        .map(([r, ms]) => `${r} ${(ms / 1000).toFixed(1)} s`)
        .join('; ')}`,
      `  row counts changed by accepted requests: ${grown.join('; ') || 'none'}`,
      `  not as documented: ${result.nonConforming.length} (status ${countOf(result, 'status')}, content type ${countOf(result, 'content-type')}, schema ${countOf(result, 'schema')})`,
      ...nonConformingOf(result).map((line) => `    ${line}`),
      ...result.serverErrors.slice(0, 40).map((f) => `  5xx: ${describeFinding(f)}`),
      ...result.refusedWrites.slice(0, 40).map((f) => `  refused but wrote: ${describeFinding(f)}`),
    ].join('\n'),
  );
  return result;
};

const countOf = (r: FuzzResult, v: string) => r.nonConforming.filter((f) => f.violation === v).length;
/** One line per route, status and kind of violation (the first request that showed it). */
const nonConformingOf = (r: FuzzResult) => [
  ...new Map(
    r.nonConforming.map((f) => [
      `${f.request.route} ${f.status} ${f.violation}`,
      `${f.request.route} → ${f.status} ${f.violation}: ${f.detail}`,
    ]),
  ).values(),
];

const distinctRoutes = (r: FuzzResult['serverErrors']) => [...new Set(r.map((f) => f.request.route))].sort();
const refusedWritesOf = (r: FuzzResult) => [
  ...new Set(r.refusedWrites.map((f) => `${f.request.route} ${f.status}: ${f.detail}`)),
];

describe('fuzz every /api route from the OpenAPI document', () => {
  it('reads every route, with its parameters and body schema, from the document', () => {
    expect(routes.length).toBeGreaterThan(50);
    const withBody = routes.filter((r) => ['POST', 'PUT', 'PATCH'].includes(r.method));
    const documented = withBody.filter((r) => r.body);
    expect(documented.length / withBody.length).toBeGreaterThan(0.8);
  });

  it(`${RUNS} hostile requests with the fixed seed: no 5xx, refused requests write nothing, every response as documented`, async () => {
    const result = await fuzz('fixed seed', FIXED_SEED, RUNS);
    expect(result.requests).toBeGreaterThanOrEqual(RUNS);
    expect(result.routesHit.size).toBe(routes.length);
    expect(distinctRoutes(result.serverErrors), 'routes that answered 5xx').toEqual([]);
    expect(refusedWritesOf(result), 'routes whose refusals wrote rows (route status: tables)').toEqual([]);
    expect(nonConformingOf(result), 'responses the OpenAPI document does not describe').toEqual([]);
  }, 900_000);

  it(`${EXTRA_RUNS} more with a random seed (printed for replay): no 5xx, no refused write, every response as documented`, async () => {
    const result = await fuzz('random seed', EXTRA_SEED, EXTRA_RUNS);
    expect(distinctRoutes(result.serverErrors), 'routes that answered 5xx').toEqual([]);
    expect(refusedWritesOf(result), 'routes whose refusals wrote rows (route status: tables)').toEqual([]);
    expect(nonConformingOf(result), 'responses the OpenAPI document does not describe').toEqual([]);
  }, 900_000);
});
