import { describe, expect, it } from 'vitest';
import { scoreTyping } from './typing-formulas';
import type { TKeystroke, TTypingLog } from './typing-log.schema';
import { scoreTypingLog } from './typing-score';

const log = (keystrokes: TKeystroke[]): TTypingLog => ({
  keystrokes,
  pasteAttempts: 0,
  focusLosses: 0,
  restarts: 0,
});
const B = 'Backspace';

// Every expected figure below is worked out by hand from Monkeytype's formulas:
// net = (letters of correct words + their spaces) / 5 * 60 / seconds,
// raw = (correct + incorrect + extra letters + spaces) / 5 * 60 / seconds,
// accuracy = correct keystrokes / keystrokes (Backspace is neither), consistency = kogasa(sd / mean)
// of per-second raw, kogasa(c) = 100 * (1 - tanh(c + c³/3 + c⁵/5)).
describe('scoreTypingLog, fixed vectors', () => {
  it('a corrected error still costs accuracy, a wrong word costs net WPM, a 15 s test runs 15 s', () => {
    const passage = 'the quick brown fox jumps over the lazy dog';
    const keys: [string, number, number][] = [
      ['t', 0, 0],
      ['h', 200, 1],
      ['w', 400, 2],
      [B, 600, 3],
      ['e', 800, 2],
      [' ', 1000, 3],
      ['q', 1200, 4],
      ['u', 1400, 5],
      ['i', 1600, 6],
      ['c', 1800, 7],
      ['k', 2000, 8],
      [' ', 2200, 9],
      ['b', 2400, 10],
      ['r', 2600, 11],
      ['w', 2800, 12],
      ['n', 3000, 13],
      [' ', 3200, 14],
      ['f', 3400, 16],
      ['o', 3600, 17],
    ];
    const score = scoreTypingLog(passage, log(keys.map(([k, t, p]) => ({ k, t, p }))), 15);
    // Words: "the␣" and "quick␣" right (3+1+5+1 = 10), "brwn␣" wrong (b r right, w n wrong,
    // o missed), "fo" the unfinished last word, no error so far: 2. Net letters 12, 12/5*60/15 = 9.6.
    // Typed letters: correct 3+5+2+2 = 12, incorrect 2, spaces 3 → 17/5*60/15 = 13.6.
    // Keystrokes: 18 letters/spaces (Backspace not counted), wrong: w, w, n, the space after
    // "brwn" = 4 → 14/18 = 77.78 %.
    expect(score).toMatchObject({
      netWpm: 9.6,
      rawWpm: 13.6,
      accuracy: 77.78,
      correctChars: 14, // 12 correct letters + 2 spaces after correct words
      incorrectChars: 2,
      extraChars: 0,
      missedChars: 1,
      durationSeconds: 15,
    });
    // Keys per second: 4 (t h w e), 5 (␣ q u i c), 5 (k ␣ b r w), 4 (n ␣ f o), then none.
    // raw = keys/5*60: 48, 60, 60, 48, 0…; net at the end of second s = net letters so far/5*60/s:
    // s1 "the" 3 → 36; s2 "the␣quic" 8 → 48; s3 "the␣quick␣" + "brw" (has an error) 10 → 40;
    // s4 12 → 36; then 12/5*60/s: 28.8→29, 24, 20.57→21, 18, 16, 14.4→14, 13.09→13, 12, 11.08→11,
    // 10.29→10, 9.6→10. Errors: w in s1, w in s3, n and the space in s4.
    expect(score.perSecond.map((s) => s.raw)).toEqual([48, 60, 60, 48, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
    expect(score.perSecond.map((s) => s.net)).toEqual([
      36, 48, 40, 36, 29, 24, 21, 18, 16, 14, 13, 12, 11, 10, 10,
    ]);
    expect(score.perSecond.map((s) => s.errors)).toEqual([1, 0, 1, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
    // mean 216/15 = 14.4, sd = sqrt(8697.6/15) = 24.08, cov 1.672 → kogasa ≈ 0.0017 → 0.
    expect(score.consistency).toBe(0);
  });

  it('an even pace is 75 % consistent at cov 0.25, and the half-typed last word counts while right', () => {
    const passage = 'abcd efgh ijkl';
    const keys: [string, number, number][] = [
      ['a', 0, 0],
      ['b', 200, 1],
      ['c', 400, 2],
      ['d', 600, 3],
      [' ', 800, 4],
      ['e', 1000, 5],
      ['f', 1300, 6],
      ['g', 1600, 7],
    ];
    const score = scoreTypingLog(passage, log(keys.map(([k, t, p]) => ({ k, t, p }))), 2);
    // "abcd␣" 5 + "efg" 3 = 8 letters in 2 s → 8/5*60/2 = 48 net and raw; every key right.
    expect(score).toMatchObject({ netWpm: 48, rawWpm: 48, accuracy: 100, durationSeconds: 2 });
    // Seconds: 5 keys → 60 raw, net 5/5*60 = 60; 3 keys → 36 raw, net 8/5*60/2 = 48.
    expect(score.perSecond).toEqual([
      { second: 1, raw: 60, net: 60, errors: 0 },
      { second: 2, raw: 36, net: 48, errors: 0 },
    ]);
    // mean 48, sd 12, cov 0.25: 0.25 + 0.25³/3 + 0.25⁵/5 = 0.255404, tanh = 0.249991 → 75.00.
    expect(score.consistency).toBe(75);
  });

  it('finishing the text early ends the test at the last key; extra letters count as raw only', () => {
    const passage = 'hi yo';
    const keys: [string, number, number][] = [
      ['h', 0, 0],
      ['i', 500, 1],
      ['i', 1000, 2],
      [' ', 1500, 3],
      ['y', 2000, 3],
      ['o', 2500, 4],
    ];
    const score = scoreTypingLog(passage, log(keys.map(([k, t, p]) => ({ k, t, p }))), 60);
    // The test ends at 2.5 s (the last word typed right). "hii" is wrong: h i right, one extra i;
    // its space counts for raw only. "yo" right: net 2 letters → 2/5*60/2.5 = 9.6;
    // raw (4 correct + 1 extra + 1 space) = 6 → 28.8. Keys: h i y o right, extra i and space wrong → 4/6.
    expect(score).toMatchObject({
      netWpm: 9.6,
      rawWpm: 28.8,
      accuracy: 66.67,
      correctChars: 4,
      incorrectChars: 0,
      extraChars: 1,
      missedChars: 0,
      durationSeconds: 2.5,
    });
    // Seconds: 2 keys → 24; 2 keys → 24; the last half second's 2 keys scale to a whole one: 48.
    // Net: s1 "hi" right 2 → 24; s2 "hii␣" wrong, nothing right yet → 0; end 2/5*60/2.5 = 9.6 → 10.
    expect(score.perSecond).toEqual([
      { second: 1, raw: 24, net: 24, errors: 0 },
      { second: 2, raw: 24, net: 0, errors: 2 },
      { second: 3, raw: 48, net: 10, errors: 0 },
    ]);
    // mean 32, sd sqrt((64+64+256)/3) = 11.314, cov 0.35355 → kogasa 64.65.
    expect(score.consistency).toBe(64.65);
  });

  it('keys after the clock ran out do not count', () => {
    const score = scoreTypingLog(
      'ab cd',
      log([
        { k: 'a', t: 0, p: 0 },
        { k: 'b', t: 500, p: 1 },
        { k: ' ', t: 1200, p: 2 },
      ]),
      1,
    );
    // Only "ab" in the 1 s test: 2/5*60 = 24 net and raw.
    expect(score).toMatchObject({ netWpm: 24, rawWpm: 24, accuracy: 100, durationSeconds: 1 });
  });

  it('an empty log scores zero over the whole test', () => {
    const score = scoreTypingLog('some words here', log([]), 15);
    expect(score).toMatchObject({ netWpm: 0, rawWpm: 0, accuracy: 0, consistency: 0, durationSeconds: 15 });
    expect(score.perSecond).toHaveLength(15);
  });
});

describe('scoreTyping, the one formula', () => {
  it('reads a tally as Monkeytype does', () => {
    // 200 letters/5 = 40 words in one minute; 230/5 = 46; 225 of 250 keys = 90 %.
    expect(
      scoreTyping({
        correctWordChars: 200,
        typedChars: 230,
        correctKeystrokes: 225,
        totalKeystrokes: 250,
        seconds: 60,
      }),
    ).toEqual({ netWpm: 40, rawWpm: 46, accuracy: 90 });
  });
});
