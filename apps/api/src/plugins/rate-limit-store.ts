import cluster from 'node:cluster';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { clusterRateLimitStore, type RateLimitChannel } from './cluster-rate-limit-store';

/**
 * Where `@fastify/rate-limit` keeps its counters. With `REDIS_URL`, in Redis, so every replica
 * counts against the same limit; without it, in a worker process (WEB_CONCURRENCY > 1), in the
 * primary process that all the server's workers ask (`cluster-rate-limit-store.ts`); else in the
 * process (the embedded, single-process profile). The Redis connection closes with the app.
 */
export const rateLimitStore = (app: FastifyInstance, redisUrl: string | undefined) => {
  if (!redisUrl && cluster.isWorker) {
    // If the primary stops answering, requests are served unlimited rather than refused, as with Redis.
    return { store: clusterRateLimitStore(process as RateLimitChannel), skipOnError: true };
  }
  if (!redisUrl) return {};
  // Settings the plugin recommends: a rate-limit check must not hang a request when Redis is slow.
  const redis = new Redis(redisUrl, { connectTimeout: 500, maxRetriesPerRequest: 1 });
  redis.on('error', (err) => app.log.warn({ err: err.message }, 'rate-limit store: Redis error'));
  app.addHook('onClose', async () => {
    await redis.quit().catch(() => redis.disconnect());
  });
  // While Redis is unreachable requests are served unlimited rather than refused: an outage of a
  // cache must not take the API down (sign-in throttling lives in the database and still holds).
  return { redis, nameSpace: 'ats-rate-limit:', skipOnError: true };
};
