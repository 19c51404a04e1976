// Scale: the applicant lists at the size `npm run seed:scale` made, API against its own SQL in one
// run. For each operation of issue 17: API p50/p95 (the built server, signed in as the admin),
// the exact statement the API's repo issues (recorded at the driver, replayed through it)
// p50/p95 and their ratio; global search p95; CSV export rows/s against COPY of the same select, with the
// API's peak RSS; list throughput at 50 connections (wrk, else autocannon) against pgbench on the same
// statement, in SCALE_ROUNDS (3) rounds of pgbench then the API, so each ratio is of a side-by-side pair. Prints the tables and writes them to bench/results.md.
// `npm run bench -- scale --throughput` (or SCALE_ONLY=throughput) runs the throughput rounds only
// and prints them without writing the file.
// Database: SCALE_DATABASE_URL or DATABASE_URL (PostgreSQL), else PGlite in SCALE_DATA_DIR (the
// seed's --data-dir). Settings: SCALE_ITERATIONS (40), SCALE_WARMUP (10), SCALE_CONNECTIONS (50),
// SCALE_SECONDS (10), SCALE_ONLY=lists (the list and search timings only: no exports, no throughput),
// SCALE_WEB_CONCURRENCY (the API's WEB_CONCURRENCY; default one process per CPU
// on PostgreSQL, 1 on PGlite). On PostgreSQL each list operation's SQL is timed a second time,
// interleaved with its API requests (SQL, API, SQL, API …), so both meet the same moments of a
// shared machine; the table shows that interleaved pair.
import { readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { cpus, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { fullPermissions, ZApplicantListQuery, ZRequisitionApplicantListQuery } from '@ats/contract';
import { encodePaginationKey } from '../../apps/api/src/lib/list/pagination-key';
import { hashPassword } from '../../apps/api/src/lib/passwords';
import { manualApplicantScope } from '../../apps/api/src/lib/scope';
import { listApplicants } from '../../apps/api/src/modules/applicants';
import { listRequisitionApplicants } from '../../apps/api/src/modules/requisition-applicants';
import {
  BENCH_ADMIN_EMAIL,
  BENCH_ADMIN_PASSWORD,
  freePort,
  ROOT,
  startApi,
  stopProcess,
  waitHealthy,
} from './processes';
import { type Direct, inlineParams, openDirect, type Statement, withoutLimit } from './scale/direct';
import { DEFAULT_SCALE_DATA_DIR } from './scale/seed';
import { apiThroughput, hasPgbench, nodeLoopTps, pgbenchTps, treeCpuMs } from './scale/throughput';
import { median, percentile } from './stats';

const ITERATIONS = Number(process.env.SCALE_ITERATIONS ?? 40);
const WARMUP = Number(process.env.SCALE_WARMUP ?? 10);
const CONNECTIONS = Number(process.env.SCALE_CONNECTIONS ?? 50);
const SECONDS = Number(process.env.SCALE_SECONDS ?? 10);
/** Throughput rounds: pgbench and the API take turns, so each pair meets the same moment of a shared box. */
const ROUNDS = Number(process.env.SCALE_ROUNDS ?? 3);
/** `npm run bench -- scale --throughput` (or SCALE_ONLY=throughput): only the throughput rounds. */
const ONLY_THROUGHPUT = process.argv.includes('--throughput') || process.env.SCALE_ONLY === 'throughput';
const PAGE = 25;
/** `SCALE_ONLY=lists`: pages and searches only (a quick before/after of a list or search change). */
const LISTS_ONLY = process.env.SCALE_ONLY === 'lists';
const ADMIN = { permissions: fullPermissions(), linesOfBusiness: [] as string[] };

type Kind = 'requisition' | 'manual';
const KINDS: Record<Kind, { table: string; label: string; api: string }> = {
  requisition: {
    table: 'requisition_applicants',
    label: 'requisition applicants',
    api: '/api/requisitions/applicant',
  },
  manual: { table: 'applicants', label: 'manual applicants', api: '/api/applicants' },
};

interface Op {
  kind: Kind;
  name: string;
  query: Record<string, string>;
  statement: Statement;
  sql?: { p50: number; p95: number };
  api?: { p50: number; p95: number };
}

/** The page statement the API's repo issues for `query` (recorded, not rebuilt by hand). */
const pageStatement = async (direct: Direct, kind: Kind, query: Record<string, string>) => {
  const recorded = await direct.capture((db) =>
    kind === 'requisition'
      ? listRequisitionApplicants(db, ADMIN, ZRequisitionApplicantListQuery.parse(query))
      : listApplicants(db, manualApplicantScope(ADMIN), ZApplicantListQuery.parse(query)),
  );
  if (recorded.length !== 1)
    throw new Error(`expected one statement for ${kind} list, got ${recorded.length}`);
  return recorded[0]!;
};

/**
 * The export's select: the list's own select without the page limit (on PostgreSQL the export runs
 * exactly that through one cursor; on PGlite it pages through it in large keyset batches).
 */
const exportStatement = async (direct: Direct, kind: Kind) =>
  withoutLimit(await pageStatement(direct, kind, {}));

const timed = async (n: number, fn: () => Promise<unknown>) => {
  // Warm-up: plan cache, buffers, connections, and the JIT of the server's code path (with 2, the
  // first operation measured also paid for compiling the request path the later ones reuse).
  for (let i = 0; i < WARMUP; i++) await fn();
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    await fn();
    times.push(performance.now() - t);
  }
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
};

/** `timed` for two functions taking turns, so a shared machine's load falls on both alike. */
const timedPair = async (n: number, a: () => Promise<unknown>, b: () => Promise<unknown>) => {
  for (let i = 0; i < WARMUP; i++) {
    await a();
    await b();
  }
  const ta: number[] = [];
  const tb: number[] = [];
  for (let i = 0; i < n; i++) {
    let t = performance.now();
    await a();
    ta.push(performance.now() - t);
    t = performance.now();
    await b();
    tb.push(performance.now() - t);
  }
  const stats = (times: number[]) => ({ p50: percentile(times, 50), p95: percentile(times, 95) });
  return [stats(ta), stats(tb)] as const;
};

/** A row at the middle of the default order (-createdAt, then id) and fragments of its fields. */
const middleRow = async (direct: Direct, table: string) => {
  const [{ n }] = (await direct.query<{ n: string }>(
    `select count(*) as n from ${table} where archived_at is null`,
  )) as [{ n: string }];
  const [row] = await direct.query<{
    id: string;
    created_at: Date;
    last_name: string;
    email: string;
    phone_digits: string;
  }>(
    `select id, created_at, last_name, email, phone_digits from ${table} where archived_at is null
     order by created_at desc, id desc offset ${Math.floor(Number(n) / 2)} limit 1`,
  );
  if (!row) throw new Error(`${table} is empty: run npm run seed:scale first`);
  return { rows: Number(n), ...row };
};

const readChildren = (pid: number): number[] => {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
};
/** The server and its worker processes (WEB_CONCURRENCY). */
const processTree = (pid: number): number[] => [pid, ...readChildren(pid).flatMap(processTree)];

/** Summed over the server's processes (MB). */
const readStatus = (pid: number, field: 'VmRSS' | 'VmHWM') =>
  processTree(pid).reduce((sum, p) => {
    const m = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(readFileSync(`/proc/${p}/status`, 'utf8'));
    return sum + (m ? Number(m[1]) / 1024 : Number.NaN);
  }, 0);
/** Resets the peak RSS (VmHWM) of the processes we own, so the next reading is this operation's peak. */
const resetPeak = (pid: number) =>
  processTree(pid).every((p) => {
    try {
      writeFileSync(`/proc/${p}/clear_refs`, '5');
      return true;
    } catch {
      return false;
    }
  });

const ms = (x: number | undefined) => (x === undefined ? '–' : x < 10 ? x.toFixed(2) : x.toFixed(1));
const x = (a: number, b: number) => `${(a / b).toFixed(2)}×`;

export const scale = async () => {
  const url = process.env.SCALE_DATABASE_URL ?? process.env.DATABASE_URL;
  const dataDir = resolve(
    process.env.INIT_CWD ?? process.cwd(),
    process.env.SCALE_DATA_DIR ?? DEFAULT_SCALE_DATA_DIR,
  );
  const started = new Date();
  const out: string[] = [];
  const say = (line = '') => {
    console.log(line);
    out.push(line);
  };

  // 1. Directly through the driver: record the API's statements, time them, COPY, pgbench.
  const direct = await openDirect({ url, dataDir });
  const ops: Op[] = [];
  const exports: { kind: Kind; select: string; copyRows: number; copyRps: number }[] = [];
  const sizes: Record<Kind, number> = { requisition: 0, manual: 0 };
  const globalSearch: { name: string; q: string; api?: { p50: number; p95: number } }[] = [];
  let adminEmail = BENCH_ADMIN_EMAIL;
  let adminNote = 'created by the API from ADMIN_PASSWORD on first start';
  let throughputDirect: { tps: number; tool: string } | undefined;
  /** pgbench's statement, run in turns with the API in step 2 (PostgreSQL with pgbench). */
  let pgbenchStatement: string | undefined;
  try {
    for (const kind of (ONLY_THROUGHPUT ? ['requisition'] : Object.keys(KINDS)) as Kind[]) {
      const mid = await middleRow(direct, KINDS[kind].table);
      sizes[kind] = mid.rows;
      const deepKey = encodePaginationKey({
        sort: '-createdAt',
        value: new Date(mid.created_at).toISOString(),
        id: mid.id,
      });
      const nameFragment = mid.last_name.replace(/\s/g, '').toLowerCase().slice(1, 5);
      const emailFragment = mid.email.split('@')[0]!.slice(2, 9);
      const phoneFragment = mid.phone_digits.slice(3, 10);
      const wanted: [string, Record<string, string>][] = [
        ['list, page 1', {}],
        [
          `deep page (key at row ${Math.floor(mid.rows / 2).toLocaleString('en')})`,
          { paginationKey: deepKey },
        ],
        [`search name "${nameFragment}"`, { search: nameFragment }],
        [`search email "${emailFragment}"`, { search: emailFragment }],
        [`search phone "${phoneFragment}"`, { search: phoneFragment }],
      ];
      // The top bar's search (both applicant kinds and requisitions at once) with the same fragments.
      if (kind === 'requisition' && !ONLY_THROUGHPUT) {
        for (const [what, q] of [
          ['name', nameFragment],
          ['email', emailFragment],
          ['phone', phoneFragment],
        ] as const) {
          globalSearch.push({ name: `${what} "${q}"`, q });
        }
      }
      for (const [name, q] of ONLY_THROUGHPUT ? wanted.slice(0, 1) : wanted) {
        const query = { limit: String(PAGE), ...q };
        ops.push({ kind, name, query, statement: await pageStatement(direct, kind, query) });
      }
      if (ONLY_THROUGHPUT || LISTS_ONLY) continue;
      const select = inlineParams(await exportStatement(direct, kind));
      const t = performance.now();
      const copyRows = await direct.copyRows(select);
      exports.push({ kind, select, copyRows, copyRps: copyRows / ((performance.now() - t) / 1000) });
    }
    for (const op of ONLY_THROUGHPUT ? [] : ops) {
      op.sql = await timed(ITERATIONS, () => direct.query(op.statement.sql, op.statement.params));
    }
    const page1 = ops[0]!.statement;
    if (LISTS_ONLY) {
      // no throughput
    } else if (url && hasPgbench) {
      pgbenchStatement = inlineParams(page1);
    } else if (url) {
      const pg = (await import('pg')).default;
      const pool = new pg.Pool({ connectionString: url, max: CONNECTIONS });
      try {
        throughputDirect = await nodeLoopTps(
          async (text, params) => (await pool.query(text, params)).rows,
          'pg pool',
          page1.sql,
          page1.params,
          CONNECTIONS,
          SECONDS,
        );
      } finally {
        await pool.end();
      }
    } else {
      throughputDirect = await nodeLoopTps(
        direct.query,
        'PGlite, one connection',
        page1.sql,
        page1.params,
        CONNECTIONS,
        SECONDS,
      );
    }
    // The admin signs in with the bench password: set it directly when the database already has users.
    const [admin] = await direct.query<{ email: string }>(
      `select u.email from users u join roles r on r.id = u.role_id where r.is_system order by u.created_at limit 1`,
    );
    if (admin) {
      adminEmail = admin.email;
      await direct.query(`update users set password_hash = $1 where email = $2`, [
        await hashPassword(BENCH_ADMIN_PASSWORD),
        adminEmail,
      ]);
      adminNote = 'existing administrator; its password was set directly for the run';
    }
  } finally {
    await direct.close();
  }

  // 2. Through the built API on the same database.
  const port = await freePort();
  const webConcurrency = Number(process.env.SCALE_WEB_CONCURRENCY ?? (url ? cpus().length : 1));
  const server = startApi('scale server', port, {
    ...(url ? { DATABASE_URL: url } : { DATA_DIR: dataDir }),
    WEB_CONCURRENCY: String(webConcurrency),
    ADMIN_EMAIL: adminEmail,
    STAFF_RATE_LIMIT_PER_MINUTE: '100000000',
    LOG_LEVEL: 'warn',
  });
  const pid = server.child.pid!;
  const exportResults: {
    kind: Kind;
    rows: number;
    rps: number;
    idle: number;
    peak: number;
    peakOk: boolean;
  }[] = [];
  type ApiRun = Awaited<ReturnType<typeof apiThroughput>> & { appCpuPerRequest: number; load: number };
  const rounds: { api: ApiRun; direct: { tps: number; tool: string; load: number } }[] = [];
  const overhead: { name: string; api: { p50: number; p95: number } }[] = [];
  try {
    await waitHealthy(`${server.url}/api/health`, 180_000, server);
    const login = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: adminEmail, password: BENCH_ADMIN_PASSWORD }),
    });
    if (login.status !== 200) throw new Error(`sign-in failed: ${login.status} ${await login.text()}`);
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    // A plain keep-alive HTTP client, as lean as the driver the SQL is timed with: `fetch` added
    // 0.5–2 ms of its own per request on this machine, which is the client's time, not the API's.
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const get = (path: string, retried = false): Promise<Buffer> =>
      new Promise<Buffer>((resolveBody, reject) => {
        const req = http.get(
          `${server.url}${path}`,
          { agent, headers: { authorization: `Bearer ${token}` } },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (c: Buffer) => chunks.push(c));
            res.on('error', reject);
            res.on('end', () => {
              const body = Buffer.concat(chunks);
              if (res.statusCode !== 200) reject(new Error(`${path}: ${res.statusCode} ${body}`));
              else resolveBody(body);
            });
          },
        );
        req.on('error', (err: NodeJS.ErrnoException) => {
          // A kept-alive socket the server closed just as it was reused: HTTP clients send the
          // (idempotent) request again on a new one.
          if (req.reusedSocket && err.code === 'ECONNRESET' && !retried) resolveBody(get(path, true));
          else reject(new Error(`${path}: ${err.message}\n${server.output().slice(-4000)}`));
        });
      });
    if (!ONLY_THROUGHPUT) {
      // What every request pays before its own SQL: HTTP and a `select 1` (public), plus auth.
      overhead.push({
        name: 'GET /api/health (public, select 1)',
        api: await timed(ITERATIONS, () => get('/api/health')),
      });
      overhead.push({
        name: 'GET /api/users/role (signed in)',
        api: await timed(ITERATIONS, () => get('/api/users/role')),
      });
      // PostgreSQL: the SQL again, taking turns with the API on one connection of its own.
      const pg = url ? (await import('pg')).default : undefined;
      const client = pg && new pg.Client({ connectionString: url });
      await client?.connect();
      try {
        for (const op of ops) {
          const path = `${KINDS[op.kind].api}/list?${new URLSearchParams(op.query)}`;
          if (client) {
            [op.sql, op.api] = await timedPair(
              ITERATIONS,
              () => client.query(op.statement.sql, op.statement.params),
              () => get(path),
            );
          } else op.api = await timed(ITERATIONS, () => get(path));
        }
      } finally {
        await client?.end();
      }
      for (const g of globalSearch) {
        g.api = await timed(ITERATIONS, () => get(`/api/search?${new URLSearchParams({ q: g.q })}`));
      }
      for (const kind of LISTS_ONLY ? [] : (Object.keys(KINDS) as Kind[])) {
        const idle = readStatus(pid, 'VmRSS');
        const peakOk = resetPeak(pid);
        const t = performance.now();
        const res = await fetch(`${server.url}${KINDS[kind].api}/export`, {
          headers: { authorization: `Bearer ${token}` },
        });
        if (res.status !== 200 || !res.body) throw new Error(`export ${kind}: ${res.status}`);
        let lines = 0;
        // Counted with indexOf: a byte-by-byte loop here capped the measured rate below the server's.
        for await (const chunk of res.body) {
          const bytes = Buffer.from(
            (chunk as Uint8Array).buffer,
            (chunk as Uint8Array).byteOffset,
            (chunk as Uint8Array).byteLength,
          );
          for (let i = bytes.indexOf(10); i !== -1; i = bytes.indexOf(10, i + 1)) lines++;
        }
        const secs = (performance.now() - t) / 1000;
        exportResults.push({
          kind,
          rows: lines - 1,
          rps: (lines - 1) / secs,
          idle,
          peak: readStatus(pid, 'VmHWM'),
          peakOk,
        });
      }
    }
    agent.destroy();
    const apiRun = async (): Promise<ApiRun> => {
      const load = loadavg()[0]!;
      const cpuBefore = treeCpuMs(pid);
      const run = await apiThroughput(
        `${server.url}${KINDS.requisition.api}/list?limit=${PAGE}`,
        token,
        CONNECTIONS,
        SECONDS,
      );
      // The API processes' CPU time (user + system, all workers) over the run, per request served.
      return { ...run, appCpuPerRequest: (treeCpuMs(pid) - cpuBefore) / Math.max(1, run.total), load };
    };
    // pgbench, then the API, ROUNDS times (the API sits idle while pgbench runs).
    for (let r = 0; r < (LISTS_ONLY ? 0 : pgbenchStatement ? ROUNDS : 1); r++) {
      const load = loadavg()[0]!;
      const direct = pgbenchStatement
        ? await pgbenchTps(url!, pgbenchStatement, CONNECTIONS, SECONDS)
        : throughputDirect;
      if (!direct) throw new Error('no direct throughput measured');
      rounds.push({ direct: { ...direct, load }, api: await apiRun() });
    }
    if (server.child.exitCode !== null) throw new Error(`the server died:\n${server.output()}`);
  } finally {
    await stopProcess(server.child, server.exited);
  }

  // 3. The table.
  say(
    `# Scale bench: ${url ? 'PostgreSQL' : 'PGlite'}, ${sizes.requisition.toLocaleString('en')} requisition and ${sizes.manual.toLocaleString('en')} manual applicants (live rows)`,
  );
  say();
  say(
    `Run ${started.toISOString()} on ${cpus().length} CPUs, load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(
        ', ',
      )} at the end; ${ITERATIONS} sequential requests per operation after ${WARMUP} warm-ups; admin: ${adminNote}.`,
  );
  say(
    `SQL = the statement the API's repo issues, recorded ${url ? 'at the `pg` pool and replayed through `pg` (one connection, unnamed statements), each SQL run taking turns with an API request' : 'with a Drizzle logger and replayed through PGlite'} with the same parameters. API: ${webConcurrency} process${webConcurrency > 1 ? 'es' : ''} (WEB_CONCURRENCY); export RSS is summed over them.`,
  );
  if (!ONLY_THROUGHPUT) {
    say();
    say('| operation | API p50 ms | API p95 ms | SQL p50 ms | SQL p95 ms | API/SQL p50 | goal | met |');
    say('|---|---:|---:|---:|---:|---:|---|---|');
    for (const kind of Object.keys(KINDS) as Kind[]) {
      const mine = ops.filter((o) => o.kind === kind);
      const page1 = mine[0]!;
      for (const op of mine) {
        const a = op.api!;
        const s = op.sql!;
        let goal: string;
        let met: boolean;
        if (op === page1) {
          goal = 'API ≤ 1.5× SQL + 2 ms';
          met = a.p50 <= 1.5 * s.p50 + 2;
        } else if (op.name.startsWith('deep')) {
          goal = `≤ 1.2× page 1 (${x(a.p50, page1.api!.p50)})`;
          met = a.p50 <= 1.2 * page1.api!.p50;
        } else {
          goal = 'API p95 < 50 ms';
          met = a.p95 < 50;
        }
        say(
          `| ${KINDS[kind].label}: ${op.name} | ${ms(a.p50)} | ${ms(a.p95)} | ${ms(s.p50)} | ${ms(s.p95)} | ${x(a.p50, s.p50)} | ${goal} | ${met ? 'yes' : '**no**'} |`,
        );
      }
    }
    for (const g of globalSearch) {
      const a = g.api!;
      say(
        `| global search (GET /api/search): ${g.name} | ${ms(a.p50)} | ${ms(a.p95)} | – | – | – | API p95 < 100 ms | ${a.p95 < 100 ? 'yes' : '**no**'} |`,
      );
    }
    for (const o of overhead) {
      say(
        `| request overhead: ${o.name} | ${ms(o.api.p50)} | ${ms(o.api.p95)} | – | – | – | reference | – |`,
      );
    }
    say();
    say(
      '| CSV export, all live rows | rows | API rows/s | COPY rows/s | API/COPY | API RSS idle → peak MB | goal | met |',
    );
    say('|---|---:|---:|---:|---:|---:|---|---|');
    for (const e of exportResults) {
      const copy = exports.find((c) => c.kind === e.kind)!;
      const grew = e.peak - e.idle;
      const met = e.rps >= 0.5 * copy.copyRps && grew < 50 && e.rows === copy.copyRows;
      say(
        `| ${KINDS[e.kind].label} | ${e.rows.toLocaleString('en')}${e.rows === copy.copyRows ? '' : ` (COPY ${copy.copyRows.toLocaleString('en')})`} | ${Math.round(e.rps).toLocaleString('en')} | ${Math.round(copy.copyRps).toLocaleString('en')} | ${x(e.rps, copy.copyRps)} | ${e.idle.toFixed(0)} → ${e.peakOk ? e.peak.toFixed(0) : `${e.peak.toFixed(0)} (lifetime peak)`} | ≥ 0.5× COPY, < 50 MB above idle | ${met ? 'yes' : '**no**'} |`,
      );
    }
  }
  say();
  say(
    `| throughput, ${KINDS.requisition.label} page 1, ${CONNECTIONS} connections, ${SECONDS} s | API req/s | direct tps | API/direct | goal | met |`,
  );
  say('|---|---:|---:|---:|---|---|');
  rounds.forEach(({ api, direct }, i) => {
    say(
      `| round ${i + 1} of ${rounds.length}: ${api.tool} (API: ${webConcurrency} process${webConcurrency > 1 ? 'es' : ''}; load ${api.load.toFixed(1)}) after ${direct.tool} (load ${direct.load.toFixed(1)}) (API p50 ${api.p50} ms, p99 ${api.p99} ms, ${api.errors} errors, ${api.non2xx} non-2xx) | ${Math.round(api.rps).toLocaleString('en')} | ${Math.round(direct.tps).toLocaleString('en')} | ${x(api.rps, direct.tps)} | ≥ 0.5× | ${api.rps >= 0.5 * direct.tps && !api.non2xx ? 'yes' : '**no**'} |`,
    );
  });
  if (rounds.length > 1) {
    const ratios = rounds.map((r) => r.api.rps / r.direct.tps);
    const middle = median(ratios);
    say(
      `| median of the ${rounds.length} rounds' ratios | – | – | ${middle.toFixed(2)}× | ≥ 0.5× | ${middle >= 0.5 && rounds.every((r) => !r.api.non2xx) ? 'yes' : '**no**'} |`,
    );
  }
  for (const [i, { api }] of rounds.entries()) {
    say(
      `| app CPU per list request, round ${i + 1} (API processes' user + system CPU ÷ ${api.total.toLocaleString('en')} requests of that run) | ${api.appCpuPerRequest.toFixed(3)} ms | – | – | ≤ 0.5 ms | ${api.appCpuPerRequest <= 0.5 ? 'yes' : '**no**'} |`,
    );
  }
  if (ONLY_THROUGHPUT) return;
  say();
  say('Export selects (COPY ran these, parameters written in):');
  for (const e of exports) say(`- ${KINDS[e.kind].label}: \`${e.select.replace(/\s+/g, ' ')}\``);
  const file = join(ROOT, 'bench', 'results.md');
  writeFileSync(file, `${out.join('\n')}\n`);
  console.log(`\nwritten to ${file}`);
};
