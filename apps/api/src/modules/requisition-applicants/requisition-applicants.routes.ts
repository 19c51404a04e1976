import {
  REQUISITION_APPLICANT_PATHS,
  ZBulkResult,
  ZEnvelope,
  ZIdParam,
  ZListPage,
  ZRequisitionApplicant,
  ZRequisitionApplicantBulkStatus,
  ZRequisitionApplicantCreate,
  ZRequisitionApplicantDetail,
  ZRequisitionApplicantExportQuery,
  ZRequisitionApplicantListQuery,
  ZRequisitionApplicantUpdate,
  ZRequisitionApplicantView,
  ZViewQuery,
} from '@ats/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendCsv } from '../../lib/list/csv-reply';
import { callerOf, menuItemAccess } from '../../plugins/route-access';
import { registerArchiveRoutes } from '../applicant-common';
import type { ModuleDeps } from '../module-deps';
import { uploadsServiceFor } from '../uploads';
import { createRequisitionApplicantsService } from './requisition-applicants.service';

const access = menuItemAccess('req-applicant-tracker');
const ZApplicantIdParam = z.object({ applicantId: z.uuid() });

export const requisitionApplicantsRoutes =
  (deps: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const applicants = createRequisitionApplicantsService(deps.db, uploadsServiceFor(deps), deps.publicUrl);
    const tags = ['requisition applicants'];
    const P = REQUISITION_APPLICANT_PATHS;

    app.post(
      P.create,
      {
        config: access('edit'),
        schema: {
          tags,
          summary: 'Adds a candidate to a requisition by hand',
          body: ZRequisitionApplicantCreate,
          response: { 200: ZEnvelope(ZRequisitionApplicantDetail) },
        },
      },
      async (req) => ({ data: await applicants.create(req.body, callerOf(req)) }),
    );
    app.put(
      P.update,
      {
        config: access('edit'),
        schema: {
          tags,
          params: ZApplicantIdParam,
          body: ZRequisitionApplicantUpdate,
          response: { 200: ZEnvelope(ZRequisitionApplicantDetail) },
        },
      },
      async (req) => ({ data: await applicants.update(req.params.applicantId, req.body, callerOf(req)) }),
    );
    app.post(
      P.status,
      {
        config: access('edit'),
        schema: { tags, body: ZRequisitionApplicantBulkStatus, response: { 200: ZEnvelope(ZBulkResult) } },
      },
      async (req) => ({ data: await applicants.bulkStatus(req.body, callerOf(req)) }),
    );
    registerArchiveRoutes(app, { paths: P, tags, menuItem: 'req-applicant-tracker', service: applicants });
    app.get(
      P.get,
      {
        config: access('view'),
        schema: { tags, params: ZIdParam, response: { 200: ZEnvelope(ZRequisitionApplicantDetail) } },
      },
      async (req) => ({ data: await applicants.get(req.params.id, callerOf(req)) }),
    );
    app.get(
      P.view,
      {
        config: access('view'),
        schema: {
          tags,
          params: ZApplicantIdParam,
          querystring: ZViewQuery,
          response: { 200: ZEnvelope(ZRequisitionApplicantView) },
        },
      },
      async (req) => ({
        data: await applicants.view(req.params.applicantId, req.query.archived, callerOf(req)),
      }),
    );
    app.get(
      P.list,
      {
        config: access('view'),
        schema: {
          tags,
          querystring: ZRequisitionApplicantListQuery,
          response: { 200: ZListPage(ZRequisitionApplicant) },
        },
      },
      async (req) => ({ data: await applicants.list(req.query, callerOf(req)) }),
    );
    app.get(
      P.export,
      {
        config: access('view'),
        schema: { tags, summary: 'CSV of the filtered list', querystring: ZRequisitionApplicantExportQuery },
      },
      async (req, reply) => {
        // Runs the first batch now: a bad sort or search answers 400 before the first byte.
        const stream = await applicants.export(req.query, callerOf(req));
        return sendCsv(
          reply,
          req.query.ids?.length ? 'requisition-applicants-selected' : 'requisition-applicants',
          stream,
        );
      },
    );
  };
