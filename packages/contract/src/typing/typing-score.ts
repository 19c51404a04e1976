import { consistencyOf, roundTo2, scoreTyping, wpmOf } from './typing-formulas';
import type { TTypingLog, TTypingScore } from './typing-log.schema';
import { applyKeystroke, BACKSPACE, createTypingReplay, typingCounts } from './typing-replay';

/**
 * Replays a keystroke log over the passage and computes every figure (Monkeytype's definitions).
 * The clock starts at the first keystroke. The test lasts `durationSeconds`, or less when the text
 * was finished first (then it ends at the finishing key). Keys after the clock ran out, and keys
 * that do nothing, are not counted (validateTypingLog refuses logs holding them).
 */
export const scoreTypingLog = (passage: string, log: TTypingLog, durationSeconds: number): TTypingScore => {
  const r = createTypingReplay(passage);
  const limitMs = durationSeconds * 1000;
  const keys: { t: number; char: boolean; correct: boolean }[] = [];
  const netAt: number[] = []; // net characters at the end of each second (index = second - 1)
  let endMs = limitMs;
  for (const ks of log.keystrokes) {
    if (ks.t > limitMs || r.finished) break;
    const counts = () => typingCounts(r);
    while (netAt.length < Math.floor(ks.t / 1000)) {
      const c = counts();
      netAt.push(c.correctWordChars + c.correctSpaces);
    }
    const applied = applyKeystroke(r, ks.k);
    if (!applied) continue;
    keys.push({ t: ks.t, char: ks.k !== BACKSPACE, correct: applied.correct !== false });
    if (r.finished) endMs = ks.t;
  }
  const final = typingCounts(r);
  const seconds = endMs / 1000;
  const { netWpm, rawWpm, accuracy } = scoreTyping({
    correctWordChars: final.correctWordChars + final.correctSpaces,
    typedChars: final.allCorrectChars + final.spaces + final.incorrectChars + final.extraChars,
    correctKeystrokes: r.correctKeystrokes,
    totalKeystrokes: r.correctKeystrokes + r.wrongKeystrokes,
    seconds,
  });

  const n = Math.ceil(seconds);
  const chars = new Array<number>(n).fill(0);
  const errors = new Array<number>(n).fill(0);
  for (const k of keys) {
    const s = Math.min(n - 1, Math.floor(k.t / 1000));
    if (k.char) chars[s]!++;
    if (!k.correct) errors[s]!++;
  }
  const finalNet = final.correctWordChars + final.correctSpaces;
  const perSecond = chars.map((count, i) => {
    const last = i === n - 1;
    // Monkeytype scales a last, shorter second up to a whole one.
    const span = last ? seconds - i : 1;
    const netChars = last ? finalNet : (netAt[i] ?? finalNet);
    return {
      second: i + 1,
      raw: Math.round(wpmOf(count, span)),
      net: Math.round(wpmOf(netChars, Math.min(i + 1, seconds))),
      errors: errors[i]!,
    };
  });

  return {
    netWpm,
    rawWpm,
    accuracy,
    consistency: consistencyOf(perSecond.map((s) => s.raw)),
    correctChars: final.allCorrectChars + final.correctSpaces,
    incorrectChars: final.incorrectChars,
    extraChars: final.extraChars,
    missedChars: final.missedChars,
    durationSeconds: roundTo2(seconds),
    perSecond,
  };
};
