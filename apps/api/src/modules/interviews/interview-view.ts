import type { TApplicantInterview, TInterviewResult } from '@ats/contract';
import type { Db } from '../../db/client';
import type { StoredResult } from '../../db/schema';
import { iso } from '../../lib/dates';
import { attemptsOf, type InterviewJoinedRow, scoreRank, toListItem } from './interviews.repo';
import { percentileOf } from './typing-scoring';

/** A stored result plus its standing among every taker of the same content. */
export const resultView = async (
  db: Db,
  stored: StoredResult | null,
  content: InterviewJoinedRow['row']['content'],
  referenceId: string,
  score: number | null,
): Promise<TInterviewResult | null> => {
  // A resume-profile verdict is its own explanation (no content snapshot, no percentile).
  if (stored?.kind === 'resume-profile') return stored;
  if (!stored || !content || score === null) return null;
  const rank = await scoreRank(db, referenceId, score);
  return { ...stored, content, percentile: percentileOf(rank.below, rank.takers), takers: rank.takers };
};

/** The result page of one interview (staff). */
export const interviewView = async (db: Db, j: InterviewJoinedRow): Promise<TApplicantInterview> => {
  const r = j.row;
  const attempts = await attemptsOf(db, r.retakeOfId ?? r.id);
  return {
    ...toListItem(j),
    result: await resultView(
      db,
      r.result,
      r.content,
      r.referenceId,
      r.score === null ? null : Number(r.score),
    ),
    reviewNotes: r.reviewNotes,
    evaluatedByName: j.evaluatorFirstName
      ? `${j.evaluatorFirstName} ${j.evaluatorLastName ?? ''}`.trim()
      : null,
    attempts: attempts.map((a) => ({
      id: a.id,
      attempt: a.attempt,
      status: a.status as TApplicantInterview['status'],
      submittedAt: iso(a.submittedAt),
      outcome: (a.outcome as TApplicantInterview['outcome']) ?? null,
      score: a.score === null ? null : Number(a.score),
    })),
  };
};
