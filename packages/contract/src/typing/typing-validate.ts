import type { TTypingLog } from './typing-log.schema';
import { applyKeystroke, createTypingReplay, isTypingKey, typingCaret } from './typing-replay';

/** How far past the end of the test a keystroke may be stamped (timer jitter on slow phones). */
export const TYPING_GRACE_MS = 500;
const MAX_REASONS = 10;

/**
 * Why a log cannot be a real attempt at this passage ([] = it can): keystrokes out of order,
 * after the end of the test (+ grace), not one character or Backspace, at a position the replay
 * of the passage does not reach, or doing nothing there (e.g. typed after the text was finished).
 */
export const validateTypingLog = (passage: string, log: TTypingLog, durationSeconds: number): string[] => {
  const reasons: string[] = [];
  const ks = log.keystrokes;
  if (ks.length > 0 && ks[0]!.t !== 0) reasons.push('the first keystroke must be at 0 ms');
  const r = createTypingReplay(passage);
  const limitMs = durationSeconds * 1000 + TYPING_GRACE_MS;
  let prevT = 0;
  for (let i = 0; i < ks.length && reasons.length < MAX_REASONS; i++) {
    const { k, t, p } = ks[i]!;
    const n = i + 1;
    if (t < prevT) reasons.push(`keystroke ${n} is earlier than the one before it`);
    if (t > limitMs) reasons.push(`keystroke ${n} is after the end of the ${durationSeconds} s test`);
    prevT = Math.max(prevT, t);
    if (!isTypingKey(k)) {
      reasons.push(`keystroke ${n} is not one character or Backspace`);
      continue;
    }
    const caret = typingCaret(r);
    if (p !== caret) {
      reasons.push(`keystroke ${n} is at position ${p}, but replaying the passage puts it at ${caret}`);
      continue;
    }
    if (r.finished) reasons.push(`keystroke ${n} comes after the text was finished`);
    else if (!applyKeystroke(r, k)) reasons.push(`keystroke ${n} does nothing at position ${caret}`);
  }
  return reasons;
};
