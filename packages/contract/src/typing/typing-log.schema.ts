import { z } from 'zod';

/** Keystrokes a log may hold: 5 minutes at 250 WPM with corrections stays well below it. */
export const TYPING_MAX_KEYSTROKES = 20000;

/**
 * One keystroke of the log the candidate's page sends.
 * k: the typed character (one code point) or 'Backspace';
 * t: ms since the first keystroke (the first is 0; the clock starts there, as in Monkeytype's time mode);
 * p: the caret position in the passage (code points) before the key, as the replay computes it.
 */
export const ZKeystroke = z.object({
  k: z.string().min(1).max(32),
  t: z.number().int().min(0),
  p: z.number().int().min(0),
});
export type TKeystroke = z.infer<typeof ZKeystroke>;

export const ZTypingLog = z.object({
  keystrokes: z.array(ZKeystroke).max(TYPING_MAX_KEYSTROKES),
  pasteAttempts: z.number().int().min(0).max(1000),
  focusLosses: z.number().int().min(0).max(1000),
  restarts: z.number().int().min(0).max(100),
});
export type TTypingLog = z.infer<typeof ZTypingLog>;

export interface TTypingSecond {
  /** 1-based second of the test. */
  second: number;
  /** Raw WPM of the keys typed in this second alone (Monkeytype's raw chart line). */
  raw: number;
  /** Net WPM of the whole test up to the end of this second (Monkeytype's wpm chart line). */
  net: number;
  /** Wrong keystrokes in this second. */
  errors: number;
}

export interface TTypingScore {
  netWpm: number;
  rawWpm: number;
  /** 0..100 */
  accuracy: number;
  /** 0..100 */
  consistency: number;
  correctChars: number;
  incorrectChars: number;
  extraChars: number;
  missedChars: number;
  durationSeconds: number;
  perSecond: TTypingSecond[];
}

export const ZTypingScore = z.object({
  netWpm: z.number(),
  rawWpm: z.number(),
  accuracy: z.number(),
  consistency: z.number(),
  correctChars: z.number(),
  incorrectChars: z.number(),
  extraChars: z.number(),
  missedChars: z.number(),
  durationSeconds: z.number(),
  perSecond: z.array(z.object({ second: z.number(), raw: z.number(), net: z.number(), errors: z.number() })),
}) satisfies z.ZodType<TTypingScore>;

export interface TTypingIntegrity {
  pasteAttempts: number;
  focusLosses: number;
  restarts: number;
  /** Inter-key intervals too fast or too regular for a human (rule: see typingIntegrity). */
  syntheticInput: boolean;
  meanIntervalMs: number;
  intervalStdDevMs: number;
}

export const ZTypingIntegrity = z.object({
  pasteAttempts: z.number(),
  focusLosses: z.number(),
  restarts: z.number(),
  syntheticInput: z.boolean(),
  meanIntervalMs: z.number(),
  intervalStdDevMs: z.number(),
}) satisfies z.ZodType<TTypingIntegrity>;
