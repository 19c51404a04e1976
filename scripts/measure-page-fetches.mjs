// What a phone's browser fetches on a first visit to each page of the built product until the
// network is idle: the JavaScript responses' bytes as they come over the wire (brotli, as the
// server sends them), those requested after the first paint marked. Used by
// check-bundle-budget.mjs. Starts the built server (apps/api/dist/server.js) on a free port with a
// fresh PGlite data folder, and Chromium (CHROMIUM_PATH, else Debian's chromium-headless-shell when
// installed, else /usr/bin/chromium).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const SERVER = join(ROOT, 'apps', 'api', 'dist', 'server.js');
const CHROMIUM =
  process.env.CHROMIUM_PATH ??
  (existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : '/usr/bin/chromium');

const freePort = () =>
  new Promise((ok, fail) => {
    const s = createServer();
    s.on('error', fail);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => ok(port));
    });
  });

const waitHealthy = async (url, child, output) => {
  const until = Date.now() + 120_000;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}):\n${output()}`);
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`the server did not start:\n${output()}`);
};

/**
 * For each `{ name: path }`: `{ bytes, files: [{ url, bytes, late }] }`, or `{ skipped }` with the
 * reason when the built server or Chromium is missing.
 */
export const measurePageFetches = async (pages) => {
  if (!existsSync(SERVER)) return { skipped: 'apps/api/dist/server.js is missing (run `npm run build`)' };
  if (!existsSync(CHROMIUM)) return { skipped: `no Chromium at ${CHROMIUM}` };
  const { chromium } = await import('playwright-core');
  const dataDir = mkdtempSync(join(tmpdir(), 'ats-budget-'));
  const port = await freePort();
  let out = '';
  const child = spawn(process.execPath, [SERVER], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      JWT_SECRET: 'bundle-budget-secret-that-is-long-enough-for-hs256',
      ADMIN_EMAIL: 'admin@example.com',
      ADMIN_PASSWORD: 'Budget-Admin-Password-1',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      WEB_DIST: join(ROOT, 'apps', 'web', 'dist'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (d) => {
    out += d;
  });
  child.stderr.on('data', (d) => {
    out += d;
  });
  const base = `http://127.0.0.1:${port}`;
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--headless', '--no-sandbox'] });
  try {
    await waitHealthy(`${base}/api/health`, child, () => out);
    const result = {};
    for (const [name, path] of Object.entries(pages)) {
      // A fresh context per page: a first visit, nothing cached.
      const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
      const page = await context.newPage();
      let painted = false;
      const files = [];
      const pending = [];
      page.on('requestfinished', (req) => {
        if (req.resourceType() !== 'script') return;
        const late = painted;
        pending.push(
          req
            .sizes()
            .then((s) => files.push({ url: new URL(req.url()).pathname, bytes: s.responseBodySize, late })),
        );
      });
      await page.goto(`${base}${path}`, { waitUntil: 'domcontentloaded' });
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => r(undefined))));
      painted = true;
      await page.waitForLoadState('networkidle');
      await Promise.all(pending);
      result[name] = { bytes: files.reduce((s, f) => s + f.bytes, 0), files };
      await context.close();
    }
    return { pages: result };
  } finally {
    await browser.close();
    child.kill('SIGTERM');
    await new Promise((r) => (child.exitCode !== null ? r() : child.on('exit', r)));
    rmSync(dataDir, { recursive: true, force: true });
  }
};
