import {
  applyKeystroke,
  createTypingReplay,
  type TKeystroke,
  type TTypingLog,
  type TTypingReplay,
  typingCaret,
} from '@ats/contract';

type TypingPhase = 'ready' | 'running' | 'done';

/**
 * One typing attempt, outside React: the shared replay (the same code the server scores with),
 * the keystroke log, the clock (it starts at the first keystroke) and the integrity counters.
 * Only keys the replay accepts are logged, with the caret position before them, so the server's
 * replay agrees. `onChange` re-renders the page; `onFinish` gets the log once.
 */
interface TypingAttempt {
  replay: TTypingReplay;
  keystrokes: TKeystroke[];
  startedAt: number | null;
  counters: { pasteAttempts: number; focusLosses: number; restarts: number };
  phase: TypingPhase;
  now: number;
  onChange: () => void;
  onFinish: ((log: TTypingLog) => void) | undefined;
  elapsedMs: (at?: number) => number;
  log: () => TTypingLog;
  finish: () => void;
  press: (k: string) => void;
  deleteWord: () => void;
  pasteAttempt: () => void;
  focusLost: () => void;
  restart: () => void;
  tick: () => void;
}

export const createTypingAttempt = (passage: string, limitMs: number, initialRestarts: number) => {
  const a: TypingAttempt = {
    replay: createTypingReplay(passage),
    keystrokes: [],
    startedAt: null,
    counters: { pasteAttempts: 0, focusLosses: 0, restarts: initialRestarts },
    phase: 'ready',
    now: 0,
    onChange: () => {},
    onFinish: undefined,

    elapsedMs(at = a.now) {
      return a.startedAt === null ? 0 : Math.min(Math.max(0, at - a.startedAt), limitMs);
    },
    log() {
      return { keystrokes: [...a.keystrokes], ...a.counters };
    },
    finish() {
      if (a.phase === 'done') return;
      a.phase = 'done';
      a.onChange();
      a.onFinish?.(a.log());
    },
    press(k: string) {
      if (a.phase === 'done') return;
      const at = performance.now();
      if (a.startedAt !== null && at - a.startedAt > limitMs) return a.finish();
      const p = typingCaret(a.replay);
      if (!applyKeystroke(a.replay, k)) return;
      if (a.startedAt === null) {
        a.startedAt = at;
        a.phase = 'running';
      }
      a.now = at;
      a.keystrokes.push({ k, t: Math.round(a.elapsedMs(at)), p });
      a.onChange();
      if (a.replay.finished) a.finish();
    },
    /** Ctrl/Alt+Backspace: delete the current word's letters, one logged Backspace each. */
    deleteWord() {
      let n = a.replay.inputs.at(-1)?.length ?? 0;
      if (n === 0) a.press('Backspace');
      while (n-- > 0) a.press('Backspace');
    },
    pasteAttempt() {
      a.counters.pasteAttempts++;
      a.onChange();
    },
    focusLost() {
      if (a.phase !== 'running') return;
      a.counters.focusLosses++;
      a.onChange();
    },
    restart() {
      if (a.keystrokes.length > 0) a.counters.restarts++;
      a.replay = createTypingReplay(passage);
      a.keystrokes = [];
      a.startedAt = null;
      a.phase = 'ready';
      a.now = 0;
      a.onChange();
    },
    /** The countdown's tick: time-out ends the test. */
    tick() {
      if (a.phase !== 'running') return;
      a.now = performance.now();
      if (a.startedAt !== null && a.now - a.startedAt >= limitMs) a.finish();
      else a.onChange();
    },
  };
  return a;
};
