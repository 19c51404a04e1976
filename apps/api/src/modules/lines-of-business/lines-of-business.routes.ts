import {
  LINE_OF_BUSINESS_PATHS,
  ZEnvelope,
  ZIdParam,
  ZLineOfBusiness,
  ZLineOfBusinessCreate,
  ZLineOfBusinessListQuery,
  ZLineOfBusinessUpdate,
  ZListPage,
  ZLobOwnerOption,
  ZLobOwnerOptionsQuery,
} from '@ats/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf, menuItemAccess } from '../../plugins/route-access';
import type { ModuleDeps } from '../module-deps';
import { createLinesOfBusinessService } from './lines-of-business.service';

const access = menuItemAccess<'view' | 'edit'>('lines-of-business');

/** The users screen picks lines of business, and the requisition builder picks one. */
const listAccess = {
  access: {
    permission: {
      menuItem: 'lines-of-business',
      op: 'view',
      alsoGrantedBy: [
        { menuItem: 'user-management', op: 'view' },
        { menuItem: 'requisitions', op: 'view' },
      ],
    },
  },
} as const;

export const linesOfBusinessRoutes =
  (deps: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const lobs = createLinesOfBusinessService(deps.db);
    const tags = ['lines-of-business'];

    app.post(
      LINE_OF_BUSINESS_PATHS.create,
      {
        config: access('edit'),
        schema: { tags, body: ZLineOfBusinessCreate, response: { 200: ZEnvelope(ZLineOfBusiness) } },
      },
      async (req) => ({ data: await lobs.create(req.body, callerOf(req)) }),
    );
    app.post(
      LINE_OF_BUSINESS_PATHS.update,
      {
        config: access('edit'),
        schema: {
          tags,
          params: z.object({ lobId: z.uuid() }),
          body: ZLineOfBusinessUpdate,
          response: { 200: ZEnvelope(ZLineOfBusiness) },
        },
      },
      async (req) => ({ data: await lobs.update(req.params.lobId, req.body ?? {}, callerOf(req)) }),
    );
    app.get(
      LINE_OF_BUSINESS_PATHS.ownerOptions,
      {
        config: access('edit'),
        schema: {
          tags,
          querystring: ZLobOwnerOptionsQuery,
          response: { 200: ZEnvelope(z.object({ items: z.array(ZLobOwnerOption) })) },
        },
      },
      async (req) => ({ data: { items: await lobs.ownerOptions(req.query.search, req.query.limit) } }),
    );
    app.get(
      LINE_OF_BUSINESS_PATHS.get,
      {
        config: listAccess,
        schema: { tags, params: ZIdParam, response: { 200: ZEnvelope(ZLineOfBusiness) } },
      },
      async (req) => ({ data: await lobs.get(req.params.id, callerOf(req)) }),
    );
    app.get(
      LINE_OF_BUSINESS_PATHS.list,
      {
        config: listAccess,
        schema: {
          tags,
          querystring: ZLineOfBusinessListQuery,
          response: { 200: ZListPage(ZLineOfBusiness) },
        },
      },
      async (req) => ({ data: await lobs.list(callerOf(req), req.query) }),
    );
  };
