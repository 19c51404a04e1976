import {
  SCREENING_CONTENT,
  screeningPaths,
  type TOperation,
  type TScreeningKind,
  ZEnvelope,
  ZIdParam,
  ZListPage,
  ZMessage,
} from '@ats/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { callerOf, type RoutePermission } from '../../../plugins/route-access';
import type { ModuleDeps } from '../../module-deps';
import type { ContentRepo } from './content.repo';
import { type ContentRules, createContentService } from './content.service';

export interface ContentRoutesSpec<Input extends Record<string, unknown>> {
  kind: TScreeningKind;
  repo: ContentRepo;
  rules?: ContentRules<Input>;
  schemas: {
    create: z.ZodType<Input>;
    update: z.ZodType<Input>;
    item: z.ZodType;
    listQuery: z.ZodType;
  };
  /** Other screens that pick from this list (a profile builder, the requisition builder). */
  listAlsoGrantedBy?: RoutePermission['alsoGrantedBy'];
}

/**
 * The five calls of one screening content kind (SPEC §7): create, update (POST or PUT, as the spec
 * says for the kind), delete, get and list, each behind the kind's own permission.
 */
export const contentRoutes =
  <Input extends Record<string, unknown>>(spec: ContentRoutesSpec<Input>) =>
  (deps: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const service = createContentService<Input, unknown>(deps.db, spec.kind, spec.repo, spec.rules);
    const paths = screeningPaths(spec.kind);
    const tags = [spec.kind];
    const access = (op: TOperation, alsoGrantedBy?: RoutePermission['alsoGrantedBy']) => ({
      access: { permission: { menuItem: spec.kind, op, ...(alsoGrantedBy ? { alsoGrantedBy } : {}) } },
    });
    const one = { 200: ZEnvelope(spec.schemas.item) };

    app.post(
      paths.create,
      { config: access('edit'), schema: { tags, body: spec.schemas.create, response: one } },
      async (req) => ({ data: await service.create(req.body as Input, callerOf(req)) }),
    );
    app.route({
      method: SCREENING_CONTENT[spec.kind].updateMethod,
      url: paths.update,
      config: access('edit'),
      schema: { tags, params: ZIdParam, body: spec.schemas.update, response: one },
      handler: async (req) => {
        const { id } = req.params as { id: string };
        return { data: await service.update(id, req.body as Input, callerOf(req)) };
      },
    });
    app.delete(
      paths.delete,
      {
        config: access('delete'),
        schema: { tags, params: ZIdParam, response: { 200: ZEnvelope(ZMessage) } },
      },
      async (req) => {
        await service.remove(req.params.id, callerOf(req));
        return { data: { message: `${SCREENING_CONTENT[spec.kind].singular} deleted` } };
      },
    );
    app.get(
      paths.get,
      { config: access('view'), schema: { tags, params: ZIdParam, response: one } },
      async (req) => ({ data: await service.get(req.params.id) }),
    );
    app.get(
      paths.list,
      {
        config: access('view', spec.listAlsoGrantedBy),
        schema: {
          tags,
          querystring: spec.schemas.listQuery,
          response: { 200: ZListPage(spec.schemas.item) },
        },
      },
      async (req) => ({ data: await service.list(req.query) }),
    );
  };
