import {
  INTERVIEW_MOVES,
  interviewPhase,
  type TApplicantInterviewListItem,
  type TInterviewMove,
  type TInterviewPhase,
  type TInterviewStatus,
} from '@ats/contract';
import { conflict } from '../../lib/http-error';

/** Minutes a started test may run past its link's expiry (the candidate is mid-test). */
const STARTED_GRACE_MINUTES = 15;

export interface LifecycleRow {
  status: string;
  startedAt: Date | null;
  expiresAt: Date;
  abandonedAt: Date | null;
  content: { durationSeconds: number } | null;
}

export const phaseOf = (row: Pick<LifecycleRow, 'status' | 'startedAt'>): TInterviewPhase =>
  interviewPhase({ status: row.status as TInterviewStatus, startedAt: row.startedAt });

/** The moves allowed from a phase, e.g. `start, abandon` for `sent`. */
const movesFrom = (phase: TInterviewPhase): TInterviewMove[] =>
  (Object.keys(INTERVIEW_MOVES) as TInterviewMove[]).filter((m) =>
    (INTERVIEW_MOVES[m] as readonly TInterviewPhase[]).includes(phase),
  );

/** 409 naming the phase and the moves it allows, unless `move` is one of them. */
export const assertMove = (
  row: Pick<LifecycleRow, 'status' | 'startedAt'>,
  move: TInterviewMove,
  what = 'interview',
) => {
  const phase = phaseOf(row);
  if ((INTERVIEW_MOVES[move] as readonly TInterviewPhase[]).includes(phase)) return phase;
  const allowed = movesFrom(phase);
  throw conflict(`Cannot ${move} a ${phase} ${what}`, [
    `${move} is allowed only from ${INTERVIEW_MOVES[move].join(', ')}; this ${what} is ${phase}`,
    allowed.length ? `allowed now: ${allowed.join(', ')}` : `no further moves are allowed from ${phase}`,
  ]);
};

/**
 * When the link stops working: its expiry, or for a test already started, the end of the test
 * plus a grace period if that is later (the candidate is not cut off mid-test).
 */
export const closesAt = (row: LifecycleRow) => {
  if (!row.startedAt) return row.expiresAt;
  const duration = (row.content?.durationSeconds ?? 0) * 1000 + STARTED_GRACE_MINUTES * 60_000;
  return new Date(Math.max(row.expiresAt.getTime(), row.startedAt.getTime() + duration));
};

/** True when the link is still open but past its time: its next use abandons it. */
export const isExpired = (row: LifecycleRow, now = new Date()) => {
  const phase = phaseOf(row);
  return (phase === 'new' || phase === 'sent' || phase === 'started') && closesAt(row) <= now;
};

/** Why a closed link no longer opens the test. */
export const closedReasonOf = (row: LifecycleRow) => {
  const phase = phaseOf(row);
  if (phase === 'submitted' || phase === 'evaluated') return 'submitted' as const;
  if (phase === 'abandoned') {
    return row.abandonedAt && row.abandonedAt >= closesAt(row)
      ? ('expired' as const)
      : ('abandoned' as const);
  }
  return null;
};

/** The content a row was taken on and its score, as interview and test-result rows show them. */
export const scoredContentOf = (r: {
  referenceId: string;
  referenceName: string;
  outcome: string | null;
  score: string | number | null;
}) => ({
  referenceId: r.referenceId,
  referenceName: r.referenceName,
  outcome: (r.outcome as TApplicantInterviewListItem['outcome']) ?? null,
  score: r.score === null ? null : Number(r.score),
});
