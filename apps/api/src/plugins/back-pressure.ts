import type { FastifyInstance } from 'fastify';

/**
 * Back-pressure on the embedded database (docs/decisions/performance.md#embedded-database-under-load).
 * PGlite is one connection running inside this process's one thread: every request in flight waits
 * behind all the others, and at 100 connections clients timed out (issue 32). While
 * `maxRequests` API requests are being served, a new one is answered at once with 503 and
 * `Retry-After: 1` instead of joining the queue. Admitted requests run to the end (nothing is half
 * written); the health check, event streams and the web app's files are not counted. PostgreSQL has
 * its own pool and queue, and scales with processes: no gate there.
 */
export const registerBackPressure = (app: FastifyInstance, maxRequests: number) => {
  if (maxRequests <= 0 || app.database.driver !== 'pglite') return;
  let inFlight = 0;
  app.addHook('onRequest', async (req, reply) => {
    if (!req.url.startsWith('/api/') || req.url.startsWith('/api/health')) return;
    if (String(req.headers.accept ?? '').includes('text/event-stream')) return;
    if (inFlight >= maxRequests) {
      const message = 'The server is busy; try again in a moment';
      return reply
        .code(503)
        .header('retry-after', '1')
        .send({ message, errors: [message] });
    }
    inFlight++;
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      inFlight--;
    };
    reply.raw.once('finish', finish);
    reply.raw.once('close', finish);
  });
};
