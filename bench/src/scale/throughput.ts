// Throughput of one statement at a given concurrency: through the API (autocannon), and directly
// (pgbench with a custom script of the same statement, or a Node loop when pgbench is missing).
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

export const apiThroughput = (url: string, token: string, connections: number, seconds: number) =>
  new Promise<{
    rps: number;
    total: number;
    p50: number;
    p99: number;
    errors: number;
    non2xx: number;
  }>((ok, fail) => {
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
            }),
    );
  });

const PGBENCH = ['/usr/lib/postgresql/15/bin/pgbench', '/usr/bin/pgbench'].find((p) => existsSync(p));
export const hasPgbench = PGBENCH !== undefined;

/** pgbench -c `clients` -T `seconds` -M extended over `statement` (parameters written in). */
export const pgbenchTps = async (url: string, statement: string, clients: number, seconds: number) => {
  if (!PGBENCH) return undefined;
  const dir = mkdtempSync(join(tmpdir(), 'ats-scale-pgbench-'));
  try {
    const script = join(dir, 'list.sql');
    writeFileSync(script, `${statement.replace(/\s+/g, ' ').trim()};\n`);
    const { stdout } = await promisify(execFile)(
      PGBENCH,
      ['-n', '-c', String(clients), '-j', '2', '-T', String(seconds), '-M', 'extended', '-f', script, url],
      { maxBuffer: 10 * 1024 * 1024 },
    );
    const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(stdout)?.[1];
    if (!tps) throw new Error(`pgbench printed no tps:\n${stdout}`);
    return { tps: Number(tps), tool: `pgbench -c ${clients} -j 2 -M extended` };
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
