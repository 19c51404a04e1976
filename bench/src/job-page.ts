// Job page: what a public job page costs once it is rendered (docs/decisions/candidate-pages.md#public-pages-rendered-once).
// Starts the built server (PGlite with the demo data, or a fresh PostgreSQL database when
// JOB_PAGE_DATABASE_URL names a server) and drives autocannon at, one after the other: a static
// file the server sends as it is (the public entry's shell, what the board used to be), the job
// page as a browser asks for it (brotli), the same page revalidated (If-None-Match: 304), and the
// served board. Prints req/s and latency of each, the job page's ratio to the static shell (goal:
// within 2×), and, on PostgreSQL, the database transactions per cached view (goal: 0), counted
// from pg_stat_database during the run minus those of an idle period as long (the server's
// background jobs poll the database on their own).
// Settings (env): JOB_PAGE_CONNECTIONS (50), JOB_PAGE_SECONDS (10), JOB_PAGE_DATABASE_URL.
import { cpus, loadavg } from 'node:os';
import autocannon from 'autocannon';
import { api, sleep, withDemoServer } from './processes';

const CONNECTIONS = Number(process.env.JOB_PAGE_CONNECTIONS ?? 50);
const SECONDS = Number(process.env.JOB_PAGE_SECONDS ?? 10);
const BROWSER = { 'accept-encoding': 'gzip, deflate, br', 'accept-language': 'es-CR,es;q=0.9,en;q=0.8' };

const run = (title: string, url: string, headers: Record<string, string>) =>
  new Promise<autocannon.Result>((ok, fail) => {
    autocannon({ title, url, connections: CONNECTIONS, duration: SECONDS, headers }, (err, result) =>
      err ? fail(err) : ok(result),
    );
  });

const line = (r: autocannon.Result) =>
  `${r.title?.padEnd(44)} ${r.requests.average.toFixed(0).padStart(6)} req/s  p50 ${String(r.latency.p50).padStart(4)} ms  p99 ${String(r.latency.p99).padStart(4)} ms  ${r.requests.total} requests, ${r.errors} errors, ${r.non2xx} non-2xx`;

const load = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(', ');

/** Transactions the database has seen (committed and rolled back), flushed first (PostgreSQL 15+). */
const transactionsOf = async (url: string) => {
  const pg = (await import('pg')).default;
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    await c.query('select pg_stat_force_next_flush()').catch(() => undefined);
    await sleep(1100);
    const { rows } = await c.query(
      'select xact_commit + xact_rollback as n from pg_stat_database where datname = current_database()',
    );
    return Number(rows[0].n);
  } finally {
    await c.end();
  }
};

export const jobPage = () =>
  withDemoServer(
    { name: 'job page', prefix: 'job_page', pgServer: process.env.JOB_PAGE_DATABASE_URL },
    async ({ server, token, db }) => {
      const list = await api(server.url, 'GET', '/api/requisitions/list?limit=50', { token });
      const jobId = (list.body.data.items as { id: string; publishedAt: string | null }[]).find(
        (r) => r.publishedAt,
      )?.id;
      if (!jobId) throw new Error('no published job in the demo data');
      const jobUrl = `${server.url}/interviews/requisition/${jobId}`;
      const first = await fetch(jobUrl, { headers: BROWSER });
      const etag = first.headers.get('etag');
      if (first.status !== 200 || !etag) throw new Error(`job page: ${first.status}, etag ${etag}`);
      console.log(
        `job page: ${first.headers.get('content-encoding')}, ${first.headers.get('cache-control')}`,
      );
      console.log(`load average before: ${load()} (${cpus().length} CPUs)`);
      console.log(
        `${db ? 'PostgreSQL' : 'PGlite'} with demo data, ${CONNECTIONS} connections for ${SECONDS} s per target (pid ${server.child.pid})`,
      );
      const idleBefore = db ? await transactionsOf(db.url) : 0;
      if (db) await sleep(SECONDS * 1000);
      const idleAfter = db ? await transactionsOf(db.url) : 0;

      const shell = await run(
        'static shell (/talent-discovery-hiring-form)',
        `${server.url}/talent-discovery-hiring-form`,
        BROWSER,
      );
      console.log(line(shell));
      const before = db ? await transactionsOf(db.url) : 0;
      const page = await run('job page (cached, brotli)', jobUrl, BROWSER);
      const after = db ? await transactionsOf(db.url) : 0;
      console.log(line(page));
      const revalidated = await run('job page revalidated (304)', jobUrl, {
        ...BROWSER,
        'if-none-match': etag,
      });
      console.log(line(revalidated));
      const board = await run('job board /jobs (cached, brotli)', `${server.url}/jobs`, BROWSER);
      console.log(line(board));

      const ratio = shell.requests.average / page.requests.average;
      console.log(
        `static shell req/s ÷ job page req/s = ${ratio.toFixed(2)} (goal ≤ 2: ${ratio <= 2 ? 'met' : 'NOT met'})`,
      );
      if (db) {
        // Our own reading connection's transactions cancel out between the two windows.
        const idle = idleAfter - idleBefore;
        const perView = (after - before - idle) / page.requests.total;
        console.log(
          `database transactions: ${after - before} during ${page.requests.total} job page views, ${idle} in as long idle → ${Math.max(0, perView).toFixed(4)} per cached view (goal 0)`,
        );
      } else {
        console.log('database queries per view: counted on PostgreSQL only (set JOB_PAGE_DATABASE_URL)');
      }
      console.log(`load average after: ${load()}`);
    },
  );
