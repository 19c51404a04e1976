import type { z } from 'zod';

export interface AiMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

/**
 * What the call is for. A language model reads `messages`; the built-in rules engine cannot read
 * free text as instructions, so it works from the task (and says so in its answer).
 */
type AiTask =
  | { kind: 'draft-prompt'; description: string }
  | { kind: 'run-prompt'; definition: string; values: Record<string, string> }
  | { kind: 'chat' };

export interface AiRequest {
  messages: AiMessage[];
  task: AiTask;
  /** Empty or absent: the provider's configured model. */
  model?: string | undefined;
  temperature?: number | undefined;
  maxTokens?: number | undefined;
  /** Aborting it cancels the upstream request (the caller hung up, or a budget ran out). */
  signal?: AbortSignal | undefined;
  /** Ask for JSON matching this JSON Schema (structured output). */
  jsonSchema?: { name: string; schema: Record<string, unknown> } | undefined;
}

interface AiUsage {
  inputTokens: number;
  outputTokens: number;
}

export interface AiCompletion {
  text: string;
  /** `built-in` or `openai-compatible`: every answer says who produced it. */
  provider: string;
  model: string;
  usage: AiUsage;
}

export type AiStreamEvent = { type: 'delta'; text: string } | { type: 'end'; completion: AiCompletion };

export interface AiStructured<T> extends AiCompletion {
  output: T;
  /** 1, or 2 when the first answer failed validation and the one retry was used. */
  attempts: number;
}

interface AiTranscription {
  text: string;
  provider: string;
  model: string;
}

/** One interface for every AI backend; chosen by configuration (adapters/ai/index.ts). */
export interface AiProvider {
  readonly name: 'built-in' | 'openai-compatible';
  /** The model a request will use. */
  modelFor(requested?: string): string;
  complete(req: AiRequest): Promise<AiCompletion>;
  /** Text as it is produced, then one `end` with the whole completion. */
  stream(req: AiRequest): AsyncGenerator<AiStreamEvent>;
  /** JSON validated against `schema`; one retry when the answer is not valid. */
  structured<T>(req: AiRequest, schema: z.ZodType<T>, name: string): Promise<AiStructured<T>>;
  /** Audio → text, when the backend can. */
  transcribe?(audio: Buffer, opts: { fileName: string; signal?: AbortSignal }): Promise<AiTranscription>;
}
