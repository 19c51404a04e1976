import { PROMPT_PATHS, ZGeneratePromptRequest, ZTestPromptRequest } from '@ats/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../module-deps';
import { streamingServiceFor } from '../streaming';
import { createPromptCallsService } from './prompt-calls.service';

const access = { access: { permission: { menuItem: 'prompt-library', op: 'edit' } } } as const;
const SSE_DESCRIPTION =
  'Answers text/event-stream: `delta` {text}… then `result` (the whole validated answer) or `error`, then `done`; each event has an id; a heartbeat comment every 15 s.';

/** Streamed calls of the prompt library (SPEC §7: "calls marked streaming go to a separate streaming service"). */
export const promptsStreamingRoutes =
  (deps: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const streaming = streamingServiceFor(deps);
    const calls = createPromptCallsService(deps, streaming.provider);
    const tags = ['prompts', 'streaming'];

    app.post(
      PROMPT_PATHS.generate,
      {
        bodyLimit: 16 * 1024,
        config: access,
        schema: { tags, description: SSE_DESCRIPTION, body: ZGeneratePromptRequest },
      },
      async (req, reply) =>
        streaming.respond(req, reply, (caller) => calls.prepareGenerate(req.body, caller)),
    );

    app.post(
      PROMPT_PATHS.test,
      {
        bodyLimit: 128 * 1024,
        config: access,
        schema: { tags, description: SSE_DESCRIPTION, body: ZTestPromptRequest },
      },
      async (req, reply) => streaming.respond(req, reply, (caller) => calls.prepareTest(req.body, caller)),
    );
  };
