import { DASHBOARD_PATHS, ZDashboard, ZDashboardQuery, ZEnvelope } from '@ats/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../plugins/route-access';
import type { ModuleDeps } from '../module-deps';
import { createDashboardService } from './dashboard.service';

export const dashboardRoutes =
  (deps: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const service = createDashboardService(deps.db);
    app.get(
      DASHBOARD_PATHS.summary,
      {
        // The dashboard is every signed-in user's home (SPEC §6); each figure checks the view
        // permission of the list behind it and answers null without it.
        config: { access: { signedIn: true } },
        schema: {
          tags: ['dashboard'],
          querystring: ZDashboardQuery,
          response: { 200: ZEnvelope(ZDashboard) },
        },
      },
      async (req, reply) => {
        reply.header('cache-control', 'private, no-store');
        return { data: await service.summary(req.query, callerOf(req)) };
      },
    );
  };
