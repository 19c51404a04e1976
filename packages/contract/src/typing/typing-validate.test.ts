import { describe, expect, it } from 'vitest';
import { typingIntegrity } from './typing-integrity';
import type { TKeystroke, TTypingLog } from './typing-log.schema';
import { validateTypingLog } from './typing-validate';

const log = (keystrokes: TKeystroke[], extra: Partial<TTypingLog> = {}): TTypingLog => ({
  keystrokes,
  pasteAttempts: 0,
  focusLosses: 0,
  restarts: 0,
  ...extra,
});

describe('validateTypingLog', () => {
  const passage = 'ab cd';

  it('accepts a replayable log', () => {
    const keys = [
      { k: 'a', t: 0, p: 0 },
      { k: 'x', t: 150, p: 1 },
      { k: 'Backspace', t: 300, p: 2 },
      { k: 'b', t: 420, p: 1 },
      { k: ' ', t: 600, p: 2 },
      { k: 'c', t: 700, p: 3 },
    ];
    expect(validateTypingLog(passage, log(keys), 15)).toEqual([]);
  });

  it('refuses keystrokes out of order', () => {
    const keys = [
      { k: 'a', t: 0, p: 0 },
      { k: 'b', t: 300, p: 1 },
      { k: ' ', t: 200, p: 2 },
    ];
    expect(validateTypingLog(passage, log(keys), 15)).toEqual([
      'keystroke 3 is earlier than the one before it',
    ]);
  });

  it('refuses a log that does not start the clock at its first key', () => {
    expect(validateTypingLog(passage, log([{ k: 'a', t: 40, p: 0 }]), 15)).toEqual([
      'the first keystroke must be at 0 ms',
    ]);
  });

  it('refuses keystrokes beyond the duration and its grace', () => {
    const keys = [
      { k: 'a', t: 0, p: 0 },
      { k: 'b', t: 15_400, p: 1 },
      { k: ' ', t: 15_600, p: 2 },
    ];
    expect(validateTypingLog(passage, log(keys), 15)).toEqual([
      'keystroke 3 is after the end of the 15 s test',
    ]);
  });

  it('refuses positions the replay of the passage does not reach', () => {
    const keys = [
      { k: 'a', t: 0, p: 0 },
      { k: 'b', t: 100, p: 3 },
    ];
    expect(validateTypingLog(passage, log(keys), 15)).toEqual([
      'keystroke 2 is at position 3, but replaying the passage puts it at 1',
    ]);
  });

  it('refuses keys that could not have happened: Backspace into a right word, typing after the end, several characters', () => {
    const keys = [
      { k: 'a', t: 0, p: 0 },
      { k: 'b', t: 100, p: 1 },
      { k: ' ', t: 200, p: 2 },
      { k: 'Backspace', t: 300, p: 3 },
      { k: 'cd', t: 400, p: 3 },
      { k: 'c', t: 500, p: 3 },
      { k: 'd', t: 600, p: 4 },
      { k: 'e', t: 700, p: 5 },
    ];
    expect(validateTypingLog(passage, log(keys), 15)).toEqual([
      'keystroke 4 does nothing at position 3',
      'keystroke 5 is not one character or Backspace',
      'keystroke 8 comes after the text was finished',
    ]);
  });
});

describe('typingIntegrity', () => {
  const at = (ts: number[]) => ts.map((t, i) => ({ k: 'a', t, p: i }));
  const human = [
    0, 180, 260, 530, 610, 900, 960, 1200, 1450, 1500, 1790, 1880, 2100, 2390, 2450, 2700, 2930, 3000, 3310,
    3400, 3620, 3900,
  ];

  it('passes human, irregular typing through and reports the counters', () => {
    const s = typingIntegrity(log(at(human), { pasteAttempts: 2, focusLosses: 1, restarts: 1 }));
    expect(s).toMatchObject({ pasteAttempts: 2, focusLosses: 1, restarts: 1, syntheticInput: false });
    expect(s.intervalStdDevMs / s.meanIntervalMs).toBeGreaterThan(0.1);
  });

  it('flags machine-regular input (every gap 60 ms ± 2)', () => {
    const ts = Array.from({ length: 40 }, (_, i) => i * 60 + (i % 2 ? 2 : 0));
    expect(typingIntegrity(log(at(ts))).syntheticInput).toBe(true);
  });

  it('flags impossibly fast input (mean gap under 30 ms) even when irregular', () => {
    const ts = Array.from({ length: 40 }, (_, i) => i * 15 + (i % 3) * 9);
    expect(typingIntegrity(log(at(ts))).syntheticInput).toBe(true);
  });

  it('leaves pauses out: a regular typist who stops to think is not flagged for the pause', () => {
    const ts = [...human, ...human.map((t) => t + 10_000)];
    expect(typingIntegrity(log(at(ts))).syntheticInput).toBe(false);
  });

  it('says nothing about rhythm from fewer than 20 gaps', () => {
    expect(typingIntegrity(log(at([0, 50, 100, 150]))).syntheticInput).toBe(false);
  });
});
