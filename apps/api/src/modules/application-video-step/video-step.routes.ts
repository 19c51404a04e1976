import {
  APPLICATION_PATHS,
  VIDEO_PATHS,
  ZApplicationApplicantParam,
  ZApplicationState,
  ZApplicationVideoStartReply,
  ZApplicationVideoSubmit,
  ZEnvelope,
} from '@ats/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { useCookies } from '../../lib/cookies';
import { publicAccessBy } from '../../plugins/route-access';
import { contextOf, flowCoreFor } from '../applications';
import type { ModuleDeps } from '../module-deps';
import { videoStep } from './video-step';

/** Steps of an application in progress: its cookie opens them. */
const publicAccess = publicAccessBy('application-cookie');

/**
 * The application flow's video step (docs/decisions/application-flow.md#video-step): the
 * application's video interviews, then the step's submission. Public and rate limited; only the
 * application's own cookie may act on it.
 */
export const applicationVideoStepRoutes =
  (deps: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const video = videoStep(flowCoreFor(deps).core);
    const applicant = { tags: ['application flow'], params: ZApplicationApplicantParam };
    await useCookies(app);

    app.put(
      APPLICATION_PATHS.videoStart,
      {
        config: publicAccess,
        schema: {
          ...applicant,
          summary: "The video step's interview group for this application (created once, then reused)",
          response: { 200: ZEnvelope(ZApplicationVideoStartReply) },
        },
      },
      async (req, reply) => {
        reply.header('cache-control', 'no-store');
        return { data: await video.startVideo(req.params.applicantId, contextOf(req)) };
      },
    );

    app.put(
      VIDEO_PATHS.requisitionSubmit,
      {
        config: publicAccess,
        schema: {
          ...applicant,
          summary:
            'video-questions: done once every video question has its answer received and validated, or with the answers so far when the candidate cannot record (an accommodation request the recruiter sees)',
          body: ZApplicationVideoSubmit.nullish(),
          response: { 200: ZEnvelope(ZApplicationState) },
        },
      },
      async (req) => ({
        data: await video.submitVideo(req.params.applicantId, contextOf(req), req.body ?? {}),
      }),
    );
  };
