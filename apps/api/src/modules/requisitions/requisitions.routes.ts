import {
  REQUISITION_PATHS,
  ZEnvelope,
  ZIdParam,
  ZListPage,
  ZRequisition,
  ZRequisitionCreate,
  ZRequisitionListItem,
  ZRequisitionListQuery,
  ZRequisitionPublic,
  ZRequisitionUidReply,
  ZRequisitionUpdate,
  ZRequisitionVisitReply,
} from '@ats/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deleteByIdRoute } from '../../plugins/delete-by-id-route';
import { callerOf, menuItemAccess, publicAccessBy } from '../../plugins/route-access';
import type { ModuleDeps } from '../module-deps';
import { createRequisitionsService } from './requisitions.service';

const access = menuItemAccess('requisitions');

export const requisitionsRoutes =
  (deps: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const requisitions = createRequisitionsService(deps.db);
    const tags = ['requisitions'];

    app.get(
      REQUISITION_PATHS.generateUid,
      { config: access('edit'), schema: { tags, response: { 200: ZEnvelope(ZRequisitionUidReply) } } },
      async (req) => ({ data: { requisitionUid: await requisitions.generateUid(callerOf(req)) } }),
    );
    app.post(
      REQUISITION_PATHS.create,
      {
        config: access('edit'),
        schema: { tags, body: ZRequisitionCreate, response: { 200: ZEnvelope(ZRequisition) } },
      },
      async (req) => ({ data: await requisitions.create(req.body, callerOf(req)) }),
    );
    app.get(
      REQUISITION_PATHS.list,
      {
        config: access('view'),
        schema: {
          tags,
          querystring: ZRequisitionListQuery,
          response: { 200: ZListPage(ZRequisitionListItem) },
        },
      },
      async (req) => ({ data: await requisitions.list(callerOf(req), req.query) }),
    );
    app.put(
      REQUISITION_PATHS.update,
      {
        config: access('edit'),
        schema: {
          tags,
          params: ZIdParam,
          body: ZRequisitionUpdate,
          response: { 200: ZEnvelope(ZRequisition) },
        },
      },
      async (req) => ({ data: await requisitions.update(req.params.id, req.body, callerOf(req)) }),
    );
    deleteByIdRoute(app, REQUISITION_PATHS.delete, {
      config: access('delete'),
      tags,
      remove: requisitions.remove,
      message: 'Requisition deleted',
    });
    app.get(
      REQUISITION_PATHS.get,
      {
        config: access('view'),
        schema: { tags, params: ZIdParam, response: { 200: ZEnvelope(ZRequisition) } },
      },
      async (req) => ({ data: await requisitions.get(req.params.id, callerOf(req)) }),
    );

    // Public: the job page. Published only; signed-in staff may preview.
    app.get(
      REQUISITION_PATHS.view,
      {
        config: publicAccessBy('none', 'staff-bearer'),
        schema: { tags, params: ZIdParam, response: { 200: ZEnvelope(ZRequisitionPublic) } },
      },
      async (req, reply) => {
        const data = await requisitions.view(req.params.id, req.auth);
        if (!data.published) reply.header('cache-control', 'no-store');
        return { data };
      },
    );
    app.put(
      REQUISITION_PATHS.visit,
      {
        config: { access: { public: true }, rateLimit: { max: 20, timeWindow: '1 minute' } },
        schema: { tags, params: ZIdParam, response: { 200: ZEnvelope(ZRequisitionVisitReply) } },
      },
      async (req) => ({
        data: {
          counted: await requisitions.countVisit(req.params.id, {
            ip: req.ip,
            userAgent: String(req.headers['user-agent'] ?? ''),
          }),
        },
      }),
    );
  };
