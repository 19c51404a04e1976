import OpenAI from 'openai';
import { AiError, isAbort } from '../ai-error';

/** Maps the client's errors to ours; the provider's own message is kept short and key-free. */
export const toAiError = (err: unknown, aborted: boolean): AiError => {
  if (err instanceof AiError) return err;
  if (aborted || isAbort(err)) return new AiError('cancelled', 'The call was cancelled');
  if (err instanceof OpenAI.APIConnectionTimeoutError)
    return new AiError('timeout', 'The AI provider did not answer in time; try again');
  if (err instanceof OpenAI.APIConnectionError)
    return new AiError('unavailable', 'The AI provider could not be reached; try again');
  if (err instanceof OpenAI.RateLimitError)
    return new AiError('rate_limited', 'The AI provider is busy (rate limited); try again shortly');
  if (err instanceof OpenAI.AuthenticationError || err instanceof OpenAI.PermissionDeniedError)
    return new AiError('unavailable', 'The AI provider refused the credentials; check AI_API_KEY');
  if (err instanceof OpenAI.APIError) {
    const status = err.status ?? 0;
    if (status >= 500) return new AiError('upstream', `The AI provider failed (${status}); try again`);
    return new AiError('bad_request', `The AI provider rejected the request (${status})`, [
      String(err.message).slice(0, 300),
    ]);
  }
  // A stream that breaks off or carries junk (unparseable chunks) lands here.
  return new AiError('upstream', 'The AI provider sent an answer that could not be read; try again', [
    err instanceof Error ? err.message.slice(0, 300) : String(err).slice(0, 300),
  ]);
};
