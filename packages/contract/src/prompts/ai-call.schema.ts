import { z } from 'zod';
import { ZListQuery } from '../common/envelope';
import { keysOf } from '../common/labelled';

export const AI_CALL_OUTCOMES = {
  success: { label: 'Succeeded' },
  error: { label: 'Failed' },
  cancelled: { label: 'Cancelled' },
  budget_exceeded: { label: 'Budget exceeded' },
} as const;
export const ZAiCallOutcome = z.enum(keysOf(AI_CALL_OUTCOMES));
export type TAiCallOutcome = z.infer<typeof ZAiCallOutcome>;

/** One logged AI call, shown as usage history on the prompt's page. */
export const ZAiCall = z.object({
  id: z.uuid(),
  kind: z.string(),
  promptId: z.uuid().nullable(),
  promptVersionId: z.uuid().nullable(),
  promptVersionNumber: z.number().int().nullable(),
  provider: z.string(),
  model: z.string(),
  inputHash: z.string(),
  inputTokens: z.number().int(),
  outputTokens: z.number().int(),
  latencyMs: z.number().int(),
  outcome: ZAiCallOutcome,
  error: z.string().nullable(),
  caller: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  createdAt: z.string(),
});
export type TAiCall = z.infer<typeof ZAiCall>;

export const ZAiCallListQuery = ZListQuery.pick({ limit: true, paginationKey: true });
