/** Monkeytype's formulas, in one place; the engine and every threshold use these. */

/** What the engine counts while the candidate types. */
export interface TTypingTally {
  /** Characters of words typed exactly right, plus the spaces after them. */
  correctWordChars: number;
  /** Every character in the typed text, right or wrong (corrected ones are no longer there). */
  typedChars: number;
  correctKeystrokes: number;
  totalKeystrokes: number;
  seconds: number;
}

export const roundTo2 = (n: number) => Math.round(n * 100) / 100;

/** Words per minute of `chars` characters in `seconds` (a word is 5 characters). */
export const wpmOf = (chars: number, seconds: number) => (seconds > 0 ? (chars / 5) * (60 / seconds) : 0);

/**
 * net WPM = characters of correctly typed words (with their spaces) / 5 per minute;
 * raw WPM = all typed characters / 5 per minute; accuracy = correct keystrokes / all keystrokes (%).
 */
export const scoreTyping = (t: TTypingTally) => ({
  netWpm: roundTo2(wpmOf(t.correctWordChars, t.seconds)),
  rawWpm: roundTo2(wpmOf(t.typedChars, t.seconds)),
  accuracy: t.totalKeystrokes > 0 ? roundTo2((t.correctKeystrokes / t.totalKeystrokes) * 100) : 0,
});

/** Monkeytype's consistency scale: 100 for a perfectly even pace, falling towards 0. */
export const kogasa = (cov: number) => 100 * (1 - Math.tanh(cov + cov ** 3 / 3 + cov ** 5 / 5));

export const mean = (xs: readonly number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);

/** Population standard deviation, as Monkeytype computes it. */
export const stdDev = (xs: readonly number[]) => {
  if (!xs.length) return 0;
  const m = mean(xs);
  return Math.sqrt(xs.reduce((a, x) => a + (x - m) ** 2, 0) / xs.length);
};

/** kogasa(stdDev / mean) of per-second raw WPM, rounded to 2 decimals; 0 when nothing was typed. */
export const consistencyOf = (rawPerSecond: readonly number[]) => {
  const avg = mean(rawPerSecond);
  if (!(avg > 0)) return 0;
  return roundTo2(kogasa(stdDev(rawPerSecond) / avg));
};
