// Browser tests against the built app: starts the API (which serves apps/web/dist) on a free
// port with a fresh DATA_DIR, waits for /api/health, runs the specs in parallel workers, stops
// the server by its pid and exits with the test status. `npm run build` must run first.
// The server's database is a fresh PostgreSQL database on the server DATABASE_URL names, when it
// is set (CI sets it when PostgreSQL is installed: the deployed profile, and the server answers
// faster than in WebAssembly), else the embedded PGlite in DATA_DIR (E2E_DATABASE=pglite forces it).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, createWriteStream, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..');
const serverJs = join(root, 'apps/api/dist/server.js');
const webIndex = join(root, 'apps/web/dist/index.html');
for (const f of [serverJs, webIndex]) {
  if (!existsSync(f)) {
    console.error(`e2e: ${f} is missing; run \`npm run build\` first.`);
    process.exit(1);
  }
}

const freePort = () =>
  new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });

const started = Date.now();
const dataDir = mkdtempSync(join(tmpdir(), 'ats-e2e-'));
const port = await freePort();
const baseUrl = `http://localhost:${port}`;
const adminEmail = 'admin@example.com';
const adminPassword = `E2e-${randomBytes(9).toString('base64url')}`;
const serverLog = join(dataDir, 'server.log');
// Serve a copy of the built web app, so a rebuild during the run cannot pull files from under it.
const webDist = join(dataDir, 'web');
cpSync(dirname(webIndex), webDist, { recursive: true });
const log = createWriteStream(serverLog);
const axeDir = join(dataDir, 'axe-checked');
mkdirSync(axeDir);

// A fresh database on the PostgreSQL server, dropped after a run that passed.
const pgServerUrl = process.env.E2E_DATABASE === 'pglite' ? '' : (process.env.DATABASE_URL ?? '');
let pgDatabase = '';
const onPgServer = async (sql) => {
  const pg = createRequire(join(root, 'apps/api/package.json'))('pg');
  const client = new pg.Client({ connectionString: pgServerUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
};
let serverDatabaseUrl = '';
if (pgServerUrl) {
  pgDatabase = `ats_e2e_${randomBytes(6).toString('hex')}`;
  await onPgServer(`create database ${pgDatabase}`);
  const url = new URL(pgServerUrl);
  url.pathname = `/${pgDatabase}`;
  serverDatabaseUrl = url.toString();
  console.log(`e2e: the server runs on PostgreSQL (database ${pgDatabase})`);
} else {
  console.log('e2e: the server runs on the embedded PGlite');
}

const server = spawn(process.execPath, [serverJs], {
  cwd: root,
  env: {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: baseUrl,
    DATA_DIR: dataDir,
    WEB_DIST: webDist,
    DATABASE_URL: serverDatabaseUrl,
    SMTP_URL: '',
    ADMIN_EMAIL: adminEmail,
    ADMIN_PASSWORD: adminPassword,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'info',
    // Every test signs in; the public per-minute limit would otherwise throttle the suite.
    PUBLIC_RATE_LIMIT_PER_MINUTE: '100000',
    RESUME_PARSES_PER_ADDRESS_HOUR: '100000',
    // Recording uploads are not refused for the test machine's disk space (the API suite tests the floor).
    UPLOAD_DISK_FLOOR_MB: '0',
    // Specs wait for mail (invitations, continue links): send it within 0.2 s instead of 2 s.
    MAIL_POLL_SECONDS: '0.2',
    // The pseudo-locale specs (tests/i18n) render candidate pages in en-XA (docs/decisions/i18n.md).
    PSEUDO_LOCALE: 'true',
  },
  stdio: ['ignore', 'pipe', 'pipe'],
});
server.stdout.pipe(log);
server.stderr.pipe(log);
let serverExited = false;
server.on('exit', (code) => {
  serverExited = true;
  if (code) console.error(`e2e: the server exited with code ${code}; see ${serverLog}`);
});

const stopServer = async () => {
  if (serverExited) return;
  server.kill('SIGTERM');
  const deadline = Date.now() + 10_000;
  while (!serverExited && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  if (!serverExited) server.kill('SIGKILL');
};

const waitForHealth = async () => {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (serverExited) return false;
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.ok) return true;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return false;
};

let status = 1;
try {
  if (!(await waitForHealth())) throw new Error(`the server did not become healthy; see ${serverLog}`);
  console.log(`e2e: server ready at ${baseUrl} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  // This workspace's own vitest (a devDependency), wherever npm placed it.
  const vitestBin = join(
    dirname(createRequire(import.meta.url).resolve('vitest/package.json')),
    'vitest.mjs',
  );
  const args = [vitestBin, 'run', '--config', join(here, 'vitest.config.ts'), ...process.argv.slice(2)];
  status = await new Promise((resolve) => {
    const child = spawn(process.execPath, args, {
      cwd: here,
      stdio: 'inherit',
      env: {
        ...process.env,
        E2E_BASE_URL: baseUrl,
        E2E_ADMIN_EMAIL: adminEmail,
        E2E_ADMIN_PASSWORD: adminPassword,
        E2E_SERVER_LOG: serverLog,
        // Screens axe passed in this run, shared by the workers (fixtures/axe.ts).
        E2E_AXE_DIR: axeDir,
      },
    });
    child.on('exit', (code) => resolve(code ?? 1));
  });
} catch (err) {
  console.error(`e2e: ${err.message}`);
} finally {
  await stopServer();
  if (status === 0) {
    rmSync(dataDir, { recursive: true, force: true });
    if (pgDatabase)
      await onPgServer(`drop database if exists ${pgDatabase} with (force)`).catch(() => undefined);
  } else {
    console.error(
      `e2e: server data and log kept in ${dataDir}${pgDatabase ? `, database ${pgDatabase}` : ''}`,
    );
  }
  console.log(`e2e: finished in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
process.exit(status);
