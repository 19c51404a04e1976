import { SEARCH_PATHS, ZEnvelope, ZSearchQuery, ZSearchResult } from '@ats/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../plugins/route-access';
import type { ModuleDeps } from '../module-deps';
import { uploadsServiceFor } from '../uploads';
import { createSearchService } from './search.service';

export const searchRoutes =
  (deps: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const search = createSearchService(deps.db, uploadsServiceFor(deps));
    app.get(
      SEARCH_PATHS.search,
      {
        // Any signed-in user: each kind of result is limited to the lists the caller may view.
        config: { access: { signedIn: true } },
        schema: {
          tags: ['search'],
          summary: 'Candidates by name, email or phone and requisitions by uid or name',
          querystring: ZSearchQuery,
          response: { 200: ZEnvelope(ZSearchResult) },
        },
      },
      async (req) => ({ data: await search.search(req.query.q, callerOf(req)) }),
    );
  };
