import { z } from 'zod';

/**
 * Streamed calls answer `text/event-stream` with these events, in this order: any number of
 * `delta`, then either one `result` and `done`, or one `error` and `done`. Each carries an `id`.
 */
export const ZStreamUsage = z.object({
  inputTokens: z.number().int(),
  outputTokens: z.number().int(),
});
export type TStreamUsage = z.infer<typeof ZStreamUsage>;

export const ZStreamDelta = z.object({ text: z.string() });
export type TStreamDelta = z.infer<typeof ZStreamDelta>;

/** The whole validated answer, with who produced it and what it cost. */
export const ZStreamResult = z.object({
  /** `built-in` (rules, no model) or `openai-compatible`. */
  provider: z.string(),
  model: z.string(),
  text: z.string(),
  /** The structured answer, validated against the prompt's output schema (null for free text). */
  output: z.unknown().nullable(),
  usage: ZStreamUsage,
  latencyMs: z.number().int(),
  /** Rough cost in US dollars when the model's price is known, else null. */
  costUsd: z.number().nullable(),
  callId: z.uuid(),
});
export type TStreamResult = z.infer<typeof ZStreamResult>;

export const ZStreamError = z.object({
  message: z.string(),
  errors: z.array(z.string()),
  /** True when trying the same call again may work (time-out, rate limit, dropped provider). */
  retryable: z.boolean(),
  code: z.string(),
});
export type TStreamError = z.infer<typeof ZStreamError>;

export const STREAM_EVENT_TYPES = ['delta', 'result', 'error', 'done'] as const;
export type TStreamEventType = (typeof STREAM_EVENT_TYPES)[number];

export type TStreamEvent =
  | { id: string; event: 'delta'; data: TStreamDelta }
  | { id: string; event: 'result'; data: TStreamResult }
  | { id: string; event: 'error'; data: TStreamError }
  | { id: string; event: 'done'; data: Record<string, never> };

/** Seconds between heartbeat comments on an open stream. */
export const STREAM_HEARTBEAT_SECONDS = 15;
