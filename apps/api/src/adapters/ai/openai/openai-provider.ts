import OpenAI from 'openai';
import type { ChatCompletionCreateParamsNonStreaming } from 'openai/resources/chat/completions';
import { toJSONSchema, type z } from 'zod';
import type { AiCompletion, AiProvider, AiRequest, AiStreamEvent } from '../ai-provider';
import { structuredWithRetry } from '../structured';
import { estimateMessagesTokens, estimateTokens } from '../token-estimate';
import { toAiError } from './openai-errors';

const OPENAI_PROVIDER = 'openai-compatible';

export interface OpenAiProviderOptions {
  baseUrl: string;
  apiKey: string | undefined;
  model: string;
  timeoutMs: number;
  /** Retries on connection errors, 408, 409, 429 and 5xx, with exponential back-off (the client's). */
  maxRetries: number;
}

/**
 * Any server that speaks the chat-completions wire format (OpenAI, Azure OpenAI, Ollama, vLLM,
 * llama.cpp) through the official client, with its base URL configurable.
 */
export const createOpenAiProvider = (opts: OpenAiProviderOptions): AiProvider => {
  const client = new OpenAI({
    baseURL: opts.baseUrl,
    // Local servers (Ollama, llama.cpp) need no key, but the client insists on one.
    apiKey: opts.apiKey || 'no-key',
    timeout: opts.timeoutMs,
    maxRetries: opts.maxRetries,
  });
  const modelFor = (requested?: string) => requested?.trim() || opts.model;

  const params = (req: AiRequest): ChatCompletionCreateParamsNonStreaming => ({
    model: modelFor(req.model),
    messages: req.messages,
    ...(req.temperature !== undefined ? { temperature: req.temperature } : {}),
    ...(req.maxTokens !== undefined ? { max_tokens: req.maxTokens } : {}),
    ...(req.jsonSchema
      ? {
          response_format: {
            type: 'json_schema',
            json_schema: { name: req.jsonSchema.name, schema: req.jsonSchema.schema, strict: false },
          },
        }
      : {}),
  });

  const complete = async (req: AiRequest): Promise<AiCompletion> => {
    try {
      const res = await client.chat.completions.create(params(req), { signal: req.signal });
      const text = res.choices[0]?.message?.content ?? '';
      return {
        text,
        provider: OPENAI_PROVIDER,
        model: res.model || modelFor(req.model),
        usage: {
          inputTokens: res.usage?.prompt_tokens ?? estimateMessagesTokens(req.messages),
          outputTokens: res.usage?.completion_tokens ?? estimateTokens(text),
        },
      };
    } catch (err) {
      throw toAiError(err, Boolean(req.signal?.aborted));
    }
  };

  return {
    name: OPENAI_PROVIDER,
    modelFor,
    complete,

    async *stream(req): AsyncGenerator<AiStreamEvent> {
      let text = '';
      let model = modelFor(req.model);
      let usage: { prompt_tokens: number; completion_tokens: number } | undefined;
      try {
        const stream = await client.chat.completions.create(
          { ...params(req), stream: true, stream_options: { include_usage: true } },
          { signal: req.signal },
        );
        for await (const chunk of stream) {
          if (chunk.model) model = chunk.model;
          if (chunk.usage) usage = chunk.usage;
          const piece = chunk.choices?.[0]?.delta?.content;
          if (piece) {
            text += piece;
            yield { type: 'delta', text: piece };
          }
        }
      } catch (err) {
        throw toAiError(err, Boolean(req.signal?.aborted));
      }
      // The client ends the iteration quietly on abort; a cut-off answer is not an answer.
      if (req.signal?.aborted) throw toAiError(new Error('aborted'), true);
      yield {
        type: 'end',
        completion: {
          text,
          provider: OPENAI_PROVIDER,
          model,
          usage: {
            inputTokens: usage?.prompt_tokens ?? estimateMessagesTokens(req.messages),
            outputTokens: usage?.completion_tokens ?? estimateTokens(text),
          },
        },
      };
    },

    structured: <T>(req: AiRequest, schema: z.ZodType<T>, name: string) =>
      structuredWithRetry(
        complete,
        { ...req, jsonSchema: req.jsonSchema ?? { name, schema: toJsonSchema(schema) } },
        schema,
      ),

    async transcribe(audio, { fileName, signal }) {
      try {
        const file = await OpenAI.toFile(audio, fileName);
        const res = await client.audio.transcriptions.create({ file, model: 'whisper-1' }, { signal });
        return { text: res.text, provider: OPENAI_PROVIDER, model: 'whisper-1' };
      } catch (err) {
        throw toAiError(err, Boolean(signal?.aborted));
      }
    },
  };
};

const toJsonSchema = (schema: z.ZodType) => toJSONSchema(schema) as Record<string, unknown>;
