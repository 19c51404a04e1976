import type { AppConfig } from '../../config';
import type { AiProvider } from './ai-provider';
import { createBuiltinProvider } from './builtin/builtin-provider';
import { createOpenAiProvider } from './openai/openai-provider';

export { AiError } from './ai-error';
export type { AiProvider } from './ai-provider';

/** The OpenAI-compatible adapter when AI_BASE_URL is set, else the built-in rules engine. */
export const createAiProvider = (ai: AppConfig['ai']): AiProvider =>
  ai.baseUrl
    ? createOpenAiProvider({
        baseUrl: ai.baseUrl,
        apiKey: ai.apiKey,
        model: ai.model,
        timeoutMs: ai.timeoutMs,
        maxRetries: ai.maxRetries,
      })
    : createBuiltinProvider({ chunkDelayMs: ai.builtinChunkDelayMs });
