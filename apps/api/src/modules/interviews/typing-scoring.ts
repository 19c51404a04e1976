import {
  scoreTypingLog,
  type TTypingContent,
  type TTypingLog,
  TYPING_MAX_KEYSTROKES,
  typingIntegrity,
  typingText,
  validateTypingLog,
} from '@ats/contract';
import type { StoredTypingResult } from '../../db/schema';
import { badRequest, HttpError } from '../../lib/http-error';

/** A keystroke may be stamped this much later than the wall clock allows (clock skew, latency). */
const WALL_CLOCK_TOLERANCE_MS = 3000;

/** The typing test's passages as the candidate types them: rotated from `start`, one text. */
export const typingContentOf = (
  test: {
    passages: string[];
    durationSeconds: number;
    language: string;
    minNetWpm: number;
    minAccuracy: number;
  },
  start: number,
): TTypingContent => {
  const n = test.passages.length;
  const rotated = test.passages.map((_, i) => test.passages[(start + i) % n]!);
  return {
    passage: typingText(rotated),
    durationSeconds: test.durationSeconds,
    language: test.language as TTypingContent['language'],
    minNetWpm: test.minNetWpm,
    minAccuracy: test.minAccuracy,
  };
};

/** 413 for a log longer than any real test (the body limit catches larger bodies first). */
export const assertLogSize = (log: { keystrokes?: unknown }) => {
  if (Array.isArray(log.keystrokes) && log.keystrokes.length > TYPING_MAX_KEYSTROKES) {
    throw new HttpError(413, 'The keystroke log is too large', [
      `keystrokes: at most ${TYPING_MAX_KEYSTROKES} are accepted`,
    ]);
  }
};

/**
 * The server's verdict on a keystroke log: refuses logs that cannot be a real attempt (400 with
 * the reasons), then replays it and recomputes every figure. Nothing the client computed is used.
 * `elapsedMs` is the wall-clock time since the test was started on the server: a log claiming
 * more typing time than that is forged.
 */
export const scoreSubmission = (
  content: TTypingContent,
  log: TTypingLog,
  elapsedMs: number,
): StoredTypingResult => {
  const reasons = validateTypingLog(content.passage, log, content.durationSeconds);
  if (log.keystrokes.length === 0) reasons.unshift('the log has no keystrokes');
  const last = log.keystrokes.at(-1);
  if (last && last.t > elapsedMs + WALL_CLOCK_TOLERANCE_MS) {
    reasons.push('the log claims more typing time than has passed since the test started');
  }
  if (reasons.length) throw badRequest('The keystroke log does not match this test', reasons);
  const score = scoreTypingLog(content.passage, log, content.durationSeconds);
  const integrity = typingIntegrity(log);
  const passedNetWpm = score.netWpm >= content.minNetWpm;
  const passedAccuracy = score.accuracy >= content.minAccuracy;
  return {
    kind: 'typing-assessment',
    score,
    integrity,
    keystrokes: log.keystrokes.map(({ k, t, p }) => ({ k, t, p })),
    outcome: passedNetWpm && passedAccuracy ? 'passed' : 'failed',
    passedNetWpm,
    passedAccuracy,
  };
};

/** Share (0–100) of the other takers with a lower headline score; null when nobody else took it. */
export const percentileOf = (below: number, takers: number) =>
  takers <= 1 ? null : Math.round((below / (takers - 1)) * 1000) / 10;

/** What a scored typing submission stores: evaluated now, with its result and headline figures. */
export const evaluatedTyping = (result: StoredTypingResult, now: Date) => ({
  status: 'evaluated' as const,
  submittedAt: now,
  evaluatedAt: now,
  result,
  score: result.score.netWpm,
  outcome: result.outcome,
});
