import {
  CLASS_REQUEST_PATHS,
  CLASS_REQUEST_STATUSES,
  CLASS_REQUEST_TYPES,
  COUNTRIES,
  labelOf,
  type TClassRequestListItem,
  ZClassRequest,
  ZClassRequestAccept,
  ZClassRequestContent,
  ZClassRequestListItem,
  ZClassRequestListQuery,
  ZClassRequestMarkCurrent,
  ZClassRequestStatusChange,
  ZClassRequestSubmit,
  ZClassRequestSubmitResult,
  ZClassRequestVersionParams,
  ZEnvelope,
  ZIdParam,
  ZListPage,
} from '@ats/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type CsvColumn, csvStream } from '../../lib/list/csv';
import { sendCsv } from '../../lib/list/csv-reply';
import { deleteByIdRoute } from '../../plugins/delete-by-id-route';
import { callerOf, menuItemAccess } from '../../plugins/route-access';
import type { ModuleDeps } from '../module-deps';
import { createClassRequestsService } from './class-requests.service';

const access = menuItemAccess('class-requests');
/** A hiring form is a few kilobytes; anything much larger is not one. */
const SUBMIT_BODY_LIMIT = 64 * 1024;

const CSV_COLUMNS: CsvColumn<TClassRequestListItem>[] = [
  { header: 'Reference', value: (r) => r.referenceNumber },
  { header: 'Status', value: (r) => labelOf(CLASS_REQUEST_STATUSES, r.status) },
  { header: 'Type', value: (r) => labelOf(CLASS_REQUEST_TYPES, r.type) },
  { header: 'Position title', value: (r) => r.positionTitle },
  { header: 'Company', value: (r) => r.company },
  { header: 'Requester', value: (r) => r.requesterName },
  { header: 'Email', value: (r) => r.email },
  { header: 'Country', value: (r) => labelOf(COUNTRIES, r.country) },
  { header: 'Headcount', value: (r) => r.headcount },
  { header: 'Target start date', value: (r) => r.targetStartDate },
  { header: 'Current version', value: (r) => r.currentVersionNumber },
  { header: 'Versions', value: (r) => r.versionCount },
  { header: 'Requisition id', value: (r) => r.requisitionId },
  { header: 'Submitted at', value: (r) => r.createdAt },
  { header: 'Updated at', value: (r) => r.updatedAt },
];

export const classRequestsRoutes =
  (deps: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const service = createClassRequestsService(deps);
    const tags = ['talent-discovery-requests'];

    app.post(
      CLASS_REQUEST_PATHS.submit,
      {
        bodyLimit: SUBMIT_BODY_LIMIT,
        config: { access: { public: true }, rateLimit: { max: 10, timeWindow: '10 minutes' } },
        schema: { tags, body: ZClassRequestSubmit, response: { 200: ZEnvelope(ZClassRequestSubmitResult) } },
      },
      async (req) => ({ data: await service.submit(req.body, { ip: req.ip }) }),
    );

    app.get(
      CLASS_REQUEST_PATHS.list,
      {
        config: access('view'),
        schema: {
          tags,
          querystring: ZClassRequestListQuery,
          response: { 200: ZListPage(ZClassRequestListItem) },
        },
      },
      async (req) => {
        const { type, status, country, archived: _archived, ...args } = req.query;
        return { data: await service.list({ ...args, types: type, statuses: status, countries: country }) };
      },
    );

    app.get(
      CLASS_REQUEST_PATHS.export,
      {
        config: access('view'),
        schema: { tags, querystring: ZClassRequestListQuery.omit({ limit: true, paginationKey: true }) },
      },
      async (req, reply) => {
        const { type, status, country, archived: _archived, ...args } = req.query;
        const batches = service.stream({ ...args, types: type, statuses: status, countries: country });
        // Runs the first batch now: a bad sort or search answers 400 before the first byte.
        const stream = await csvStream(CSV_COLUMNS, batches);
        return sendCsv(reply, 'class-requests', stream);
      },
    );

    app.get(
      CLASS_REQUEST_PATHS.view,
      {
        config: access('view'),
        schema: { tags, params: ZIdParam, response: { 200: ZEnvelope(ZClassRequest) } },
      },
      async (req) => ({ data: await service.view(req.params.id) }),
    );

    app.put(
      CLASS_REQUEST_PATHS.update,
      {
        bodyLimit: SUBMIT_BODY_LIMIT,
        config: access('edit'),
        schema: {
          tags,
          params: ZIdParam,
          body: ZClassRequestContent,
          response: { 200: ZEnvelope(ZClassRequest) },
        },
      },
      async (req) => ({ data: await service.update(req.params.id, req.body, callerOf(req)) }),
    );

    deleteByIdRoute(app, CLASS_REQUEST_PATHS.delete, {
      config: access('delete'),
      tags,
      remove: service.remove,
      message: 'Class request deleted',
    });

    app.put(
      CLASS_REQUEST_PATHS.markVersionCurrent,
      {
        config: access('edit'),
        schema: { tags, body: ZClassRequestMarkCurrent, response: { 200: ZEnvelope(ZClassRequest) } },
      },
      async (req) => ({
        data: await service.markCurrent(req.body.classRequestId, req.body.id, callerOf(req)),
      }),
    );

    app.delete(
      CLASS_REQUEST_PATHS.deleteVersion,
      {
        config: access('delete'),
        schema: { tags, params: ZClassRequestVersionParams, response: { 200: ZEnvelope(ZClassRequest) } },
      },
      async (req) => ({
        data: await service.deleteVersion(req.params.id, req.params.versionId, callerOf(req)),
      }),
    );

    app.put(
      CLASS_REQUEST_PATHS.status,
      {
        config: access('edit'),
        schema: {
          tags,
          params: ZIdParam,
          body: ZClassRequestStatusChange,
          response: { 200: ZEnvelope(ZClassRequest) },
        },
      },
      async (req) => ({ data: await service.changeStatus(req.params.id, req.body, callerOf(req)) }),
    );

    app.post(
      CLASS_REQUEST_PATHS.accept,
      {
        config: access('edit'),
        schema: {
          tags,
          params: ZIdParam,
          body: ZClassRequestAccept,
          response: { 200: ZEnvelope(ZClassRequest) },
        },
      },
      async (req) => ({ data: await service.accept(req.params.id, req.body, callerOf(req)) }),
    );
  };
