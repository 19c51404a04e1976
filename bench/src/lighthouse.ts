// Lighthouse (mobile) on the public pages a candidate opens: the job board, the job page, the
// steps before the application exists (instructions-reminders, personal-info) and the first step
// after it (resume-profile, with the application's cookie), against the built server
// (apps/web/dist served by apps/api/dist) on a throw-away PGlite with the demo data. Prints
// performance and accessibility scores and the JS each page loads, as the median of
// LIGHTHOUSE_RUNS runs per page (default 3: the machine is shared and its load moves the
// CPU-derived figures), with the load average and Lighthouse's CPU benchmark index of each run.
// Goals (issue 15): performance >= 95, accessibility 100. Needs `npm run build` first.
// LIGHTHOUSE_JSON_DIR=<dir> keeps each run's full report (JSON) there; LIGHTHOUSE_PAGES=a,b
// measures only the pages whose names contain one of the words; BENCH_WEB_DIST serves another
// web build (e.g. a copy kept for a before/after run).
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import puppeteer, { type Page } from 'puppeteer-core';
import { api, freePort, SERVER_JS, signIn, startApi, stopProcess, WEB_DIST, waitHealthy } from './processes';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-dev-shm-usage',
];

interface PageFigures {
  name: string;
  performance: number;
  accessibility: number;
  jsKb: number;
  jsFiles: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  failed: string[];
  /** Lighthouse's CPU benchmark of the run (higher = faster machine at that moment). */
  benchmarkIndex: number;
  /** The machine's 1-minute load average when the run ended. */
  load: number;
}

// biome-ignore lint/suspicious/noExplicitAny: Lighthouse's result is read audit by audit.
type Lhr = any;

const figuresOf = (name: string, lhr: Lhr): PageFigures => {
  const items = (lhr.audits['network-requests']?.details?.items ?? []) as {
    resourceType?: string;
    transferSize?: number;
  }[];
  const js = items.filter((i) => i.resourceType === 'Script');
  const num = (id: string) => Number(lhr.audits[id]?.numericValue ?? Number.NaN);
  const failed = Object.values(lhr.categories.accessibility.auditRefs as { id: string; weight: number }[])
    .filter((r) => r.weight > 0 && lhr.audits[r.id]?.score !== null && lhr.audits[r.id]?.score < 1)
    .map((r) => r.id);
  return {
    name,
    performance: Math.round(lhr.categories.performance.score * 100),
    accessibility: Math.round(lhr.categories.accessibility.score * 100),
    jsKb: js.reduce((s, i) => s + (i.transferSize ?? 0), 0) / 1024,
    jsFiles: js.length,
    fcpMs: num('first-contentful-paint'),
    lcpMs: num('largest-contentful-paint'),
    tbtMs: num('total-blocking-time'),
    cls: num('cumulative-layout-shift'),
    failed,
    benchmarkIndex: Math.round(Number(lhr.environment?.benchmarkIndex ?? Number.NaN)),
    load: loadavg()[0] ?? Number.NaN,
  };
};

/**
 * One mobile Lighthouse run (default throttling: simulated slow 4G, 4× CPU) in `page`'s tab, with
 * a cold HTTP cache (the tab's storage is kept: Lighthouse would otherwise clear both).
 */
const audit = async (page: Page, url: string, tag: string) => {
  const cdp = await page.createCDPSession();
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
  const result = await lighthouse(
    url,
    {
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      formFactor: 'mobile',
      // The tab keeps its storage (the personal-info step needs the consent cookie given before it).
      disableStorageReset: true,
    },
    undefined,
    page,
  );
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  if (process.env.LIGHTHOUSE_JSON_DIR)
    writeFileSync(join(process.env.LIGHTHOUSE_JSON_DIR, `${tag}.json`), JSON.stringify(result.lhr));
  return result.lhr;
};

const line = (r: PageFigures) =>
  `${r.name.padEnd(24)} performance ${String(r.performance).padStart(3)}  accessibility ${String(r.accessibility).padStart(3)}  ` +
  `JS ${r.jsKb.toFixed(1)} KB in ${r.jsFiles} files  FCP ${Math.round(r.fcpMs)} ms  LCP ${Math.round(r.lcpMs)} ms  ` +
  `TBT ${Math.round(r.tbtMs)} ms  CLS ${r.cls.toFixed(3)}${r.failed.length ? `  failing: ${r.failed.join(', ')}` : ''}`;

export const lighthouseBench = async () => {
  const webDist = process.env.BENCH_WEB_DIST ?? WEB_DIST;
  if (!existsSync(join(webDist, 'public.html')) || !existsSync(SERVER_JS)) {
    console.log('apps/web/dist or apps/api/dist is missing: run `npm run build` first');
    return;
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'ats-lighthouse-'));
  const port = await freePort();
  const server = startApi('lighthouse server', port, {
    DATA_DIR: dataDir,
    SEED_DEMO: 'true',
    PUBLIC_RATE_LIMIT_PER_MINUTE: '100000',
    WEB_DIST: webDist,
  });
  const browser = await puppeteer.launch({ executablePath: CHROMIUM, headless: true, args: CHROME_FLAGS });
  try {
    await waitHealthy(`${server.url}/api/health`, 600_000, server);
    const token = await signIn(server.url);
    const list = await api(server.url, 'GET', '/api/requisitions/list?limit=50', { token });
    if (list.status !== 200) throw new Error(`list: ${list.status} ${list.text}`);
    const items = list.body.data.items as { id: string; publishedAt: string | null }[];
    const jobId = items.find((r) => r.publishedAt)?.id;
    if (!jobId) throw new Error('the demo data has no published requisition');
    const jobUrl = `${server.url}/interviews/requisition/${jobId}`;

    const page = await browser.newPage();
    const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
    const only = (process.env.LIGHTHOUSE_PAGES ?? '').split(',').filter(Boolean);
    const wanted = (name: string) => !only.length || only.some((w) => name.includes(w));
    const results: PageFigures[] = [];
    /** `runs` audits of one page; the row kept is the run with the median performance score. */
    const measure = async (name: string, url: string) => {
      if (!wanted(name)) return;
      const all: PageFigures[] = [];
      for (let i = 0; i < runs; i++) {
        const lhr = await audit(page, url, `${name.replace(/\W+/g, '-')}-${i + 1}`);
        // A redirect (e.g. personal-info without its consent) would measure another page.
        if (lhr.finalDisplayedUrl && lhr.finalDisplayedUrl !== url)
          throw new Error(`${name}: Lighthouse ended on ${lhr.finalDisplayedUrl}, not ${url}`);
        const f = figuresOf(name, lhr);
        console.log(
          `  ${line(f)}  (run ${i + 1}, load ${f.load.toFixed(1)}, benchmark index ${f.benchmarkIndex})`,
        );
        all.push(f);
      }
      const sorted = [...all].sort((a, b) => a.performance - b.performance);
      const median = sorted[Math.floor((sorted.length - 1) / 2)] as PageFigures;
      results.push({ ...median, name: `${name} (runs: ${all.map((f) => f.performance).join(', ')})` });
    };

    // Warm the server (first compile of the page's queries), then measure.
    await page.goto(jobUrl, { waitUntil: 'networkidle0' });
    await page.goto(`${server.url}/jobs`, { waitUntil: 'networkidle0' });
    await measure('job board', `${server.url}/jobs`);
    await measure('job page', jobUrl);

    // instructions-reminders, then personal-info after its privacy consent (same tab).
    const applyUrl = (step: string) => `${server.url}/interviews/requisition/${jobId}/apply/${step}`;
    await page.goto(applyUrl('instructions-reminders'), { waitUntil: 'networkidle0' });
    await measure('instructions-reminders', applyUrl('instructions-reminders'));
    await page.goto(applyUrl('instructions-reminders'), { waitUntil: 'networkidle0' });
    // The consent is a form POST; the server keeps it in a cookie of the two steps and redirects.
    await page.locator('input[type=checkbox]').click();
    await Promise.all([page.waitForNavigation(), page.locator('form button[type=submit]').click()]);
    if (!page.url().endsWith('/apply/personal-info'))
      throw new Error(`the consent did not lead to personal-info: ${page.url()}`);
    await measure('personal-info', applyUrl('personal-info'));

    // The application exists from here on: fill personal-info (a new candidate each time), then
    // measure the step it leads to with the application's cookie.
    if (wanted('resume-profile') || wanted('status')) {
      await page.goto(applyUrl('personal-info'), { waitUntil: 'networkidle0' });
      const unique = String(Date.now()).slice(-6);
      const fill = async (name: string, value: string) => {
        await page.locator(`input[name=${name}]`).fill(value);
      };
      await fill('firstName', 'Bench');
      await fill('lastName', 'Candidate');
      await fill('email', `bench-${unique}@example.com`);
      await page.select('select[name=country]', 'costa-rica');
      await fill('phone', `+506 83${unique}`);
      await Promise.all([
        page.waitForNavigation({ timeout: 60_000 }),
        page.locator('form button[type=submit]').click(),
      ]);
      await page.waitForFunction("!location.pathname.includes('/apply/')", { timeout: 60_000 });
      const stepUrl = page.url();
      const step = new URL(stepUrl).pathname.split('/').pop() ?? 'step';
      await measure(`step ${step}`, stepUrl);
      const applicantId = new URL(stepUrl).pathname.split('/')[4];
      await measure('status page', `${server.url}/interviews/requisition/${jobId}/${applicantId}/status`);
    }

    const load = loadavg().map((l) => l.toFixed(1));
    console.log(
      `Lighthouse mobile (simulated slow 4G, 4x CPU), median of ${runs} run(s), goals: performance >= 95, accessibility 100; load average now ${load.join(' / ')}`,
    );
    for (const r of results) console.log(line(r));
    console.log(
      '\n| page | performance | accessibility | JS transferred | FCP | LCP | TBT | CLS | load | benchmark index |',
    );
    console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
    for (const r of results)
      console.log(
        `| ${r.name} | ${r.performance} | ${r.accessibility} | ${r.jsKb.toFixed(1)} KB, ${r.jsFiles} files | ${(r.fcpMs / 1000).toFixed(1)} s | ${(r.lcpMs / 1000).toFixed(1)} s | ${Math.round(r.tbtMs)} ms | ${r.cls.toFixed(3)} | ${r.load.toFixed(1)} | ${r.benchmarkIndex} |`,
      );
  } finally {
    await browser.close();
    await stopProcess(server.child, server.exited);
    rmSync(dataDir, { recursive: true, force: true });
  }
};
