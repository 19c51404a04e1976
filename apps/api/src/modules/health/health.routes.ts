import { HEALTH_PATHS } from '@ats/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ModuleDeps } from '../module-deps';
import { pingDatabase } from './health.repo';

const ZHealth = z.object({ data: z.object({ status: z.literal('ok'), db: z.enum(['ok', 'down']) }) });

export const healthRoutes =
  (deps: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      HEALTH_PATHS.health,
      {
        config: { access: { public: true }, rateLimit: false },
        schema: { tags: ['health'], response: { 200: ZHealth, 503: ZHealth } },
      },
      async (_req, reply) => {
        const db = await pingDatabase(deps.db);
        return reply.code(db === 'ok' ? 200 : 503).send({ data: { status: 'ok', db } });
      },
    );
  };
