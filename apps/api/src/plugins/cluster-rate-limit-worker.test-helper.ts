// A worker process of cluster-rate-limit-store.test.ts: a Fastify app with the server's rate-limit
// store choice (`rateLimitStore` without Redis, in a cluster worker), on a port of its own.
import rateLimit from '@fastify/rate-limit';
import Fastify from 'fastify';
import { rateLimitStore } from './rate-limit-store';

const app = Fastify();
await app.register(rateLimit, {
  ...rateLimitStore(app, undefined),
  global: true,
  max: Number(process.env.GLOBAL_LIMIT),
  timeWindow: '1 minute',
});
app.get('/global', async () => ({ ok: true }));
app.get(
  '/own-limit',
  { config: { rateLimit: { max: Number(process.env.ROUTE_LIMIT), timeWindow: '1 minute' } } },
  async () => ({ ok: true }),
);
// exclusive: this worker's own port, so the test chooses which process answers each request.
await app.listen({ host: '127.0.0.1', port: 0, exclusive: true });
process.send?.({ port: (app.server.address() as { port: number }).port });
