import {
  INTERVIEW_PATHS as P,
  ZCandidateInterview,
  ZCandidateTypingOutcome,
  ZEnvelope,
  ZInterviewTokenParam,
  ZRequisitionTypingSubmit,
  ZTypingLog,
} from '@ats/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataRoutes } from '../../plugins/data-routes';
import { publicAccessBy } from '../../plugins/route-access';
import type { ModuleDeps } from '../module-deps';
import {
  type CandidateInterviewHooks,
  createCandidateInterviewsService,
} from './candidate-interviews.service';
import { assertLogSize } from './typing-scoring';

const publicAccess = publicAccessBy('link-token');
/** A 5-minute log at 250 WPM is ~300 KB of JSON; anything past this is not a real attempt (413). */
export const TYPING_SUBMIT_BODY_LIMIT = 768 * 1024;

/**
 * The candidate's calls, public and rate limited (the public bucket), reached only by the link's
 * token. Bodies are checked for size before validation: oversized logs answer 413.
 */
export const candidateInterviewsRoutes =
  (deps: ModuleDeps, hooks: CandidateInterviewHooks = {}): FastifyPluginAsyncZod =>
  async (app) => {
    const candidate = createCandidateInterviewsService(deps.db, hooks);
    const tags = ['candidate interviews'];
    const sizeCheck = async (req: { body: unknown }) => {
      const body = req.body as { log?: { keystrokes?: unknown }; keystrokes?: unknown } | undefined;
      assertLogSize(body?.log ?? body ?? {});
    };

    const byToken = dataRoutes(app, { config: publicAccess, tags, params: ZInterviewTokenParam });
    byToken.get(P.open, ZCandidateInterview, (req) => candidate.open(req.params.token, req.ip));
    byToken.put(P.start, ZCandidateInterview, (req) => candidate.start(req.params.token, req.ip));
    byToken.put(
      P.submit,
      ZCandidateTypingOutcome,
      (req) => candidate.submit(req.params.token, req.body, req.ip),
      {
        summary: 'Submits the keystroke log; the server replays it and scores it',
        body: ZTypingLog,
        bodyLimit: TYPING_SUBMIT_BODY_LIMIT,
        preValidation: sizeCheck,
      },
    );
    byToken.put(P.abandon, ZCandidateInterview, (req) => candidate.abandon(req.params.token, req.ip));
    app.put(
      P.requisitionTypingSubmit,
      {
        config: publicAccess,
        bodyLimit: TYPING_SUBMIT_BODY_LIMIT,
        preValidation: sizeCheck,
        schema: {
          tags,
          summary: "Records a requisition applicant's typing test; the body carries their interview token",
          params: z.object({ applicantId: z.uuid() }),
          body: ZRequisitionTypingSubmit,
          response: { 200: ZEnvelope(ZCandidateTypingOutcome) },
        },
      },
      async (req) => ({
        data: await candidate.submitForRequisitionApplicant(
          req.params.applicantId,
          req.body.token,
          req.body.log,
          req.ip,
        ),
      }),
    );
  };
