import {
  applyKeystroke,
  createTypingReplay,
  scoreTypingLog,
  type TKeystroke,
  type TTypingLog,
  typingCaret,
  typingIntegrity,
  validateTypingLog,
} from '@ats/contract';
import { fmt, median, percentile } from './stats';

const WORDS =
  'the quick brown fox jumps over a lazy dog while five boxing wizards jump quickly and pack my box with dozens of liquor jugs'.split(
    ' ',
  );

/** A fast typist (~110 WPM raw, one mistake in 25 keys, corrected) over five minutes. */
const fiveMinuteLog = (passage: string): TTypingLog => {
  const r = createTypingReplay(passage);
  const keystrokes: TKeystroke[] = [];
  let t = 0;
  let n = 0;
  const press = (k: string) => {
    const p = typingCaret(r);
    if (applyKeystroke(r, k)) keystrokes.push({ k, t, p });
    t += 80 + ((n++ * 37) % 60);
  };
  while (t <= 300_000 && !r.finished) {
    const i = r.inputs.length - 1;
    const typed = r.inputs[i]!.length;
    const next = r.words[i]![typed] ?? ' ';
    if (n % 25 === 24) {
      press('x');
      press('Backspace');
    } else press(next);
  }
  return { keystrokes, pasteAttempts: 0, focusLosses: 0, restarts: 0 };
};

/** The server's recompute of a submitted 5-minute log: validate, score, integrity. */
export const typingRecompute = async () => {
  const passage = Array.from({ length: 3000 }, (_, i) => WORDS[(i * 7) % WORDS.length]).join(' ');
  const log = fiveMinuteLog(passage);
  const runs = 200;
  const times: number[] = [];
  for (let i = 0; i < runs + 20; i++) {
    const t0 = performance.now();
    validateTypingLog(passage, log, 300);
    scoreTypingLog(passage, log, 300);
    typingIntegrity(log);
    if (i >= 20) times.push(performance.now() - t0); // the first 20 warm the JIT up
  }
  const s = scoreTypingLog(passage, log, 300);
  console.log(`log: ${log.keystrokes.length} keystrokes, ${s.netWpm} net WPM, ${s.accuracy} % accuracy`);
  console.log(
    `validate + score + integrity: median ${fmt(median(times))}, p95 ${fmt(percentile(times, 95))} over ${runs}`,
  );
};
