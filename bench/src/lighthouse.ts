// Lighthouse (mobile) on the public pages a candidate opens first: the job page and the
// personal-info step, against the built server (apps/web/dist served by apps/api/dist) on a throw-away
// PGlite with the demo data. Prints performance and accessibility scores and the JS each page loads.
// Goals (issue 15): performance >= 95, accessibility 100. Needs `npm run build` first.
// LIGHTHOUSE_JSON_DIR=<dir> keeps each page's full report (JSON) there.
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
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
  };
};

/**
 * One mobile Lighthouse run (default throttling: simulated slow 4G, 4× CPU) in `page`'s tab, with
 * a cold HTTP cache (the tab's storage is kept: Lighthouse would otherwise clear both).
 */
const audit = async (page: Page, url: string) => {
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
      // The tab keeps its session storage (the personal-info step needs the consent given before it).
      disableStorageReset: true,
    },
    undefined,
    page,
  );
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  if (process.env.LIGHTHOUSE_JSON_DIR)
    writeFileSync(
      join(process.env.LIGHTHOUSE_JSON_DIR, `${new URL(url).pathname.split('/').pop()}.json`),
      JSON.stringify(result.lhr),
    );
  return result.lhr;
};

export const lighthouseBench = async () => {
  if (!existsSync(join(WEB_DIST, 'public.html')) || !existsSync(SERVER_JS)) {
    console.log('apps/web/dist or apps/api/dist is missing: run `npm run build` first');
    return;
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'ats-lighthouse-'));
  const port = await freePort();
  const server = startApi('lighthouse server', port, {
    DATA_DIR: dataDir,
    SEED_DEMO: 'true',
    PUBLIC_RATE_LIMIT_PER_MINUTE: '100000',
  });
  const browser = await puppeteer.launch({ executablePath: CHROMIUM, headless: true, args: CHROME_FLAGS });
  try {
    await waitHealthy(`${server.url}/api/health`, 180_000, server);
    const token = await signIn(server.url);
    const list = await api(server.url, 'GET', '/api/requisitions/list?limit=50', { token });
    if (list.status !== 200) throw new Error(`list: ${list.status} ${list.text}`);
    const items = list.body.data.items as { id: string; publishedAt: string | null }[];
    const jobId = items.find((r) => r.publishedAt)?.id;
    if (!jobId) throw new Error('the demo data has no published requisition');
    const jobUrl = `${server.url}/interviews/requisition/${jobId}`;

    const page = await browser.newPage();
    // Warm the server (first compile of the page's queries), then measure.
    await page.goto(jobUrl, { waitUntil: 'networkidle0' });
    const results = [figuresOf('job page', await audit(page, jobUrl))];

    // personal-info comes after the privacy consent of instructions-reminders (same tab).
    await page.goto(`${server.url}/interviews/requisition/${jobId}/apply/instructions-reminders`, {
      waitUntil: 'networkidle0',
    });
    await page.locator('input[type=checkbox]').click();
    await page.locator('form button[type=submit]').click();
    await page.waitForFunction("location.pathname.endsWith('/apply/personal-info')");
    const infoUrl = `${server.url}/interviews/requisition/${jobId}/apply/personal-info`;
    results.push(figuresOf('personal-info', await audit(page, infoUrl)));

    console.log('Lighthouse mobile (simulated slow 4G, 4x CPU), goals: performance >= 95, accessibility 100');
    for (const r of results) {
      console.log(
        `${r.name.padEnd(14)} performance ${String(r.performance).padStart(3)}  accessibility ${String(r.accessibility).padStart(3)}  ` +
          `JS ${r.jsKb.toFixed(1)} KB transferred in ${r.jsFiles} files  FCP ${Math.round(r.fcpMs)} ms  LCP ${Math.round(r.lcpMs)} ms  ` +
          `TBT ${Math.round(r.tbtMs)} ms  CLS ${r.cls.toFixed(3)}${r.failed.length ? `  failing: ${r.failed.join(', ')}` : ''}`,
      );
    }
  } finally {
    await browser.close();
    await stopProcess(server.child, server.exited);
    rmSync(dataDir, { recursive: true, force: true });
  }
};
