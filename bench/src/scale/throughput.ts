// Throughput of one statement at a given concurrency: through the API (wrk, or autocannon when wrk
// is missing), and directly (pgbench with a custom script of the same statement, or a Node loop
// when pgbench is missing).
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import autocannon from 'autocannon';
import type { Direct } from './direct';

/** CPU time (ms, user + system) of a process and all its descendants, from /proc (Linux). */
export const treeCpuMs = (pid: number): number => {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    let ms = ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
    for (const tid of readdirSync(`/proc/${pid}/task`)) {
      const children = readFileSync(`/proc/${pid}/task/${tid}/children`, 'utf8').trim();
      for (const child of children ? children.split(' ') : []) ms += treeCpuMs(Number(child));
    }
    return ms;
  } catch {
    return 0;
  }
};

export interface ApiThroughput {
  rps: number;
  total: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  /** The HTTP client that ran, e.g. `wrk -t 2 -c 50`. */
  tool: string;
}

const WRK = ['/usr/bin/wrk', '/usr/local/bin/wrk'].find((p) => existsSync(p));

// wrk's summary as one JSON line (its latencies are in microseconds).
const WRK_DONE = `done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format('WRK_JSON {"total":%d,"us":%d,"p50":%f,"p99":%f,"errors":%d,"non2xx":%d}\\n',
    summary.requests, summary.duration, latency:percentile(50), latency:percentile(99),
    e.connect + e.read + e.write + e.timeout, e.status))
end
`;

/**
 * `wrk` (a C client on its own threads, like pgbench), so the API is not measured against a load
 * generator sharing its cores from the bench's own Node process; autocannon when wrk is missing.
 */
const wrkThroughput = async (
  wrk: string,
  url: string,
  token: string,
  connections: number,
  seconds: number,
): Promise<ApiThroughput> => {
  const dir = mkdtempSync(join(tmpdir(), 'ats-scale-wrk-'));
  try {
    const script = join(dir, 'done.lua');
    writeFileSync(script, WRK_DONE);
    const threads = 2;
    const { stdout } = await promisify(execFile)(
      wrk,
      [
        '-t',
        String(threads),
        '-c',
        String(connections),
        '-d',
        `${seconds}s`,
        '-H',
        `Authorization: Bearer ${token}`,
        '-s',
        script,
        url,
      ],
      { maxBuffer: 10 * 1024 * 1024 },
    );
    const line = /WRK_JSON (.*)/.exec(stdout)?.[1];
    if (!line) throw new Error(`wrk printed no summary:\n${stdout}`);
    const r = JSON.parse(line) as Record<'total' | 'us' | 'p50' | 'p99' | 'errors' | 'non2xx', number>;
    return {
      rps: r.total / (r.us / 1e6),
      total: r.total,
      p50: Number((r.p50 / 1000).toFixed(2)),
      p99: Number((r.p99 / 1000).toFixed(2)),
      errors: r.errors,
      non2xx: r.non2xx,
      tool: `wrk -t ${threads} -c ${connections}`,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
};

const autocannonThroughput = (url: string, token: string, connections: number, seconds: number) =>
  new Promise<ApiThroughput>((ok, fail) => {
    autocannon(
      { url, connections, duration: seconds, headers: { authorization: `Bearer ${token}` } },
      (err, r) =>
        err
          ? fail(err)
          : ok({
              rps: r.requests.average,
              total: r.requests.total,
              p50: r.latency.p50,
              p99: r.latency.p99,
              errors: r.errors + r.timeouts,
              non2xx: r.non2xx,
              tool: `autocannon -c ${connections} (in the bench's process; wrk not installed)`,
            }),
    );
  });

export const apiThroughput = (url: string, token: string, connections: number, seconds: number) =>
  WRK
    ? wrkThroughput(WRK, url, token, connections, seconds)
    : autocannonThroughput(url, token, connections, seconds);

const PGBENCH = ['/usr/lib/postgresql/15/bin/pgbench', '/usr/bin/pgbench'].find((p) => existsSync(p));
export const hasPgbench = PGBENCH !== undefined;
const PGBENCH_MODE = process.env.SCALE_PGBENCH_MODE ?? 'prepared';

/**
 * pgbench -c `clients` -j 2 -T `seconds` over `statement` (parameters written in), in
 * SCALE_PGBENCH_MODE (`prepared` by default: the API's page 1 is a named prepared statement too,
 * parsed once per connection; `extended` parses it on every run).
 */
export const pgbenchTps = async (url: string, statement: string, clients: number, seconds: number) => {
  if (!PGBENCH) return undefined;
  const dir = mkdtempSync(join(tmpdir(), 'ats-scale-pgbench-'));
  try {
    const script = join(dir, 'list.sql');
    writeFileSync(script, `${statement.replace(/\s+/g, ' ').trim()};\n`);
    const { stdout } = await promisify(execFile)(
      PGBENCH,
      ['-n', '-c', String(clients), '-j', '2', '-T', String(seconds), '-M', PGBENCH_MODE, '-f', script, url],
      { maxBuffer: 10 * 1024 * 1024 },
    );
    const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(stdout)?.[1];
    if (!tps) throw new Error(`pgbench printed no tps:\n${stdout}`);
    return { tps: Number(tps), tool: `pgbench -c ${clients} -j 2 -M ${PGBENCH_MODE}` };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
};

/** `concurrency` loops issuing the statement back to back for `seconds` (pgbench's stand-in). */
export const nodeLoopTps = async (
  query: Direct['query'],
  label: string,
  sql: string,
  params: unknown[],
  concurrency: number,
  seconds: number,
) => {
  const until = performance.now() + seconds * 1000;
  let done = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < until) {
        await query(sql, params);
        done++;
      }
    }),
  );
  return { tps: done / seconds, tool: `Node loop ×${concurrency} (${label})` };
};
