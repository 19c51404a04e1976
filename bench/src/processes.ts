// Starting and stopping the built API (and other local servers) for the process-level benches.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
/** The built server; BENCH_SERVER_JS may name another build (e.g. a copy kept for a before/after run). */
export const SERVER_JS = process.env.BENCH_SERVER_JS ?? resolve(ROOT, 'apps/api/dist/server.js');
export const WEB_DIST = resolve(ROOT, 'apps/web/dist');
export const BENCH_ADMIN_EMAIL = 'admin@example.com';
export const BENCH_ADMIN_PASSWORD = 'Bench-Admin-Password-1';
const BENCH_JWT_SECRET = 'bench-secret-that-is-long-enough-for-hs256-signing';

/** A TCP port nobody listens on right now. */
export const freePort = () =>
  new Promise<number>((ok, fail) => {
    const s = createServer();
    s.on('error', fail);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => ok(port));
    });
  });

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The API's own settings (apps/api/.env.example); startApi passes only those it is given. */
const SERVER_SETTINGS =
  /^(NODE_ENV|HOST|PORT|PUBLIC_URL|DATA_DIR|DATABASE_URL|REDIS_URL|JWT_.*|ADMIN_.*|SEED_DEMO|SMTP_URL|MAIL_FROM|STAFF_.*|STORAGE_DRIVER|S3_.*|AI_.*|WEB_DIST|LOG_LEVEL|TRUST_PROXY|LOGIN_.*|PUBLIC_.*|SERVER_ROLE|INTERVIEW_.*|WEB_CONCURRENCY)$/;

export interface ApiProcess {
  name: string;
  port: number;
  url: string;
  child: ChildProcess;
  /** Everything the process printed (for failures and checks). */
  output: () => string;
  exited: Promise<number | null>;
}

/** Starts `node apps/api/dist/server.js` with the bench defaults plus `env` (and `nodeArgs`, e.g. `--cpu-prof`). */
export const startApi = (
  name: string,
  port: number,
  env: Record<string, string>,
  nodeArgs: string[] = [],
): ApiProcess => {
  // Only what the bench names reaches the server: a DATABASE_URL (or REDIS_URL, SMTP_URL …) in
  // the bench's own environment must never point a throw-away server at a real database.
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([k]) => !SERVER_SETTINGS.test(k)));
  const child = spawn(process.execPath, [...nodeArgs, SERVER_JS], {
    env: {
      ...inherited,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      JWT_SECRET: BENCH_JWT_SECRET,
      ADMIN_EMAIL: BENCH_ADMIN_EMAIL,
      ADMIN_PASSWORD: BENCH_ADMIN_PASSWORD,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      WEB_DIST,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (d) => {
    out += d;
  });
  child.stderr!.on('data', (d) => {
    out += d;
  });
  const exited = new Promise<number | null>((r) => child.on('exit', (code) => r(code)));
  return { name, port, url: `http://127.0.0.1:${port}`, child, output: () => out, exited };
};

/** Waits until `url` answers 200 (or the process dies, or `timeoutMs` passes). */
export const waitHealthy = async (url: string, timeoutMs = 60_000, proc?: ApiProcess) => {
  const until = Date.now() + timeoutMs;
  let exitCode: number | null | undefined;
  void proc?.exited.then((c) => {
    exitCode = c;
  });
  while (Date.now() < until) {
    if (exitCode !== undefined) throw new Error(`${proc!.name} exited (${exitCode}):\n${proc!.output()}`);
    const ok = await fetch(url)
      .then((r) => r.status === 200)
      .catch(() => false);
    if (ok) return;
    await sleep(150);
  }
  throw new Error(`${url} not healthy after ${timeoutMs} ms${proc ? `:\n${proc.output()}` : ''}`);
};

/** SIGTERM and wait; SIGKILL when it does not exit in time. */
export const stopProcess = async (child: ChildProcess, exited: Promise<unknown>, graceMs = 10_000) => {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  const done = await Promise.race([exited.then(() => true), sleep(graceMs).then(() => false)]);
  if (!done) {
    child.kill('SIGKILL');
    await exited;
  }
};

/** JSON API call with an optional bearer token; answers status and parsed body. */
export const api = async (
  base: string,
  method: string,
  path: string,
  opts: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
) => {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(opts.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
      ...opts.headers,
    },
    ...(opts.body !== undefined ? { body: JSON.stringify(opts.body) } : {}),
  });
  const text = await res.text();
  // biome-ignore lint/suspicious/noExplicitAny: benches read response bodies field by field.
  let body: any;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  return { status: res.status, body, text };
};

export const signIn = async (base: string, email = BENCH_ADMIN_EMAIL, password = BENCH_ADMIN_PASSWORD) => {
  const r = await api(base, 'POST', '/api/auth/login', { body: { email, password } });
  if (r.status !== 200) throw new Error(`sign-in failed: ${r.status} ${r.text}`);
  return r.body.data.token as string;
};

/**
 * A fresh database on a PostgreSQL server (`serverUrl` names any database there); drop() removes it.
 * With `template`, a copy of that database (it must have no other connections meanwhile): the
 * statements then run from the server's `postgres` database, since a connection to the template
 * would block the copy.
 */
export const freshPgDatabase = async (serverUrl: string, prefix: string, template?: string) => {
  const pg = (await import('pg')).default;
  const name = `${prefix}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new URL(serverUrl);
  if (template) admin.pathname = '/postgres';
  const run = async (q: string) => {
    const c = new pg.Client({ connectionString: admin.toString() });
    await c.connect();
    try {
      await c.query(q);
    } finally {
      await c.end();
    }
  };
  await run(`create database ${name}${template ? ` template "${template.replace(/"/g, '""')}"` : ''}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString(), drop: () => run(`drop database if exists ${name} with (force)`) };
};

/**
 * Runs `body` against the built server seeded with the demo data, on a temporary DATA_DIR (PGlite,
 * or a fresh database on `pgServer` when given), signed in as the bench admin; afterwards stops
 * the server, drops the database and removes the DATA_DIR, whatever `body` did. `body` throws
 * when the server died under it.
 */
export const withDemoServer = async <T>(
  opts: { name: string; prefix: string; pgServer?: string; env?: Record<string, string> },
  body: (s: { server: ApiProcess; token: string; db?: { url: string } }) => Promise<T>,
): Promise<T> => {
  const dataDir = mkdtempSync(join(tmpdir(), `ats-${opts.prefix}-`));
  const db = opts.pgServer ? await freshPgDatabase(opts.pgServer, `ats_${opts.prefix}`) : undefined;
  const port = await freePort();
  const server = startApi(`${opts.name} server`, port, {
    DATA_DIR: dataDir,
    SEED_DEMO: 'true',
    PUBLIC_RATE_LIMIT_PER_MINUTE: '100000000',
    LOG_LEVEL: 'warn',
    ...opts.env,
    ...(db ? { DATABASE_URL: db.url } : {}),
  });
  try {
    await waitHealthy(`${server.url}/api/health`, 180_000, server);
    const token = await signIn(server.url);
    const out = await body({ server, token, db });
    if (server.child.exitCode !== null) throw new Error(`the server died:\n${server.output()}`);
    return out;
  } finally {
    await stopProcess(server.child, server.exited);
    await db?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
};
