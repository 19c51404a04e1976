// Load: autocannon against the built server (PGlite in a temp DATA_DIR with the demo data, or a
// fresh PostgreSQL database when LOAD_DATABASE_URL names a server). Targets: an authenticated list
// (/api/requisitions/list), the public job page API and the public job page HTML. Prints req/s,
// p50/p99 latency and errors per target.
// Settings (env): LOAD_CONNECTIONS (200), LOAD_SECONDS (60), LOAD_TARGETS (list,job-api,job-html).
import { cpus, loadavg } from 'node:os';
import autocannon from 'autocannon';
import { api, withDemoServer } from './processes';

const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 200);
const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const TARGETS = (process.env.LOAD_TARGETS ?? 'list,job-api,job-html').split(',');

/**
 * Each connection speaks for its own client address (X-Forwarded-For, honoured with TRUST_PROXY),
 * as 200 users would: the per-address staff limit (1200/minute) is not what is measured here.
 */
const perConnectionAddress = () => {
  let next = 0;
  return (req: autocannon.Request, context: Record<string, unknown>) => {
    context.ip ??= `10.${(next >> 16) & 255}.${(next >> 8) & 255}.${next++ & 255}`;
    return { ...req, headers: { ...req.headers, 'x-forwarded-for': String(context.ip) } };
  };
};

const run = (title: string, url: string, headers: Record<string, string> = {}) =>
  new Promise<autocannon.Result>((ok, fail) => {
    autocannon(
      {
        title,
        url,
        connections: CONNECTIONS,
        duration: SECONDS,
        headers,
        requests: [{ method: 'GET', setupRequest: perConnectionAddress() as never }],
      },
      (err, result) => (err ? fail(err) : ok(result)),
    );
  });

/**
 * Waits until the server has worked off requests whose clients already gave up (autocannon times
 * out after 10 s), so one target's backlog is not measured as the next target's latency.
 */
const drain = async (base: string) => {
  const until = Date.now() + 120_000;
  while (Date.now() < until) {
    const t0 = Date.now();
    const ok = await fetch(`${base}/api/health`)
      .then((r) => r.status === 200)
      .catch(() => false);
    if (ok && Date.now() - t0 < 100) return;
    await new Promise((r) => setTimeout(r, 250));
  }
};

const line = (r: autocannon.Result) =>
  `${r.title?.padEnd(34)} ${r.requests.average.toFixed(0).padStart(6)} req/s  p50 ${String(r.latency.p50).padStart(5)} ms  p99 ${String(r.latency.p99).padStart(5)} ms  ` +
  `${r.requests.total} requests, ${r.errors} errors, ${r.timeouts} timeouts, ${r.non2xx} non-2xx${
    r.non2xx
      ? ` (${Object.entries(r.statusCodeStats ?? {})
          .filter(([code]) => !code.startsWith('2'))
          .map(([code, v]) => `${v.count}× ${code}`)
          .join(', ')})`
      : ''
  }`;

export const load = () =>
  withDemoServer(
    { name: 'load', prefix: 'load', pgServer: process.env.LOAD_DATABASE_URL, env: { TRUST_PROXY: 'true' } },
    async ({ server, token, db }) => {
      const list = await api(server.url, 'GET', '/api/requisitions/list?limit=25', { token });
      if (list.status !== 200) throw new Error(`list: ${list.status} ${list.text}`);
      const items = list.body.data.items as { id: string; publishedAt: string | null }[];
      const jobId = (items.find((r) => r.publishedAt) ?? items[0])?.id;
      const job = await api(server.url, 'GET', `/api/requisitions/view/${jobId}`);
      if (job.status !== 200) throw new Error(`job page API: ${job.status} ${job.text}`);
      console.log(
        `load average before: ${loadavg()
          .map((l) => l.toFixed(1))
          .join(', ')} (${cpus().length} CPUs)`,
      );
      console.log(
        `${db ? 'PostgreSQL' : 'PGlite'} with demo data, ${CONNECTIONS} connections for ${SECONDS} s per target (pid ${server.child.pid})`,
      );
      const results: autocannon.Result[] = [];
      const measure = async (title: string, url: string, headers: Record<string, string> = {}) => {
        await drain(server.url);
        const r = await run(title, url, headers);
        console.log(line(r));
        results.push(r);
      };
      if (TARGETS.includes('list'))
        await measure('GET /api/requisitions/list (auth)', `${server.url}/api/requisitions/list?limit=25`, {
          authorization: `Bearer ${token}`,
        });
      if (TARGETS.includes('job-api'))
        await measure('GET /api/requisitions/view/:id', `${server.url}/api/requisitions/view/${jobId}`);
      if (TARGETS.includes('job-html'))
        await measure('GET /interviews/requisition/:id', `${server.url}/interviews/requisition/${jobId}`);
      console.log(
        `load average after: ${loadavg()
          .map((l) => l.toFixed(1))
          .join(', ')}`,
      );
    },
  );
