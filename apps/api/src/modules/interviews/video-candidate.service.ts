import { createHash } from 'node:crypto';
import type {
  TCandidateVideoInterview,
  TComfortZoneChecks,
  TVideoAnswerComplete,
  TVideoAnswerProgress,
  TVideoAnswerStatus,
} from '@ats/contract';
import { VIDEO_ANSWER_MAX_BYTES } from '@ats/contract';
import type { Db } from '../../db/client';
import { conflict, HttpError, notFound } from '../../lib/http-error';
import * as testRepo from '../test-results/test-results.repo';
import { auditInterview } from './interview-audit';
import { assertMove, closedReasonOf, closesAt, isExpired, phaseOf } from './interview-lifecycle';
import { hashToken, type LinkTokens } from './interview-token';
import * as repo from './interviews.repo';
import * as recordingsRepo from './public-recordings.repo';
import * as videoRepo from './video-answers.repo';
import { enqueueProbe } from './video-jobs';
import { containerProblems, durationProblem, PROBE_HEAD_BYTES } from './video-probe';
import { chunkKey, type VideoStorage } from './video-storage';

const LINK_NOT_VALID = 'This interview link is not valid';
/** A recording made in time may still arrive this long after the link's end (slow or lost networks). */
export const VIDEO_UPLOAD_GRACE_MS = 24 * 3_600_000;
/** A public recording's upload token takes chunks this long after it was created. */
export const PUBLIC_RECORDING_UPLOAD_MS = 7 * 24 * 3_600_000;

/** The server could not accept the recording: the page offers a free retake (`corruption_detected`). */
const corrupt = (problems: string[]) =>
  new HttpError(422, 'The recording is damaged: please record it again', [
    'corruption_detected',
    ...problems,
  ]);

/**
 * The candidate's video calls (docs/decisions.md, "Video answers"). Every call is reached by one
 * question's token; the group's page gets every question's token from `open`.
 */
export const createVideoCandidateService = (db: Db, tokens: LinkTokens, storage: VideoStorage) => {
  /** The interview of a token (a video question), or 404; archived ones are closed to candidates. */
  const byToken = async (tx: Db, token: string, forUpdate = false) => {
    const j = await repo.findInterviewByTokenHash(tx, hashToken(token), forUpdate);
    if (!j || j.row.archivedAt || j.row.type !== 'video-question' || !j.row.groupId)
      throw new HttpError(404, LINK_NOT_VALID);
    return j;
  };

  const answerOf = async (tx: Db, interviewId: string, forUpdate = false) => {
    const a = await videoRepo.answerOfInterview(tx, interviewId, forUpdate);
    if (!a) throw new HttpError(404, LINK_NOT_VALID);
    return a;
  };

  /** Uploads are taken while the question is started, until its end plus a day's grace. */
  const assertUploadable = (row: repo.InterviewRow) => {
    if (phaseOf(row) !== 'started')
      throw conflict(`Cannot upload to a ${phaseOf(row)} question`, ['start the question first']);
    if (closesAt(row).getTime() + VIDEO_UPLOAD_GRACE_MS < Date.now())
      throw conflict('This interview link has expired', [
        'the link expired; ask the recruiter to send a new one',
      ]);
  };

  /**
   * What an upload token reaches: a video question of an interview, or a public recording (its
   * upload token). Unknown tokens are 404, like any link.
   */
  const target = async (tx: Db, token: string, forUpdate = false) => {
    const hash = hashToken(token);
    const j = await repo.findInterviewByTokenHash(tx, hash, forUpdate);
    if (j) {
      if (j.row.archivedAt || j.row.type !== 'video-question' || !j.row.groupId)
        throw new HttpError(404, LINK_NOT_VALID);
      return { interview: j, answer: await answerOf(tx, j.row.id, forUpdate) };
    }
    const test = await testRepo.findTestResultByTokenHash(tx, 'video-question', hash);
    if (test) {
      const answer = await videoRepo.answerOfTestResult(tx, test.id, forUpdate);
      if (test.archivedAt || !answer) throw new HttpError(404, LINK_NOT_VALID);
      return { interview: null, test, answer };
    }
    const rec = await recordingsRepo.recordingByUploadHash(tx, hash);
    const answer = rec && (await recordingsRepo.answerOfRecording(tx, rec.id, forUpdate));
    if (!rec || !answer) throw new HttpError(404, LINK_NOT_VALID);
    return { interview: null, recording: rec, answer };
  };
  type Target = Awaited<ReturnType<typeof target>>;

  const assertTargetUploadable = (t: Target) => {
    if (t.interview) return assertUploadable(t.interview.row);
    if (t.test && t.test.expiresAt.getTime() + VIDEO_UPLOAD_GRACE_MS < Date.now())
      throw conflict('This test link has expired', ['start the test again from its page']);
    if (t.recording && t.recording.createdAt.getTime() + PUBLIC_RECORDING_UPLOAD_MS < Date.now())
      throw conflict('This recording link has expired', ['start a new recording']);
  };

  const progressOf = async (tx: Db, answer: videoRepo.VideoAnswerRow): Promise<TVideoAnswerProgress> => {
    const held = await videoRepo.chunksOf(tx, answer.id);
    return {
      status: answer.status as TVideoAnswerStatus,
      receivedChunks: held.map((c) => c.idx),
      receivedBytes: held.reduce((n, c) => n + c.size, 0),
      ...(answer.status === 'corruption_detected' && answer.problems.length
        ? { problems: answer.problems }
        : {}),
    };
  };

  return {
    /** The whole group for any question's token; unstarted questions past their expiry abandon. */
    async open(token: string, ip: string | null): Promise<TCandidateVideoInterview> {
      const first = await byToken(db, token);
      const groupId = first.row.groupId!;
      await db.transaction(async (tx) => {
        for (const j of await repo.interviewsOfGroup(tx, groupId, undefined)) {
          if (phaseOf(j.row) !== 'started' && isExpired(j.row)) {
            await repo.updateInterview(tx, j.row.id, { status: 'abandoned', abandonedAt: new Date() });
            await auditInterview(tx, j.row, 'interview_abandon', null, { reason: 'expired' }, ip);
          }
        }
      });
      const rows = (await repo.interviewsOfGroup(db, groupId, undefined)).filter((j) => !j.row.archivedAt);
      const answers = await videoRepo.answersOfInterviews(
        db,
        rows.map((j) => j.row.id),
      );
      const held = await videoRepo.chunkIndexesOf(
        db,
        [...answers.values()].map((a) => a.id),
      );
      const review = await videoRepo.findReview(db, groupId);
      const reasons = rows.map((j) => closedReasonOf(j.row));
      const open = reasons.some((r) => r === null);
      return {
        firstName: first.applicantFirstName,
        closedReason: open ? null : (reasons.find((r) => r === 'submitted') ?? reasons[0] ?? 'abandoned'),
        expiresAt: first.row.expiresAt.toISOString(),
        checksDone: Boolean(review?.review.checks),
        questions: rows.map((j) => {
          const a = answers.get(j.row.id);
          return {
            ...(a?.question ?? {
              question: j.row.referenceName,
              thinkTimeSeconds: 0,
              maxAnswerSeconds: 60,
              retakes: 0,
            }),
            index: j.row.groupIndex ?? 0,
            token: tokens.tokenFor(j.row.id, j.row.tokenNonce),
            status: j.row.status as TCandidateVideoInterview['questions'][number]['status'],
            phase: phaseOf(j.row),
            answerStatus: (a?.status ?? 'pending') as TVideoAnswerStatus,
            receivedChunks: a ? (held.get(a.id) ?? []) : [],
          };
        }),
      };
    },

    async saveChecks(token: string, checks: TComfortZoneChecks) {
      const j = await byToken(db, token);
      await videoRepo.saveChecks(db, j.row.groupId!, checks);
    },

    /** Only a live link may measure its upload speed (no free bandwidth sink). */
    async assertLink(token: string) {
      await target(db, token);
    },

    async progress(token: string): Promise<TVideoAnswerProgress> {
      return progressOf(db, (await target(db, token)).answer);
    },

    /**
     * Stores chunk `idx` once. Sending the same bytes again answers 200 (a retry after a lost
     * reply); different bytes for a held index answer 409.
     */
    async putChunk(token: string, idx: number, body: Buffer): Promise<TVideoAnswerProgress> {
      if (!body.length) throw new HttpError(400, 'An empty chunk', ['the chunk has no bytes']);
      const sha = createHash('sha256').update(body).digest('hex');
      const t = await target(db, token);
      assertTargetUploadable(t);
      const { answer } = t;
      if (answer.status === 'uploaded')
        throw conflict('This answer is already received', ['nothing more to send']);
      if (answer.status === 'validating')
        throw conflict('This answer is being checked', ['wait for the check to finish']);
      const held = await videoRepo.findChunk(db, answer.id, idx);
      if (held) {
        if (held.sha256 !== sha)
          throw conflict('This part of the answer was already received with other bytes', [
            `chunk ${idx} is held; record the answer again to replace it`,
          ]);
        return progressOf(db, answer);
      }
      const key = chunkKey(answer.id, answer.corruptions, idx);
      // A write whose database record never landed (a crash between the two) is replaced.
      if (await storage.adapter.stat(key)) await storage.adapter.delete(key);
      await storage.adapter.put(key, body, 'application/octet-stream');
      await db.transaction(async (tx) => {
        const inserted = await videoRepo.insertChunk(tx, {
          answerId: answer.id,
          idx,
          size: body.length,
          sha256: sha,
          storageKey: key,
        });
        if (inserted && answer.status !== 'uploading')
          await videoRepo.updateAnswer(tx, answer.id, { status: 'uploading' });
      });
      return progressOf(db, (await target(db, token)).answer);
    },

    /**
     * Every chunk is there: quick checks now (chunks, sizes, the header), then the answer is
     * `validating` and a background job probes the whole file (video-jobs.ts), which counts it
     * (the question becomes submitted) or marks it `corruption_detected`. A recording refused here
     * is thrown away at once and answers 422 `corruption_detected`: either way a free retake.
     */
    async complete(
      token: string,
      body: TVideoAnswerComplete,
      ip: string | null,
    ): Promise<TVideoAnswerProgress> {
      const t = await target(db, token);
      assertTargetUploadable(t);
      const { answer } = t;
      if (answer.status === 'uploaded')
        throw conflict('This answer is already received', ['nothing more to send']);
      if (answer.status === 'validating') return progressOf(db, answer);
      const held = await videoRepo.chunksOf(db, answer.id);
      const missing: number[] = [];
      for (let i = 0; i < body.chunkCount; i++) if (!held.some((c) => c.idx === i)) missing.push(i);
      if (missing.length)
        throw conflict('Some parts of the answer have not arrived yet', [
          `missing chunks: ${missing.slice(0, 20).join(', ')}${missing.length > 20 ? ' …' : ''}`,
        ]);
      const extra = held.filter((c) => c.idx >= body.chunkCount);
      const bytes = held.reduce((n, c) => n + c.size, 0);
      const problems: string[] = [];
      if (extra.length) problems.push(`the server holds ${extra.length} chunk(s) past the end`);
      if (bytes !== body.totalBytes) problems.push(`received ${bytes} bytes of ${body.totalBytes}`);
      if (bytes > VIDEO_ANSWER_MAX_BYTES) problems.push('the answer is too large');
      const head = await storage.adapter.inspect(
        chunkKey(answer.id, answer.corruptions, 0),
        PROBE_HEAD_BYTES,
      );
      if (!head) problems.push('the start of the recording is missing');
      else problems.push(...containerProblems(head.head, body.mimeType));
      const tooLong = durationProblem(body.durationMs, answer.question.maxAnswerSeconds);
      if (tooLong) problems.push(tooLong);

      if (problems.length) {
        // Deleting the chunk rows queues their objects' deletion (the table's trigger).
        await db.transaction(async (tx) => {
          await videoRepo.deleteChunks(tx, answer.id);
          await videoRepo.updateAnswer(tx, answer.id, {
            status: 'corruption_detected',
            corruptions: answer.corruptions + 1,
            problems,
          });
        });
        throw corrupt(problems);
      }

      return db.transaction(async (tx) => {
        const locked = await target(tx, token, true);
        if (locked.interview) assertMove(locked.interview.row, 'submit', 'question');
        const current = locked.answer;
        if (current.status !== 'uploading') return progressOf(tx, current);
        await videoRepo.updateAnswer(tx, answer.id, {
          status: 'validating',
          mimeType: body.mimeType,
          sizeBytes: bytes,
          chunkCount: body.chunkCount,
          durationMs: body.durationMs,
          problems: [],
        });
        await enqueueProbe(tx, answer.id, ip);
        return progressOf(tx, (await target(tx, token)).answer);
      });
    },

    /**
     * The application flow's video step for a requisition applicant: the token must be one of
     * that applicant's video questions; answers how many of its group are in (409 until all are).
     */
    async submitForRequisitionApplicant(applicantId: string, token: string) {
      const j = await repo.findInterviewByTokenHash(db, hashToken(token));
      if (
        !j ||
        j.row.requisitionApplicantId !== applicantId ||
        j.row.type !== 'video-question' ||
        !j.row.groupId
      )
        throw notFound('Video interview');
      const rows = await repo.interviewsOfGroup(db, j.row.groupId, undefined);
      const answered = rows.filter((r) => ['submitted', 'evaluated'].includes(r.row.status));
      if (answered.length < rows.length) {
        throw conflict(
          'Some video questions are not answered yet',
          rows
            .filter((r) => !answered.includes(r))
            .map((r) => `question ${(r.row.groupIndex ?? 0) + 1} is ${phaseOf(r.row)}`),
        );
      }
      return { groupId: j.row.groupId, answered: answered.length, total: rows.length };
    },
  };
};
export type VideoCandidateService = ReturnType<typeof createVideoCandidateService>;
