import type { TStreamError, TStreamResult } from '@ats/contract';
import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import { AiError } from '../../adapters/ai';
import { estimateTokens } from '../../adapters/ai/token-estimate';
import { HttpError } from '../../lib/http-error';
import { openSse } from '../../lib/sse/sse-stream';

export interface CallBudget {
  maxTokensPerCall: number;
  maxSecondsPerCall: number;
}

/** What a streamed call's body gets: the signal to pass upstream and where to send text. */
export interface StreamContext {
  /** Aborted when the client leaves or a budget runs out; `signal.reason` says which. */
  signal: AbortSignal;
  delta(text: string): void;
  readonly maxTokens: number;
}

const BUDGET_TOKENS = (max: number) =>
  new AiError('budget_exceeded', `The answer passed the budget of ${max} tokens for one call`);
const BUDGET_TIME = (seconds: number) =>
  new AiError('budget_exceeded', `The answer took longer than the budget of ${seconds} s for one call`);
const CLIENT_LEFT = () => new AiError('cancelled', 'The caller disconnected');

const errorEvent = (err: unknown, log: FastifyBaseLogger): TStreamError => {
  if (err instanceof AiError)
    return {
      message: err.message,
      errors: err.details.length ? err.details : [err.message],
      retryable: err.retryable,
      code: err.code,
    };
  if (err instanceof HttpError)
    return { message: err.message, errors: err.errors, retryable: false, code: `http_${err.statusCode}` };
  log.error({ err }, 'streamed call failed');
  return {
    message: 'The call failed unexpectedly; try again',
    errors: ['Internal error'],
    retryable: true,
    code: 'internal',
  };
};

/**
 * Answers a prepared call as Server-Sent Events: `delta`… then `result` or `error`, then `done`.
 * A client that disconnects, or a call that passes its token or time budget, aborts the
 * signal the call passed upstream, so the provider request is cancelled too.
 */
export const streamCall = async (
  reply: FastifyReply,
  opts: { heartbeatMs: number; budget: CallBudget; log: FastifyBaseLogger; release: () => void },
  run: (ctx: StreamContext) => Promise<TStreamResult>,
) => {
  const sse = openSse(reply, { heartbeatMs: opts.heartbeatMs });
  const controller = new AbortController();
  const onLeave = () => controller.abort(CLIENT_LEFT());
  sse.disconnected.addEventListener('abort', onLeave, { once: true });
  const timer = setTimeout(
    () => controller.abort(BUDGET_TIME(opts.budget.maxSecondsPerCall)),
    opts.budget.maxSecondsPerCall * 1000,
  );
  let tokens = 0;
  try {
    const result = await run({
      signal: controller.signal,
      maxTokens: opts.budget.maxTokensPerCall,
      delta(text) {
        if (controller.signal.aborted) return;
        tokens += estimateTokens(text);
        if (tokens > opts.budget.maxTokensPerCall) {
          controller.abort(BUDGET_TOKENS(opts.budget.maxTokensPerCall));
          return;
        }
        sse.send('delta', { text });
      },
    });
    if (controller.signal.aborted) throw controller.signal.reason;
    sse.send('result', result);
  } catch (err) {
    const reason = controller.signal.aborted ? controller.signal.reason : err;
    sse.send('error', errorEvent(reason, opts.log));
  } finally {
    clearTimeout(timer);
    sse.disconnected.removeEventListener('abort', onLeave);
    sse.send('done', {});
    sse.close();
    opts.release();
  }
};
