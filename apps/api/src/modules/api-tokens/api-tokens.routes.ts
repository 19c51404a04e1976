import {
  API_TOKEN_PATHS,
  ZApiToken,
  ZApiTokenCreate,
  ZApiTokenCreated,
  ZEnvelope,
  ZIdParam,
} from '@ats/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf, menuItemAccess } from '../../plugins/route-access';
import type { ModuleDeps } from '../module-deps';
import { createApiTokensService } from './api-tokens.service';

const access = menuItemAccess('api-tokens');

export const apiTokensRoutes =
  (deps: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const tokens = createApiTokensService(deps.db);
    const tags = ['api-tokens'];

    app.get(
      API_TOKEN_PATHS.list,
      { config: access('view'), schema: { tags, response: { 200: ZEnvelope(z.array(ZApiToken)) } } },
      async () => ({ data: await tokens.list() }),
    );
    app.post(
      API_TOKEN_PATHS.create,
      {
        config: access('edit'),
        schema: {
          tags,
          description: 'Creates a token; the answer carries its secret, which is shown this once only.',
          body: ZApiTokenCreate,
          response: { 200: ZEnvelope(ZApiTokenCreated) },
        },
      },
      async (req) => ({ data: await tokens.create(req.body, callerOf(req), req.ip) }),
    );
    app.post(
      API_TOKEN_PATHS.revoke,
      {
        config: access('delete'),
        schema: { tags, params: ZIdParam, response: { 200: ZEnvelope(z.object({ id: z.uuid() })) } },
      },
      async (req) => ({ data: await tokens.revoke(req.params.id, callerOf(req), req.ip) }),
    );
  };
