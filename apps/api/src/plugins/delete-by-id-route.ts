import { ZEnvelope, ZIdParam, ZMessage } from '@ats/contract';
import type { FastifyInstance } from 'fastify';
import { type AuthContext, callerOf, type RoutePermission } from './route-access';

/**
 * `DELETE url` of one record by its `:id` for staff with the permission in `config`: the remover
 * does the checks and the audit; the answer is `{ data: { message } }`.
 */
export const deleteByIdRoute = (
  app: FastifyInstance,
  url: string,
  route: {
    config: { access: { permission: RoutePermission } };
    tags: string[];
    remove: (id: string, caller: AuthContext) => Promise<unknown>;
    message: string;
  },
) =>
  app.delete<{ Params: { id: string } }>(
    url,
    {
      config: route.config,
      schema: { tags: route.tags, params: ZIdParam, response: { 200: ZEnvelope(ZMessage) } },
    },
    async (req) => {
      await route.remove(req.params.id, callerOf(req));
      return { data: { message: route.message } };
    },
  );
