import { type TTypingLog, typingCounts } from '@ats/contract';
import { useEffect, useState } from 'react';
import { createTypingAttempt } from './typing-attempt';

interface Options {
  passage: string;
  /** Timed test (Monkeytype's time mode); without it the line is untimed practice. */
  durationSeconds?: number;
  /** Restarts already made before this page load (a reloaded, already started test). */
  initialRestarts?: number;
  onFinish?: (log: TTypingLog) => void;
}

/** A typing attempt for a page: re-renders on each key, ticks the countdown, counts focus loss. */
export const useTypingSession = ({ passage, durationSeconds, initialRestarts = 0, onFinish }: Options) => {
  const limitMs = durationSeconds ? durationSeconds * 1000 : Number.POSITIVE_INFINITY;
  const [attempt] = useState(() => createTypingAttempt(passage, limitMs, initialRestarts));
  const [, setVersion] = useState(0);
  attempt.onChange = () => setVersion((v) => v + 1);
  attempt.onFinish = onFinish;
  const { phase } = attempt;

  useEffect(() => {
    if (phase !== 'running' || !durationSeconds) return;
    const id = setInterval(attempt.tick, 200);
    return () => clearInterval(id);
  }, [attempt, phase, durationSeconds]);

  // Leaving the tab or window during the test is counted (shown to reviewers).
  useEffect(() => {
    if (phase !== 'running') return;
    window.addEventListener('blur', attempt.focusLost);
    return () => window.removeEventListener('blur', attempt.focusLost);
  }, [attempt, phase]);

  const elapsedMs = attempt.elapsedMs();
  const counts = typingCounts(attempt.replay);
  const netChars = counts.correctWordChars + counts.correctSpaces;
  const { correctKeystrokes, wrongKeystrokes } = attempt.replay;
  const keys = correctKeystrokes + wrongKeystrokes;
  return {
    replay: attempt.replay,
    phase,
    secondsLeft: durationSeconds ? Math.max(0, Math.ceil((limitMs - elapsedMs) / 1000)) : null,
    liveWpm: elapsedMs >= 1000 ? Math.round((netChars / 5) * (60000 / elapsedMs)) : 0,
    accuracy: keys > 0 ? Math.round((correctKeystrokes / keys) * 100) : null,
    counters: { ...attempt.counters },
    keystrokeCount: attempt.keystrokes.length,
    press: attempt.press,
    deleteWord: attempt.deleteWord,
    pasteAttempt: attempt.pasteAttempt,
    restart: attempt.restart,
  };
};

export type TypingSession = ReturnType<typeof useTypingSession>;
