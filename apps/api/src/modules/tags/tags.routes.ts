import { TAG_PATHS, ZEnvelope, ZTagList, ZTagOptionsQuery, ZTagsQuery, ZTagsSet } from '@ats/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf, eitherTrackerAccess } from '../../plugins/route-access';
import type { ModuleDeps } from '../module-deps';
import { createTagsService } from './tags.service';

/** Either tracker opens these routes; the service checks the applicant's own tracker and scope. */
export const tagsRoutes =
  (deps: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const service = createTagsService(deps.db);
    const tags = ['tags'];

    app.get(
      TAG_PATHS.of,
      {
        config: eitherTrackerAccess('view'),
        schema: { tags, querystring: ZTagsQuery, response: { 200: ZEnvelope(ZTagList) } },
      },
      async (req) => ({ data: await service.of(req.query, callerOf(req)) }),
    );
    app.put(
      TAG_PATHS.set,
      {
        config: eitherTrackerAccess('edit'),
        schema: {
          tags,
          summary: "Replaces an applicant's tags",
          body: ZTagsSet,
          response: { 200: ZEnvelope(ZTagList) },
        },
      },
      async (req) => ({
        data: await service.set(
          { applicantKind: req.body.applicantKind, applicantId: req.body.applicantId },
          req.body.tags,
          callerOf(req),
        ),
      }),
    );
    app.get(
      TAG_PATHS.options,
      {
        config: eitherTrackerAccess('view'),
        schema: {
          tags,
          summary: 'Tags in use in a tracker (its filter options)',
          querystring: ZTagOptionsQuery,
          response: { 200: ZEnvelope(ZTagList) },
        },
      },
      async (req) => ({ data: await service.options(req.query.applicantKind, callerOf(req)) }),
    );
  };
