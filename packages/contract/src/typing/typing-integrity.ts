import { mean, roundTo2, stdDev } from './typing-formulas';
import type { TTypingIntegrity, TTypingLog } from './typing-log.schema';

/** Gaps longer than this are pauses (thinking, reading), not typing rhythm. */
export const TYPING_PAUSE_MS = 2000;
/** Fewer intervals than this say nothing about rhythm. */
export const TYPING_MIN_INTERVALS = 20;
/** A mean gap below this is > 400 WPM sustained: beyond any human. */
export const TYPING_MIN_HUMAN_MEAN_MS = 30;
/** Human inter-key gaps vary (coefficient of variation ~0.3–0.8); below this is machine-regular. */
export const TYPING_MIN_HUMAN_COV = 0.1;

/**
 * Integrity signals shown to reviewers (they never change the score). Synthetic input rule:
 * over the gaps between consecutive keystrokes, pauses longer than TYPING_PAUSE_MS left out,
 * with at least TYPING_MIN_INTERVALS gaps: mean < 30 ms, or standard deviation / mean < 0.1.
 */
export const typingIntegrity = (log: TTypingLog): TTypingIntegrity => {
  const gaps: number[] = [];
  for (let i = 1; i < log.keystrokes.length; i++) {
    const gap = log.keystrokes[i]!.t - log.keystrokes[i - 1]!.t;
    if (gap >= 0 && gap <= TYPING_PAUSE_MS) gaps.push(gap);
  }
  const m = mean(gaps);
  const sd = stdDev(gaps);
  const syntheticInput =
    gaps.length >= TYPING_MIN_INTERVALS && (m < TYPING_MIN_HUMAN_MEAN_MS || sd / m < TYPING_MIN_HUMAN_COV);
  return {
    pasteAttempts: log.pasteAttempts,
    focusLosses: log.focusLosses,
    restarts: log.restarts,
    syntheticInput,
    meanIntervalMs: roundTo2(m),
    intervalStdDevMs: roundTo2(sd),
  };
};
