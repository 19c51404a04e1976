import cluster from 'node:cluster';
import { buildApp } from './app';
import { loadConfig } from './config';
import { serveClusterRateLimits } from './plugins/cluster-rate-limit-store';
import { defaultWorkerCount } from './server-workers';

/**
 * Worker processes serving the same port (WEB_CONCURRENCY). Each is a full replica, as behind a
 * proxy: migrations take the start-up lock, background jobs share the PostgreSQL queue, sessions
 * and sign-in locks live in PostgreSQL, rate-limit counters in Redis when REDIS_URL is set, else
 * in the primary process, which every worker asks (plugins/cluster-rate-limit-store.ts): a limit a
 * client meets is the same whichever process answers.
 * Default: one per CPU on PostgreSQL; 1 on PGlite (one process's database).
 */
const workerCount = () => {
  const raw = process.env.WEB_CONCURRENCY;
  const n = raw === undefined || raw === '' ? defaultWorkerCount(process.env) : Number(raw);
  if (!Number.isInteger(n) || n < 1 || n > 64) {
    console.error('WEB_CONCURRENCY must be a whole number from 1 to 64');
    process.exit(2);
  }
  if (n > 1 && !process.env.DATABASE_URL) {
    console.warn('WEB_CONCURRENCY > 1 needs DATABASE_URL (PGlite is one process): running one process');
    return 1;
  }
  return n;
};

const runPrimary = (n: number) => {
  // Checks the configuration once and writes a generated JWT secret before the workers read it,
  // so every worker signs with the same one.
  loadConfig();
  serveClusterRateLimits(cluster);
  let stopping = false;
  const started = new Set<number>();
  const fork = () => {
    const worker = cluster.fork({ ATS_WORKER_COUNT: String(n) });
    worker.on('message', (m) => {
      if (m === 'listening' && worker.process.pid) started.add(worker.process.pid);
    });
  };
  for (let i = 0; i < n; i++) fork();
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (!Object.keys(cluster.workers ?? {}).length) process.exit(0);
      return;
    }
    // A worker that never came up (bad configuration, database unreachable) stops the server
    // instead of being restarted in a loop; one that dies later is replaced.
    if (!started.has(worker.process.pid ?? -1)) {
      console.error(`worker ${worker.process.pid} failed to start (${signal ?? code}): stopping`);
      stopping = true;
      for (const w of Object.values(cluster.workers ?? {})) w?.process.kill('SIGTERM');
      process.exitCode = 1;
      if (!Object.keys(cluster.workers ?? {}).length) process.exit(1);
      return;
    }
    console.error(`worker ${worker.process.pid} exited (${signal ?? code}): starting another`);
    fork();
  });
  const shutdown = () => {
    if (stopping) return;
    stopping = true;
    for (const w of Object.values(cluster.workers ?? {})) w?.process.kill('SIGTERM');
    setTimeout(() => process.exit(1), 30_000).unref();
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
};

const runServer = async (announce: boolean) => {
  const config = loadConfig();
  const app = await buildApp(config);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: finishing in-flight requests and closing`);
    const force = setTimeout(() => process.exit(1), 25_000);
    force.unref();
    await app.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ host: config.host, port: config.port });
  process.send?.('listening');
  if (announce) {
    const url = `http://localhost:${(app.server.address() as { port: number }).port}`;
    const workers = Number(process.env.ATS_WORKER_COUNT ?? 1);
    console.log(
      `\n  ATS is running at ${url}  (API docs: ${url}/api/docs)${workers > 1 ? `, ${workers} processes` : ''}\n`,
    );
  }
};

if (cluster.isPrimary) {
  const n = workerCount();
  if (n > 1) runPrimary(n);
  else await runServer(true);
} else {
  await runServer(cluster.worker?.id === 1);
}
