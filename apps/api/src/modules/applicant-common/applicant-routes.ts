import { ZBulkResult, ZEnvelope, ZIdParam, ZIds } from '@ats/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AuthContext } from '../../plugins/route-access';
import { callerOf } from '../../plugins/route-access';

/** Unarchiving happens on the Archived Items pages, for both applicant trackers. */
export const unarchiveAccess = {
  access: { permission: { menuItem: 'archived-items', op: 'edit' } },
} as const;

type BulkResult = ReturnType<typeof ZBulkResult.parse>;

/**
 * The archive routes both applicant trackers answer at their own paths and tracker permission:
 * `delete` (`:id`) archives one, `archive` and `unarchive` many (unarchive from Archived Items).
 */
export const registerArchiveRoutes = (
  app: Parameters<FastifyPluginAsyncZod>[0],
  opts: {
    paths: { delete: string; archive: string; unarchive: string };
    tags: string[];
    menuItem: 'applicant-tracker' | 'req-applicant-tracker';
    service: {
      archive(ids: string[], caller: AuthContext): Promise<BulkResult>;
      unarchive(ids: string[], caller: AuthContext): Promise<BulkResult>;
    };
  },
) => {
  const { paths, tags, service } = opts;
  const archiveAccess = { access: { permission: { menuItem: opts.menuItem, op: 'delete' } } } as const;
  app.delete(
    paths.delete,
    {
      config: archiveAccess,
      schema: {
        tags,
        summary: 'Archives the applicant',
        params: ZIdParam,
        response: { 200: ZEnvelope(ZBulkResult) },
      },
    },
    async (req) => ({ data: await service.archive([req.params.id], callerOf(req)) }),
  );
  app.post(
    paths.archive,
    { config: archiveAccess, schema: { tags, body: ZIds, response: { 200: ZEnvelope(ZBulkResult) } } },
    async (req) => ({ data: await service.archive(req.body.ids, callerOf(req)) }),
  );
  app.post(
    paths.unarchive,
    { config: unarchiveAccess, schema: { tags, body: ZIds, response: { 200: ZEnvelope(ZBulkResult) } } },
    async (req) => ({ data: await service.unarchive(req.body.ids, callerOf(req)) }),
  );
};
