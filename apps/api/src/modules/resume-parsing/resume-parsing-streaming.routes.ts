import {
  RESUME_PARSING_PATHS,
  ZParseResumeRequest,
  ZResumeProfileTestRequest,
  ZTypingTestTestRequest,
  ZVideoQuestionTestRequest,
} from '@ats/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../module-deps';
import { streamingServiceFor } from '../streaming';
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

    app.post(
      RESUME_PARSING_PATHS.resumeProfileTest,
      {
        bodyLimit: 256 * 1024,
        config: { access: { permission: { menuItem: 'resume-profiles', op: 'edit' } } },
        schema: {
          tags: ['resume-profiles', 'streaming'],
          description: `Scores an uploaded resume (or a given JSON Resume) against criteria and prompts, with evidence per criterion. ${SSE_DESCRIPTION}`,
          body: ZResumeProfileTestRequest,
        },
      },
      async (req, reply) => streaming.respond(req, reply, (caller) => service.prepareTest(req.body, caller)),
    );

    app.post(
      RESUME_PARSING_PATHS.typingTestTest,
      {
        bodyLimit: 256 * 1024,
        config: { access: { permission: { menuItem: 'typing-tests', op: 'edit' } } },
        schema: {
          tags: ['typing-tests', 'streaming'],
          description: `Runs prompts on an uploaded file (or a given JSON Resume), one verdict per prompt with evidence. ${SSE_DESCRIPTION}`,
          body: ZTypingTestTestRequest,
        },
      },
      async (req, reply) =>
        streaming.respond(req, reply, (caller) => service.prepareTypingTest(req.body, caller)),
    );

    app.post(
      RESUME_PARSING_PATHS.videoQuestionTest,
      {
        bodyLimit: 8 * 1024,
        config: { access: { permission: { menuItem: 'video-questions', op: 'edit' } } },
        schema: {
          tags: ['video-questions', 'streaming'],
          description: `Transcribes a recorded answer (when the provider can) and runs prompts on the transcript. ${SSE_DESCRIPTION}`,
          body: ZVideoQuestionTestRequest,
        },
      },
      async (req, reply) =>
        streaming.respond(req, reply, (caller) => service.prepareVideoTest(req.body, caller)),
    );
  };
