import {
  APPLICANT_PATHS,
  ZApplicant,
  ZApplicantBulkStatus,
  ZApplicantCreate,
  ZApplicantDetail,
  ZApplicantExportQuery,
  ZApplicantListItem,
  ZApplicantListQuery,
  ZApplicantUpdate,
  ZBulkResult,
  ZEnvelope,
  ZIdParam,
  ZListPage,
} from '@ats/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendCsv } from '../../lib/list/csv-reply';
import { callerOf, menuItemAccess } from '../../plugins/route-access';
import { registerArchiveRoutes } from '../applicant-common';
import type { ModuleDeps } from '../module-deps';
import { uploadsServiceFor } from '../uploads';
import { createApplicantsService } from './applicants.service';

const access = menuItemAccess('applicant-tracker');

export const applicantsRoutes =
  (deps: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const applicants = createApplicantsService(deps.db, uploadsServiceFor(deps), deps.publicUrl);
    const tags = ['applicants'];

    app.post(
      APPLICANT_PATHS.create,
      {
        config: access('edit'),
        schema: { tags, body: ZApplicantCreate, response: { 200: ZEnvelope(ZApplicant) } },
      },
      async (req) => ({ data: await applicants.create(req.body, callerOf(req)) }),
    );
    app.post(
      APPLICANT_PATHS.update,
      {
        config: access('edit'),
        schema: {
          tags,
          params: z.object({ applicantId: z.uuid() }),
          body: ZApplicantUpdate,
          response: { 200: ZEnvelope(ZApplicant) },
        },
      },
      async (req) => ({ data: await applicants.update(req.params.applicantId, req.body, callerOf(req)) }),
    );
    registerArchiveRoutes(app, {
      paths: APPLICANT_PATHS,
      tags,
      menuItem: 'applicant-tracker',
      service: applicants,
    });
    app.post(
      APPLICANT_PATHS.status,
      {
        config: access('edit'),
        schema: { tags, body: ZApplicantBulkStatus, response: { 200: ZEnvelope(ZBulkResult) } },
      },
      async (req) => ({ data: await applicants.bulkStatus(req.body, callerOf(req)) }),
    );
    app.get(
      APPLICANT_PATHS.get,
      {
        config: access('view'),
        schema: { tags, params: ZIdParam, response: { 200: ZEnvelope(ZApplicantDetail) } },
      },
      async (req) => ({ data: await applicants.get(req.params.id, callerOf(req)) }),
    );
    app.get(
      APPLICANT_PATHS.list,
      {
        config: access('view'),
        schema: { tags, querystring: ZApplicantListQuery, response: { 200: ZListPage(ZApplicantListItem) } },
      },
      async (req) => ({ data: await applicants.list(req.query, callerOf(req)) }),
    );
    app.get(
      APPLICANT_PATHS.export,
      {
        config: access('view'),
        schema: { tags, summary: 'CSV of the filtered list', querystring: ZApplicantExportQuery },
      },
      async (req, reply) => {
        // Runs the first batch now: a bad sort or search answers 400 before the first byte.
        const stream = await applicants.export(req.query, callerOf(req));
        return sendCsv(
          reply,
          req.query.ids?.length ? 'manual-applicants-selected' : 'manual-applicants',
          stream,
        );
      },
    );
  };
