import {
  CANDIDATE_EMAIL_PATHS,
  ZApplicantRefParams,
  ZCandidateEmail,
  ZCandidateEmailSend,
  ZEnvelope,
} from '@ats/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { applicantTrackersAccess, callerOf } from '../../plugins/route-access';
import type { ModuleDeps } from '../module-deps';
import { createCandidateEmailsService } from './candidate-emails.service';

export const candidateEmailsRoutes =
  (deps: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const emails = createCandidateEmailsService(deps.db, deps.publicUrl);
    const tags = ['candidate-emails'];

    app.get(
      CANDIDATE_EMAIL_PATHS.ofApplicant,
      {
        config: applicantTrackersAccess('view'),
        schema: { tags, params: ZApplicantRefParams, response: { 200: ZEnvelope(z.array(ZCandidateEmail)) } },
      },
      async (req) => ({ data: await emails.list(req.params.kind, req.params.applicantId, callerOf(req)) }),
    );
    app.post(
      CANDIDATE_EMAIL_PATHS.send,
      {
        config: applicantTrackersAccess('edit'),
        schema: {
          tags,
          body: ZCandidateEmailSend,
          response: { 200: ZEnvelope(z.object({ id: z.uuid(), subject: z.string() })) },
        },
      },
      async (req) => ({ data: await emails.send(req.body, callerOf(req)) }),
    );
  };
