import {
  RESUME_PARSING_PATHS,
  type TStreamResult,
  ZParseResumeRequest,
  ZResumeProfileTestRequest,
  ZTypingTestTestRequest,
  ZVideoQuestionTestRequest,
} from '@ats/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { AuthContext } from '../../plugins/route-access';
import type { ModuleDeps } from '../module-deps';
import { type StreamContext, streamingServiceFor } from '../streaming';
import { createResumeScreeningService } from './resume-screening.service';

const SSE_DESCRIPTION =
  'Answers text/event-stream: `delta` {text}… (progress) then `result` (the whole answer in `output`) or `error`, then `done`.';

/** Streamed resume parsing and resume-profile tests (SPEC §7). */
export const resumeParsingStreamingRoutes =
  (deps: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const streaming = streamingServiceFor(deps);
    const service = createResumeScreeningService(deps, streaming.provider);

    app.post(
      RESUME_PARSING_PATHS.parseResume,
      {
        bodyLimit: 8 * 1024,
        config: {
          access: {
            permission: {
              menuItem: 'applicant-tracker',
              op: 'edit',
              alsoGrantedBy: [
                { menuItem: 'req-applicant-tracker', op: 'edit' },
                { menuItem: 'resume-profiles', op: 'edit' },
              ],
            },
          },
        },
        schema: {
          tags: ['interviews', 'streaming'],
          description: `Parses an uploaded resume (PDF, DOCX, DOC, TXT) to JSON Resume with a confidence and position per field. ${SSE_DESCRIPTION}`,
          body: ZParseResumeRequest,
        },
      },
      async (req, reply) => streaming.respond(req, reply, (caller) => service.prepareParse(req.body, caller)),
    );

    /**
     * A streamed test of staff content (a resume profile, a typing test, a video question): edit
     * permission on the content's menu item, tagged with it in the API document.
     */
    const contentTest = <Body extends z.ZodType>(
      path: string,
      menuItem: 'resume-profiles' | 'typing-tests' | 'video-questions',
      bodyLimit: number,
      description: string,
      body: Body,
      prepare: (
        body: z.infer<Body>,
        caller: AuthContext,
      ) => Promise<(ctx: StreamContext) => Promise<TStreamResult>>,
    ) =>
      app.post(
        path,
        {
          bodyLimit,
          config: { access: { permission: { menuItem, op: 'edit' } } },
          schema: { tags: [menuItem, 'streaming'], description: `${description} ${SSE_DESCRIPTION}`, body },
        },
        async (req, reply) =>
          streaming.respond(req, reply, (caller) => prepare(req.body as z.infer<Body>, caller)),
      );

    contentTest(
      RESUME_PARSING_PATHS.resumeProfileTest,
      'resume-profiles',
      256 * 1024,
      'Scores an uploaded resume (or a given JSON Resume) against criteria and prompts, with evidence per criterion.',
      ZResumeProfileTestRequest,
      service.prepareTest,
    );
    contentTest(
      RESUME_PARSING_PATHS.typingTestTest,
      'typing-tests',
      256 * 1024,
      'Runs prompts on an uploaded file (or a given JSON Resume), one verdict per prompt with evidence.',
      ZTypingTestTestRequest,
      service.prepareTypingTest,
    );
    contentTest(
      RESUME_PARSING_PATHS.videoQuestionTest,
      'video-questions',
      8 * 1024,
      'Transcribes a recorded answer (when the provider can) and runs prompts on the transcript.',
      ZVideoQuestionTestRequest,
      service.prepareVideoTest,
    );
  };
