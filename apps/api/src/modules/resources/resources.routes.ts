import {
  RESOURCE_PATHS,
  ZCandidateResourcesQuery,
  ZEnvelope,
  ZIdParam,
  ZListPage,
  ZPublicResource,
  ZResource,
  ZResourceCreate,
  ZResourceListQuery,
  ZResourceUpdate,
} from '@ats/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf, menuItemAccess } from '../../plugins/route-access';
import type { ModuleDeps } from '../module-deps';
import { uploadsServiceFor } from '../uploads';
import { createResourcesService } from './resources.service';

const access = menuItemAccess('resources');

export const resourcesRoutes =
  (deps: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const service = createResourcesService(deps.db, uploadsServiceFor(deps));
    const tags = ['resources'];
    const one = { 200: ZEnvelope(ZResource) };

    app.post(
      RESOURCE_PATHS.create,
      { config: access('edit'), schema: { tags, body: ZResourceCreate, response: one } },
      async (req) => ({ data: await service.create(req.body, callerOf(req)) }),
    );
    app.get(
      RESOURCE_PATHS.list,
      {
        config: access('view'),
        schema: { tags, querystring: ZResourceListQuery, response: { 200: ZListPage(ZResource) } },
      },
      async (req) => ({ data: await service.list(req.query, callerOf(req)) }),
    );
    app.get(
      RESOURCE_PATHS.candidate,
      {
        config: { access: { public: true } },
        schema: {
          tags,
          summary: 'Candidate resources for a published job or an interview link',
          querystring: ZCandidateResourcesQuery,
          response: { 200: ZEnvelope(z.object({ items: z.array(ZPublicResource) })) },
        },
      },
      async (req, reply) => {
        reply.header('cache-control', 'no-store');
        return { data: { items: await service.forCandidate(req.query) } };
      },
    );
    app.get(
      RESOURCE_PATHS.get,
      { config: access('view'), schema: { tags, params: ZIdParam, response: one } },
      async (req) => ({ data: await service.get(req.params.id, callerOf(req)) }),
    );
    app.post(
      RESOURCE_PATHS.update,
      { config: access('edit'), schema: { tags, params: ZIdParam, body: ZResourceUpdate, response: one } },
      async (req) => ({ data: await service.update(req.params.id, req.body, callerOf(req)) }),
    );
    // Delete archives: a resource linked from old mail or pages keeps its history.
    app.delete(
      RESOURCE_PATHS.delete,
      { config: access('delete'), schema: { tags, params: ZIdParam, response: one } },
      async (req) => ({ data: await service.setArchived(req.params.id, true, callerOf(req)) }),
    );
    app.post(
      RESOURCE_PATHS.unarchive,
      { config: access('delete'), schema: { tags, params: ZIdParam, response: one } },
      async (req) => ({ data: await service.setArchived(req.params.id, false, callerOf(req)) }),
    );
  };
