import {
  SCHEDULING_PATHS,
  ZApplicantRefParams,
  ZEnvelope,
  ZIdParam,
  ZInterviewerOption,
  ZInterviewerOptionsQuery,
  ZInterviewScheduleCreate,
  ZInterviewScheduleInput,
  ZScheduledInterview,
} from '@ats/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { applicantTrackersAccess, callerOf } from '../../plugins/route-access';
import type { ModuleDeps } from '../module-deps';
import { createSchedulingService } from './scheduling.service';

export const schedulingRoutes =
  (deps: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const scheduling = createSchedulingService(deps.db, {
      publicUrl: deps.publicUrl,
      mailFrom: deps.config.mail.from,
    });
    const tags = ['scheduling'];

    app.get(
      SCHEDULING_PATHS.ofApplicant,
      {
        config: applicantTrackersAccess('view'),
        schema: {
          tags,
          params: ZApplicantRefParams,
          response: {
            200: ZEnvelope(z.object({ defaultTimeZone: z.string(), items: z.array(ZScheduledInterview) })),
          },
        },
      },
      async (req) => ({
        data: await scheduling.forApplicant(req.params.kind, req.params.applicantId, callerOf(req)),
      }),
    );
    app.get(
      SCHEDULING_PATHS.mine,
      {
        config: { access: { signedIn: true } },
        schema: { tags, response: { 200: ZEnvelope(z.array(ZScheduledInterview)) } },
      },
      async (req) => ({ data: await scheduling.mine(callerOf(req)) }),
    );
    app.get(
      SCHEDULING_PATHS.interviewerOptions,
      {
        config: applicantTrackersAccess('edit'),
        schema: {
          tags,
          querystring: ZInterviewerOptionsQuery,
          response: { 200: ZEnvelope(z.array(ZInterviewerOption)) },
        },
      },
      async (req) => ({ data: await scheduling.interviewerOptions(req.query.search) }),
    );
    app.post(
      SCHEDULING_PATHS.create,
      {
        config: applicantTrackersAccess('edit'),
        schema: { tags, body: ZInterviewScheduleCreate, response: { 200: ZEnvelope(ZScheduledInterview) } },
      },
      async (req) => ({ data: await scheduling.create(req.body, callerOf(req)) }),
    );
    app.put(
      SCHEDULING_PATHS.update,
      {
        config: applicantTrackersAccess('edit'),
        schema: {
          tags,
          params: ZIdParam,
          body: ZInterviewScheduleInput,
          response: { 200: ZEnvelope(ZScheduledInterview) },
        },
      },
      async (req) => ({ data: await scheduling.update(req.params.id, req.body, callerOf(req)) }),
    );
    app.post(
      SCHEDULING_PATHS.cancel,
      {
        config: applicantTrackersAccess('edit'),
        schema: { tags, params: ZIdParam, response: { 200: ZEnvelope(ZScheduledInterview) } },
      },
      async (req) => ({ data: await scheduling.cancel(req.params.id, callerOf(req)) }),
    );
  };
