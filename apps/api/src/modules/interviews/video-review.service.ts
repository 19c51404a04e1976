import { createHmac } from 'node:crypto';
import type {
  TApplicantKind,
  TInterviewPhase,
  TInterviewStatus,
  TVideoAnswerRate,
  TVideoAnswerStatus,
  TVideoGroupEvaluate,
  TVideoReview,
} from '@ats/contract';
import { VIDEO_PATHS } from '@ats/contract';
import type { Db } from '../../db/client';
import { conflict, HttpError, notFound } from '../../lib/http-error';
import type { AuthContext } from '../../plugins/route-access';
import { assertArchivedAccess } from '../applicant-common';
import { type RecordingStorage, ratingOf, streamSigner } from '../recorded-answers';
import { resultsScope, trackerKindsOf } from './interview-access';
import { auditInterview } from './interview-audit';
import { phaseOf } from './interview-lifecycle';
import * as repo from './interviews.repo';
import * as videoRepo from './video-answers.repo';
import { streamAnswer } from './video-stream';

const viewScope = (caller: AuthContext) =>
  repo.eitherScope(resultsScope(caller), repo.interviewKindsScope(caller, trackerKindsOf(caller, 'view')));
const editScope = (caller: AuthContext) => repo.interviewKindsScope(caller, trackerKindsOf(caller, 'edit'));

/** The reviewer's side of video interviews: the answers in order, ratings, the overall call, playback. */
export const createVideoReviewService = (db: Db, storage: RecordingStorage, serverSecret: string) => {
  const key = createHmac('sha256', serverSecret).update('video-answer-stream').digest();
  const player = streamSigner(key);
  const playUrl = (interviewId: string) =>
    `${VIDEO_PATHS.stream.replace(':interviewId', interviewId)}?${player.query(interviewId)}`;

  const groupRows = async (groupId: string, scope: ReturnType<typeof viewScope>) => {
    const rows = await repo.interviewsOfGroup(db, groupId, scope);
    if (!rows.length || rows[0]!.row.type !== 'video-question') throw notFound('Video interview');
    return rows;
  };

  return {
    async review(groupId: string, archived: boolean | undefined, caller: AuthContext): Promise<TVideoReview> {
      assertArchivedAccess(caller, archived);
      const rows = await groupRows(groupId, viewScope(caller));
      const answers = await videoRepo.answersOfInterviews(
        db,
        rows.map((j) => j.row.id),
      );
      const review = await videoRepo.findReview(db, groupId);
      const unableToRecord = await videoRepo.findUnableToRecord(db, groupId);
      const first = rows[0]!;
      return {
        groupId,
        applicantId: repo.applicantIdOf(first.row),
        applicantKind: repo.applicantKindOf(first.row) as TApplicantKind,
        applicantName: first.applicantName,
        createdAt: first.row.createdAt.toISOString(),
        checks: review?.review.checks ?? null,
        recommendation: (review?.review.recommendation as TVideoReview['recommendation']) ?? null,
        notes: review?.review.notes ?? '',
        evaluatedAt: review?.review.evaluatedAt?.toISOString() ?? null,
        evaluatedByName: review?.evaluatorFirstName
          ? `${review.evaluatorFirstName} ${review.evaluatorLastName ?? ''}`.trim()
          : null,
        unableToRecord,
        answers: rows.map((j) => {
          const a = answers.get(j.row.id);
          const received = a?.status === 'uploaded';
          return {
            ...(a?.question ?? {
              question: j.row.referenceName,
              thinkTimeSeconds: 0,
              maxAnswerSeconds: 0,
              retakes: 0,
            }),
            interviewId: j.row.id,
            index: j.row.groupIndex ?? 0,
            guidance: a?.guidance ?? '',
            status: j.row.status as TInterviewStatus,
            phase: phaseOf(j.row) as TInterviewPhase,
            answerStatus: (a?.status ?? 'pending') as TVideoAnswerStatus,
            mimeType: received ? (a?.mimeType ?? null) : null,
            sizeBytes: received ? (a?.sizeBytes ?? null) : null,
            durationMs: received ? (a?.durationMs ?? null) : null,
            submittedAt: j.row.submittedAt?.toISOString() ?? null,
            playUrl: received ? playUrl(j.row.id) : null,
            rating: a?.rating ?? null,
            notes: a?.notes ?? '',
          };
        }),
      };
    },

    async rate(interviewId: string, body: TVideoAnswerRate & { notes: string }, caller: AuthContext) {
      return db.transaction(async (tx) => {
        const j = await repo.findInterviewById(tx, interviewId, editScope(caller), true);
        if (j?.row.type !== 'video-question' || !j.row.groupId) throw notFound('Video answer');
        const a = await videoRepo.answerOfInterview(tx, interviewId, true);
        if (a?.status !== 'uploaded')
          throw conflict('This question has no answer to rate yet', ['rate once the answer is received']);
        await videoRepo.updateAnswer(tx, a.id, ratingOf(body.rating, body.notes, caller.userId));
        await auditInterview(tx, j.row, 'interview_evaluate', caller.userId, {
          rating: [a.rating, body.rating],
        });
        return j.row.groupId;
      });
    },

    /** The overall call: every submitted answer of the group becomes evaluated. */
    async evaluate(groupId: string, body: TVideoGroupEvaluate & { notes: string }, caller: AuthContext) {
      await db.transaction(async (tx) => {
        const rows = await repo.interviewsOfGroup(tx, groupId, editScope(caller));
        if (!rows.length || rows[0]!.row.type !== 'video-question') throw notFound('Video interview');
        if (!rows.some((j) => ['submitted', 'evaluated'].includes(j.row.status)))
          throw conflict('Nothing to evaluate yet', ['evaluate once at least one answer is received']);
        await videoRepo.saveEvaluation(tx, groupId, { ...body, evaluatedBy: caller.userId });
        const done = await videoRepo.evaluateGroupInterviews(tx, groupId, caller.userId);
        for (const row of done)
          await auditInterview(tx, row, 'interview_evaluate', caller.userId, {
            recommendation: body.recommendation,
          });
      });
    },

    /**
     * Streams an answer for a signed URL, honouring one `Range` (players seek with it). The bytes
     * come chunk by chunk from storage: the API never holds a whole video.
     */
    async stream(interviewId: string, exp: number, sig: string, range: string | undefined) {
      player.verify(interviewId, exp, sig, 'Video not found');
      const a = await videoRepo.answerOfInterview(db, interviewId);
      if (a?.status !== 'uploaded') throw new HttpError(404, 'Video not found');
      return streamAnswer(db, storage, a, range);
    },
  };
};
