import {
  SAVED_VIEW_PATHS,
  ZEnvelope,
  ZIdParam,
  ZSavedView,
  ZSavedViewCreate,
  ZSavedViewsQuery,
} from '@ats/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf, eitherTrackerAccess } from '../../plugins/route-access';
import type { ModuleDeps } from '../module-deps';
import { createSavedViewsService } from './saved-views.service';

/** Either tracker opens the routes; the service checks `view` on the list the view belongs to. */
const access = eitherTrackerAccess('view');

export const savedViewsRoutes =
  (deps: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const views = createSavedViewsService(deps.db);
    const tags = ['saved-views'];

    app.get(
      SAVED_VIEW_PATHS.list,
      {
        config: access,
        schema: { tags, querystring: ZSavedViewsQuery, response: { 200: ZEnvelope(z.array(ZSavedView)) } },
      },
      async (req) => ({ data: await views.list(req.query.list, callerOf(req)) }),
    );
    app.post(
      SAVED_VIEW_PATHS.create,
      { config: access, schema: { tags, body: ZSavedViewCreate, response: { 200: ZEnvelope(ZSavedView) } } },
      async (req) => ({ data: await views.create(req.body, callerOf(req)) }),
    );
    app.delete(
      SAVED_VIEW_PATHS.delete,
      {
        config: access,
        schema: { tags, params: ZIdParam, response: { 200: ZEnvelope(z.object({ message: z.string() })) } },
      },
      async (req) => ({ data: await views.remove(req.params.id, callerOf(req)) }),
    );
  };
