import {
  INTERVIEW_PATHS as P,
  ZApplicantInterview,
  ZApplicantInterviewCreate,
  ZApplicantInterviewEvaluate,
  ZApplicantInterviewExportQuery,
  ZApplicantInterviewGroup,
  ZApplicantInterviewGroupCreate,
  ZApplicantInterviewGroupView,
  ZApplicantInterviewGroupViewQuery,
  ZApplicantInterviewListItem,
  ZApplicantInterviewListQuery,
  ZApplicantInterviewResend,
  ZApplicantInterviewSend,
  ZApplicantInterviewSendResult,
  ZApplicantInterviewViewQuery,
  ZApplicantKind,
  ZBulkResult,
  ZEnvelope,
  ZIdParam,
  ZIds,
  ZListPage,
} from '@ats/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendCsv } from '../../lib/list/csv-reply';
import { callerOf } from '../../plugins/route-access';
import { unarchiveAccess } from '../applicant-common';
import type { ModuleDeps } from '../module-deps';
import { RESULTS_ACCESS, resultOrTrackerAccess, trackerAccess } from './interview-access';
import { createLinkTokens } from './interview-token';
import { createInterviewsService } from './interviews.service';

const ZApplicantParam = z.object({ applicantId: z.uuid() });
const ZForApplicantQuery = z.object({ applicantKind: ZApplicantKind });

/** Staff routes of applicant interviews (SPEC §7 "Interviews"). */
export const interviewsRoutes =
  (deps: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const interviews = createInterviewsService(deps.db, {
      tokens: createLinkTokens(deps.config.jwtSecret),
      publicUrl: deps.publicUrl,
    });
    const tags = ['applicant interviews'];

    app.post(
      P.create,
      {
        config: trackerAccess('edit'),
        schema: {
          tags,
          summary: 'Creates one interview (resume profile or typing assessment); send: true also emails it',
          body: ZApplicantInterviewCreate,
          response: { 200: ZEnvelope(ZApplicantInterviewListItem) },
        },
      },
      async (req) => ({ data: await interviews.create(req.body, callerOf(req)) }),
    );
    app.post(
      P.send,
      {
        config: trackerAccess('edit'),
        schema: {
          tags,
          summary: 'Emails new interviews by id, or creates and emails one per applicant (bulk)',
          body: ZApplicantInterviewSend,
          response: { 200: ZEnvelope(ZApplicantInterviewSendResult) },
        },
      },
      async (req) => ({ data: await interviews.send(req.body, callerOf(req)) }),
    );
    app.post(
      P.resend,
      {
        config: trackerAccess('edit'),
        schema: {
          tags,
          summary: 'Rotates the link (the old one stops working) and emails it again',
          params: ZIdParam,
          body: ZApplicantInterviewResend.optional(),
          response: { 200: ZEnvelope(ZApplicantInterviewListItem) },
        },
      },
      async (req) => ({
        data: await interviews.resend(req.params.id, req.body?.expiresInDays, callerOf(req)),
      }),
    );
    app.post(
      P.evaluate,
      {
        config: trackerAccess('edit'),
        schema: {
          tags,
          params: ZIdParam,
          body: ZApplicantInterviewEvaluate,
          response: { 200: ZEnvelope(ZApplicantInterview) },
        },
      },
      async (req) => ({ data: await interviews.evaluate(req.params.id, req.body, callerOf(req)) }),
    );
    app.post(
      P.allowRetake,
      {
        config: trackerAccess('edit'),
        schema: {
          tags,
          summary: 'Issues the one retake of this send (a new attempt, mailed); both attempts are kept',
          params: ZIdParam,
          body: ZApplicantInterviewResend.optional(),
          response: { 200: ZEnvelope(ZApplicantInterviewListItem) },
        },
      },
      async (req) => ({
        data: await interviews.allowRetake(req.params.id, req.body?.expiresInDays, callerOf(req)),
      }),
    );
    app.get(
      P.list,
      {
        config: RESULTS_ACCESS,
        schema: {
          tags,
          querystring: ZApplicantInterviewListQuery,
          response: { 200: ZListPage(ZApplicantInterviewListItem) },
        },
      },
      async (req) => ({ data: await interviews.list(req.query, callerOf(req)) }),
    );
    app.get(
      P.export,
      {
        config: RESULTS_ACCESS,
        schema: { tags, summary: 'CSV of the filtered list', querystring: ZApplicantInterviewExportQuery },
      },
      async (req, reply) => {
        const stream = await interviews.export(req.query, callerOf(req));
        return sendCsv(reply, 'applicant-interviews', stream);
      },
    );
    app.get(
      P.view,
      {
        config: resultOrTrackerAccess(),
        schema: {
          tags,
          params: ZIdParam,
          querystring: ZApplicantInterviewViewQuery,
          response: { 200: ZEnvelope(ZApplicantInterview) },
        },
      },
      async (req) => ({ data: await interviews.view(req.params.id, req.query.archived, callerOf(req)) }),
    );
    app.get(
      P.forApplicant,
      {
        config: trackerAccess('view'),
        schema: {
          tags,
          summary: "The applicant page's interviews",
          params: ZApplicantParam,
          querystring: ZForApplicantQuery,
          response: { 200: ZEnvelope(z.array(ZApplicantInterviewListItem)) },
        },
      },
      async (req) => ({
        data: await interviews.forApplicant(req.params.applicantId, req.query.applicantKind, callerOf(req)),
      }),
    );
    app.post(
      P.archive,
      {
        config: trackerAccess('delete'),
        schema: { tags, body: ZIds, response: { 200: ZEnvelope(ZBulkResult) } },
      },
      async (req) => ({ data: await interviews.archive(req.body.ids, callerOf(req)) }),
    );
    app.post(
      P.unarchive,
      { config: unarchiveAccess, schema: { tags, body: ZIds, response: { 200: ZEnvelope(ZBulkResult) } } },
      async (req) => ({ data: await interviews.unarchive(req.body.ids, callerOf(req)) }),
    );
    app.post(
      P.groupCreate,
      {
        config: trackerAccess('edit'),
        schema: {
          tags,
          summary: 'Video interviews: one group, one interview per question, in order',
          body: ZApplicantInterviewGroupCreate,
          response: { 200: ZEnvelope(ZApplicantInterviewGroup) },
        },
      },
      async (req) => ({ data: await interviews.createGroup(req.body, callerOf(req)) }),
    );
    app.get(
      P.groupView,
      {
        config: resultOrTrackerAccess(),
        schema: {
          tags,
          params: ZIdParam,
          querystring: ZApplicantInterviewGroupViewQuery,
          response: { 200: ZEnvelope(ZApplicantInterviewGroupView) },
        },
      },
      async (req) => ({
        data: await interviews.viewGroup(req.params.id, req.query.index, req.query.archived, callerOf(req)),
      }),
    );
  };
