import type { TStreamResult } from '@ats/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type AiProvider, createAiProvider } from '../../adapters/ai';
import { type AuthContext, callerOf } from '../../plugins/route-access';
import type { ModuleDeps } from '../module-deps';
import { createStreamSlots, type StreamSlots } from './stream-slots';
import { type StreamContext, streamCall } from './streamed-call';

export interface StreamingService {
  provider: AiProvider;
  slots: StreamSlots;
  /**
   * Takes one of the user's stream slots (429 when none is free), prepares the call (input errors
   * are ordinary JSON 400/404 answers) and streams it as Server-Sent Events.
   */
  respond(
    req: FastifyRequest,
    reply: FastifyReply,
    prepare: (
      caller: AuthContext,
    ) =>
      | Promise<(ctx: StreamContext) => Promise<TStreamResult>>
      | ((ctx: StreamContext) => Promise<TStreamResult>),
  ): Promise<FastifyReply>;
}

const services = new WeakMap<ModuleDeps, StreamingService>();

/** One provider and one set of stream slots per app, shared by every streamed route. */
export const streamingServiceFor = (deps: ModuleDeps): StreamingService => {
  let service = services.get(deps);
  if (service) return service;
  const { ai } = deps.config;
  const provider = createAiProvider(ai);
  const slots = createStreamSlots(ai.budget.maxStreamsPerUser);
  service = {
    provider,
    slots,
    async respond(req, reply, prepare) {
      const caller = callerOf(req);
      const release = slots.acquire(caller.userId);
      let run: (ctx: StreamContext) => Promise<TStreamResult>;
      try {
        run = await prepare(caller);
      } catch (err) {
        release();
        throw err;
      }
      await streamCall(reply, { heartbeatMs: ai.heartbeatMs, budget: ai.budget, log: req.log, release }, run);
      return reply;
    },
  };
  services.set(deps, service);
  return service;
};
