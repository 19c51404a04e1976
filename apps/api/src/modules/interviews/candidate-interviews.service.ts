import type { TCandidateInterview, TCandidateTypingOutcome, TTypingLog } from '@ats/contract';
import type { Db } from '../../db/client';
import { conflict, HttpError, notFound } from '../../lib/http-error';
import {
  abandonIfExpired as abandonIfExpiredLink,
  abandonInterview,
  auditInterview,
  interviewLinkExpired,
} from './interview-audit';
import { assertMove, closedReasonOf, phaseOf } from './interview-lifecycle';
import { hashToken } from './interview-token';
import * as repo from './interviews.repo';
import { evaluatedTyping, scoreSubmission } from './typing-scoring';

const LINK_NOT_VALID = 'This interview link is not valid';

const outcomeOf = (row: repo.InterviewRow): TCandidateTypingOutcome | null => {
  const s = row.result?.kind === 'typing-assessment' ? row.result.score : undefined;
  return s
    ? {
        netWpm: s.netWpm,
        rawWpm: s.rawWpm,
        accuracy: s.accuracy,
        consistency: s.consistency,
        durationSeconds: s.durationSeconds,
      }
    : null;
};

/** Only what the candidate's page needs: never staff fields, other ids or the pass/fail verdict. */
const candidateView = (j: repo.InterviewJoinedRow): TCandidateInterview => {
  const r = j.row;
  const closedReason = closedReasonOf(r);
  return {
    type: r.type as TCandidateInterview['type'],
    status: r.status as TCandidateInterview['status'],
    phase: phaseOf(r),
    closedReason,
    referenceName: r.referenceName,
    firstName: j.applicantFirstName,
    expiresAt: r.expiresAt.toISOString(),
    startedAt: r.startedAt?.toISOString() ?? null,
    attempt: r.attempt,
    content: closedReason ? null : r.content,
    outcome: outcomeOf(r),
  };
};

/**
 * The candidate's calls, reached only by the link's token (docs/decisions/interviews.md#interview-links).
 * Each locks the interview row, so two tabs submitting at once cannot both succeed.
 */
/** What other modules do when a candidate's interview changes (wired in modules/index.ts). */
export interface CandidateInterviewHooks {
  /** A requisition applicant's typing test was submitted (in the same transaction). */
  typingSubmitted?: (tx: Db, interviewId: string, applicantId: string) => Promise<void>;
}

export const createCandidateInterviewsService = (db: Db, hooks: CandidateInterviewHooks = {}) => {
  /** The interview of a token, or 404; archived interviews are closed to candidates. */
  const byToken = async (tx: Db, token: string) => {
    const j = await repo.findInterviewByTokenHash(tx, hashToken(token), true);
    if (!j || j.row.archivedAt) throw new HttpError(404, LINK_NOT_VALID);
    return j;
  };

  const abandonIfExpired = (token: string, ip: string | null) => abandonIfExpiredLink(db, byToken, token, ip);

  const fresh = async (tx: Db, id: string) => candidateView((await repo.findInterviewById(tx, id))!);

  const submitTyping = async (tx: Db, j: repo.InterviewJoinedRow, log: TTypingLog, ip: string | null) => {
    assertMove(j.row, 'submit');
    if (j.row.type !== 'typing-assessment' || !j.row.content) {
      throw conflict('This interview does not take a typing log', [
        `a ${j.row.type} interview is submitted by its own page`,
      ]);
    }
    const now = new Date();
    const result = scoreSubmission(j.row.content, log, now.getTime() - j.row.startedAt!.getTime());
    await repo.updateInterview(tx, j.row.id, evaluatedTyping(result, now));
    await auditInterview(tx, j.row, 'interview_submit', null, { keystrokes: log.keystrokes.length }, ip);
    if (j.row.requisitionApplicantId)
      await hooks.typingSubmitted?.(tx, j.row.id, j.row.requisitionApplicantId);
    await auditInterview(
      tx,
      j.row,
      'interview_evaluate',
      null,
      { by: 'server', netWpm: result.score.netWpm, accuracy: result.score.accuracy, outcome: result.outcome },
      ip,
    );
    return outcomeOf({ ...j.row, result })!;
  };

  return {
    async open(token: string, ip: string | null) {
      await abandonIfExpired(token, ip);
      return fresh(db, (await byToken(db, token)).row.id);
    },

    async start(token: string, ip: string | null) {
      if (await abandonIfExpired(token, ip)) throw interviewLinkExpired();
      return db.transaction(async (tx) => {
        const j = await byToken(tx, token);
        assertMove(j.row, 'start');
        await repo.updateInterview(tx, j.row.id, { startedAt: new Date() });
        await auditInterview(tx, j.row, 'interview_start', null, {}, ip);
        return fresh(tx, j.row.id);
      });
    },

    async submit(token: string, log: TTypingLog, ip: string | null) {
      if (await abandonIfExpired(token, ip)) throw interviewLinkExpired();
      return db.transaction(async (tx) => submitTyping(tx, await byToken(tx, token), log, ip));
    },

    async abandon(token: string, ip: string | null) {
      if (await abandonIfExpired(token, ip)) return fresh(db, (await byToken(db, token)).row.id);
      return db.transaction(async (tx) => {
        const j = await byToken(tx, token);
        assertMove(j.row, 'abandon');
        await abandonInterview(tx, j.row, 'candidate', ip);
        return fresh(tx, j.row.id);
      });
    },

    /**
     * The application flow's typing step for a requisition applicant: the token must be that
     * applicant's typing-assessment interview (docs/decisions/typing.md#server-side-scoring-only).
     */
    async submitForRequisitionApplicant(
      applicantId: string,
      token: string,
      log: TTypingLog,
      ip: string | null,
    ) {
      const j = await repo.findInterviewByTokenHash(db, hashToken(token));
      if (!j || j.row.requisitionApplicantId !== applicantId || j.row.type !== 'typing-assessment') {
        throw notFound('Typing assessment');
      }
      if (await abandonIfExpired(token, ip)) throw interviewLinkExpired();
      return db.transaction(async (tx) => submitTyping(tx, await byToken(tx, token), log, ip));
    },
  };
};
