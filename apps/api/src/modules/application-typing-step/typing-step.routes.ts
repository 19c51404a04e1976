import {
  APPLICATION_PATHS,
  ZApplicationApplicantParam,
  ZApplicationTypingStartReply,
  ZEnvelope,
} from '@ats/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { useCookies } from '../../lib/cookies';
import { publicAccessBy } from '../../plugins/route-access';
import { contextOf } from '../applications';
import type { ModuleDeps } from '../module-deps';
import { typingStepFor } from './typing-step';

/**
 * The application flow's typing step: the application's typing interview, which the typing page
 * takes from here with its token. Public and rate limited; only the application's own cookie may
 * act on it.
 */
export const applicationTypingStepRoutes =
  (deps: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const typing = typingStepFor(deps);
    await useCookies(app);

    app.put(
      APPLICATION_PATHS.typingStart,
      {
        config: publicAccessBy('application-cookie'),
        schema: {
          tags: ['application flow'],
          params: ZApplicationApplicantParam,
          response: { 200: ZEnvelope(ZApplicationTypingStartReply) },
        },
      },
      async (req) => ({ data: await typing.startTyping(req.params.applicantId, contextOf(req)) }),
    );
  };
