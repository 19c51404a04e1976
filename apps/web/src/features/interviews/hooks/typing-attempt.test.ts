import { scoreTypingLog, validateTypingLog } from '@ats/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTypingAttempt } from './typing-attempt';

const PASSAGE = 'ab cd ef';

describe('a typing attempt on the candidate page', () => {
  afterEach(() => vi.useRealTimers());

  const at = (ms: number) => vi.spyOn(performance, 'now').mockReturnValue(ms);

  it('starts the clock at the first key and logs a log the server accepts', () => {
    const a = createTypingAttempt(PASSAGE, 15_000, 0);
    at(5_000);
    a.press('a');
    at(5_180);
    a.press('x');
    at(5_400);
    a.press('Backspace');
    at(5_650);
    a.press('b');
    at(5_900);
    a.press(' ');
    expect(a.phase).toBe('running');
    expect(a.keystrokes).toEqual([
      { k: 'a', t: 0, p: 0 },
      { k: 'x', t: 180, p: 1 },
      { k: 'Backspace', t: 400, p: 2 },
      { k: 'b', t: 650, p: 1 },
      { k: ' ', t: 900, p: 2 },
    ]);
    expect(validateTypingLog(PASSAGE, a.log(), 15)).toEqual([]);
  });

  it('does not log keys that do nothing (a space on an empty word, Backspace at the start)', () => {
    const a = createTypingAttempt(PASSAGE, 15_000, 0);
    at(1_000);
    a.press(' ');
    a.press('Backspace');
    expect(a.keystrokes).toEqual([]);
    expect(a.phase).toBe('ready');
  });

  it('counts paste attempts, focus losses while running and restarts, and resets the clock on restart', () => {
    const a = createTypingAttempt(PASSAGE, 15_000, 1);
    a.pasteAttempt();
    a.focusLost(); // not running yet: not counted
    at(2_000);
    a.press('a');
    a.focusLost();
    a.restart();
    at(9_000);
    a.press('a');
    expect(a.keystrokes).toEqual([{ k: 'a', t: 0, p: 0 }]);
    expect(a.log()).toMatchObject({ pasteAttempts: 1, focusLosses: 1, restarts: 2 });
  });

  it('ends at time-out: keys after the clock ran out are not logged, and the log goes out once', () => {
    const onFinish = vi.fn();
    const a = createTypingAttempt(PASSAGE, 1_000, 0);
    a.onFinish = onFinish;
    at(0);
    a.press('a');
    at(1_200);
    a.press('b');
    a.tick();
    expect(a.phase).toBe('done');
    expect(onFinish).toHaveBeenCalledTimes(1);
    expect(onFinish.mock.calls[0]![0].keystrokes).toEqual([{ k: 'a', t: 0, p: 0 }]);
  });

  it('ends at the last key when the whole text is typed', () => {
    const onFinish = vi.fn();
    const a = createTypingAttempt('ab', 15_000, 0);
    a.onFinish = onFinish;
    at(100);
    a.press('a');
    at(400);
    a.press('b');
    expect(a.phase).toBe('done');
    const log = onFinish.mock.calls[0]![0];
    expect(scoreTypingLog('ab', log, 15).durationSeconds).toBe(0.3);
  });
});
