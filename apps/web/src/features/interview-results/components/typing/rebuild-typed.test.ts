import { describe, expect, it } from 'vitest';
import { keysBefore, rebuildTyped } from './rebuild-typed';

const keys = (text: string) => [...text].map((k, i) => ({ k, t: i * 100, p: 0 }));
const BS = { k: 'Backspace', t: 0, p: 0 };

describe('keystroke replay', () => {
  it('rebuilds the text key by key, right letters first, the rest of the passage after the caret', () => {
    const log = keys('the cat');
    const done = rebuildTyped('the cat sat', log, log.length);
    expect(done.runs).toEqual([{ state: 'correct', text: 'the cat', expected: 'the cat' }]);
    expect(done.rest).toBe(' sat');
    expect(done.wrong).toBe(0);
    const early = rebuildTyped('the cat sat', log, 2);
    expect(early.runs).toEqual([{ state: 'correct', text: 'th', expected: 'th' }]);
    expect(early.rest).toBe('e cat sat');
  });

  it('shows a wrong letter in place of the expected one until Backspace corrects it', () => {
    const log = [...keys('tj'), BS, ...keys('he')];
    const mid = rebuildTyped('the', log, 2);
    expect(mid.runs).toEqual([
      { state: 'correct', text: 't', expected: 't' },
      { state: 'wrong', text: 'j', expected: 'h' },
    ]);
    expect(mid.wrong).toBe(1);
    expect(rebuildTyped('the', log, 3).runs).toEqual([{ state: 'correct', text: 't', expected: 't' }]);
    expect(rebuildTyped('the', log, log.length).runs).toEqual([
      { state: 'correct', text: 'the', expected: 'the' },
    ]);
  });

  it('marks letters left out of a word as missed and letters past its end as extra', () => {
    const log = keys('ca sits');
    const snap = rebuildTyped('cat sit now', log, log.length);
    expect(snap.runs).toEqual([
      { state: 'correct', text: 'ca', expected: 'ca' },
      { state: 'missed', text: 't', expected: 't' },
      { state: 'correct', text: ' sit', expected: ' sit' },
      { state: 'extra', text: 's', expected: '' },
    ]);
    expect(snap.rest).toBe(' now');
    expect(snap.wrong).toBe(1);
  });

  it('finds how many keys fall before a moment of the replay (none at its start)', () => {
    const log = keys('abcd');
    expect(keysBefore(log, 0)).toBe(0);
    expect(keysBefore(log, 1)).toBe(1);
    expect(keysBefore(log, 150)).toBe(2);
    expect(keysBefore(log, 300)).toBe(3);
    expect(keysBefore(log, 10_000)).toBe(4);
  });
});
