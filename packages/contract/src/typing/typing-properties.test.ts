import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { typingIntegrity } from './typing-integrity';
import { type TKeystroke, type TTypingLog, ZTypingLog } from './typing-log.schema';
import { applyKeystroke, createTypingReplay, typingCaret } from './typing-replay';
import { scoreTypingLog } from './typing-score';
import { validateTypingLog } from './typing-validate';

type Action = { kind: 'right' | 'wrong' | 'back' | 'space'; gap: number };

/** Types like the candidate's page does: keys that do nothing are not logged. */
const typeLog = (passage: string, actions: Action[]): TTypingLog => {
  const r = createTypingReplay(passage);
  const keystrokes: TKeystroke[] = [];
  let t = 0;
  for (const a of actions) {
    if (r.finished) break;
    const i = r.inputs.length - 1;
    const target = r.words[i]!;
    const typed = r.inputs[i]!;
    const k =
      a.kind === 'back'
        ? 'Backspace'
        : a.kind === 'space'
          ? ' '
          : a.kind === 'right'
            ? (target[typed.length] ?? ' ')
            : target[typed.length] === 'x'
              ? 'y'
              : 'x';
    const p = typingCaret(r);
    if (!applyKeystroke(r, k)) continue;
    t = keystrokes.length === 0 ? 0 : t + a.gap;
    keystrokes.push({ k, t, p });
  }
  return { keystrokes, pasteAttempts: 0, focusLosses: 0, restarts: 0 };
};

const word = fc.string({
  unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzéñ'),
  minLength: 1,
  maxLength: 8,
});
const passage = fc.array(word, { minLength: 1, maxLength: 30 }).map((ws) => ws.join(' '));
const action = fc.record({
  kind: fc.constantFrom<Action['kind']>('right', 'right', 'right', 'right', 'wrong', 'back', 'space'),
  gap: fc.integer({ min: 20, max: 400 }),
});
const actions = fc.array(action, { maxLength: 300 });
const cleanActions = fc.array(fc.integer({ min: 20, max: 400 }), { minLength: 1, maxLength: 300 });
const duration = fc.constantFrom(15, 30, 60);

describe('typing engine properties', () => {
  it('a log the page writes is valid for its passage', () => {
    fc.assert(
      fc.property(passage, actions, duration, (text, as, d) => {
        const log = typeLog(text, as);
        fc.pre(log.keystrokes.every((k) => k.t <= d * 1000));
        expect(validateTypingLog(text, log, d)).toEqual([]);
      }),
    );
  });

  it('net WPM never exceeds raw WPM', () => {
    fc.assert(
      fc.property(passage, actions, duration, (text, as, d) => {
        const s = scoreTypingLog(text, typeLog(text, as), d);
        expect(s.netWpm).toBeLessThanOrEqual(s.rawWpm);
        for (const sec of s.perSecond) expect(sec.net).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('accuracy is 100 % when no key is wrong', () => {
    fc.assert(
      fc.property(passage, cleanActions, duration, (text, gaps, d) => {
        // 'right' types the next letter of the word, or the space at its end.
        const s = scoreTypingLog(
          text,
          typeLog(
            text,
            gaps.map((gap) => ({ kind: 'right', gap })),
          ),
          d,
        );
        expect(s.accuracy).toBe(100);
        expect(s.incorrectChars + s.extraChars + s.missedChars).toBe(0);
        expect(s.perSecond.every((sec) => sec.errors === 0)).toBe(true);
      }),
    );
  });

  it('the same log scores the same twice and after a JSON round trip (page and server agree)', () => {
    fc.assert(
      fc.property(passage, actions, duration, (text, as, d) => {
        const log = typeLog(text, as);
        const sent = ZTypingLog.parse(JSON.parse(JSON.stringify(log)));
        expect(scoreTypingLog(text, sent, d)).toEqual(scoreTypingLog(text, log, d));
        expect(scoreTypingLog(text, log, d)).toEqual(scoreTypingLog(text, log, d));
        expect(typingIntegrity(sent)).toEqual(typingIntegrity(log));
      }),
    );
  });

  it('moving any keystroke to another position makes the log invalid', () => {
    fc.assert(
      fc.property(passage, actions, fc.nat(), fc.integer({ min: 1, max: 5 }), (text, as, pick, shift) => {
        const log = typeLog(text, as);
        fc.pre(log.keystrokes.length > 0);
        const i = pick % log.keystrokes.length;
        const forged = log.keystrokes.map((k, j) => (j === i ? { ...k, p: k.p + shift } : k));
        expect(validateTypingLog(text, { ...log, keystrokes: forged }, 60)).not.toEqual([]);
      }),
    );
  });
});
