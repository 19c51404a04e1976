import { z } from 'zod';
import { ZTypingLanguage } from '../screening/typing-test.schema';
import { ZKeystroke, ZTypingIntegrity, ZTypingScore } from '../typing/index';
import { ZResultOutcome } from './interview-enums';

/** What the candidate typed against: a snapshot taken when the test starts. */
export const ZTypingContent = z.object({
  passage: z.string(),
  durationSeconds: z.number(),
  language: ZTypingLanguage,
  minNetWpm: z.number(),
  minAccuracy: z.number(),
});
export type TTypingContent = z.infer<typeof ZTypingContent>;

/**
 * A typing result as staff see it: the server's figures, integrity signals, the keystroke log for
 * the replay, pass/fail against the thresholds, and the percentile (0–100, share of takers of the
 * same typing test with a lower net WPM; null when this is the only one).
 */
export const ZTypingResult = z.object({
  kind: z.literal('typing-assessment'),
  score: ZTypingScore,
  integrity: ZTypingIntegrity,
  content: ZTypingContent,
  keystrokes: z.array(ZKeystroke),
  outcome: ZResultOutcome,
  passedNetWpm: z.boolean(),
  passedAccuracy: z.boolean(),
  percentile: z.number().nullable(),
  takers: z.number().int(),
});
export type TTypingResult = z.infer<typeof ZTypingResult>;

/** What the candidate sees after submitting: the server's figures only (no pass/fail, no thresholds). */
export const ZCandidateTypingOutcome = z.object({
  netWpm: z.number(),
  rawWpm: z.number(),
  accuracy: z.number(),
  consistency: z.number(),
  durationSeconds: z.number(),
});
export type TCandidateTypingOutcome = z.infer<typeof ZCandidateTypingOutcome>;
