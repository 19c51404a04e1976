import { createHash } from 'node:crypto';
import type {
  TCandidateVideoInterview,
  TComfortZoneChecks,
  TVideoAnswerComplete,
  TVideoAnswerProgress,
  TVideoAnswerStatus,
} from '@ats/contract';
import { recordingMaxBytes, VIDEO_ANSWER_MAX_BYTES, VIDEO_MIME_PATTERN } from '@ats/contract';
import type { Db } from '../../db/client';
import { conflict, HttpError } from '../../lib/http-error';
import {
  assertTakeOpen,
  assertTusCreate,
  containerProblems,
  corruptTake,
  currentUploadName,
  discardTake,
  quickProblems,
  type RecordingStorage,
  replacePieces,
  type TakeTusSlot,
  tusPiece,
  wantedTake,
} from '../recorded-answers';
import { abandonInterview } from './interview-audit';
import { assertMove, closedReasonOf, isExpired, phaseOf } from './interview-lifecycle';
import type { LinkTokens } from './interview-token';
import * as repo from './interviews.repo';
import * as videoRepo from './video-answers.repo';
import { enqueueProbe } from './video-jobs';
import { videoKeys } from './video-keys';
import { assertTargetUploadable, byToken, progressOf, type Target, target } from './video-upload-target';

/** One tus request's answer slot, as its token (and upload id) authorised it. */
export type TusSlot = TakeTusSlot;
/**
 * The application flow's video group link slides: each visit by the candidate keeps it open this
 * long from the visit (a link a recruiter sent keeps the date the recruiter chose), never past the cap counted from when it was sent
 * (docs/decisions/video.md#group-links-slide-with-visits). A visit never shortens a link.
 */
const VIDEO_LINK_SLIDE_DAYS = 14;
const VIDEO_LINK_CAP_DAYS = 60;
const DAY_MS = 24 * 3_600_000;

/** The expiry after a visit at `now` of a link sent at `sentAt` that expires at `expiresAt`. */
const slidExpiry = (expiresAt: Date, sentAt: Date, now = new Date()) =>
  new Date(
    Math.max(
      expiresAt.getTime(),
      Math.min(
        now.getTime() + VIDEO_LINK_SLIDE_DAYS * DAY_MS,
        sentAt.getTime() + VIDEO_LINK_CAP_DAYS * DAY_MS,
      ),
    ),
  );

/**
 * The candidate's video calls (docs/decisions/video.md#uploads-over-tus). Every call is reached by one
 * question's token; the group's page gets every question's token from `open`.
 */
export const createVideoCandidateService = (db: Db, tokens: LinkTokens, storage: RecordingStorage) => {
  /**
   * Quick checks of a whole upload (size, the header, the declared length), then `validating`
   * with the probe job queued; a refused one is thrown away: 422 `corruption_detected`.
   */
  const accept = async (
    t: Target,
    token: string,
    ip: string | null,
    u: {
      problems: string[];
      bytes: number;
      headKey: string;
      mimeType: string;
      chunkCount: number;
      durationMs: number | null;
    },
  ): Promise<TVideoAnswerProgress> => {
    const { answer } = t;
    const problems = [
      ...u.problems,
      ...(await quickProblems(
        storage,
        {
          headKey: u.headKey,
          bytes: u.bytes,
          maxBytes: VIDEO_ANSWER_MAX_BYTES,
          durationMs: u.durationMs,
          maxAnswerSeconds: answer.question.maxAnswerSeconds,
        },
        (head) => containerProblems(head, u.mimeType),
      )),
    ];
    if (problems.length) {
      await db.transaction((tx) => discardTake(tx, videoRepo, answer, { problems }));
      throw corruptTake(problems);
    }

    return db.transaction(async (tx) => {
      const locked = await target(tx, token, true);
      if (locked.interview) assertMove(locked.interview.row, 'submit', 'question');
      const current = locked.answer;
      if (current.status !== 'uploading') return progressOf(tx, current);
      await videoRepo.updateAnswer(tx, answer.id, {
        status: 'validating',
        mimeType: u.mimeType,
        sizeBytes: u.bytes,
        chunkCount: u.chunkCount,
        // Unknown when an upload sent while recording lost its last request: the probe measures it.
        durationMs: u.durationMs,
        problems: [],
      });
      await enqueueProbe(tx, answer.id, ip);
      return progressOf(tx, (await target(tx, token)).answer);
    });
  };

  return {
    /** The whole group for any question's token; unstarted questions past their expiry abandon. */
    async open(token: string, ip: string | null): Promise<TCandidateVideoInterview> {
      const first = await byToken(db, token);
      const groupId = first.row.groupId!;
      await db.transaction(async (tx) => {
        const now = new Date();
        const slides = await videoRepo.isApplicationGroup(tx, groupId);
        for (const j of await repo.interviewsOfGroup(tx, groupId, undefined)) {
          if (phaseOf(j.row) !== 'started' && isExpired(j.row, now)) {
            await abandonInterview(tx, j.row, 'expired', ip, now);
          } else if (
            slides &&
            ['new', 'sent', 'started'].includes(phaseOf(j.row)) &&
            !isExpired(j.row, now)
          ) {
            // The candidate is back: the link stays open VIDEO_LINK_SLIDE_DAYS from this visit.
            const slid = slidExpiry(j.row.expiresAt, j.row.sentAt ?? j.row.createdAt, now);
            if (slid.getTime() > j.row.expiresAt.getTime())
              await repo.updateInterview(tx, j.row.id, { expiresAt: slid });
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
    async putChunk(
      token: string,
      idx: number,
      body: Buffer,
      /** Counts the bytes against the public budgets once the token and the cap let them in. */
      admit: (bytes: number) => Promise<void> = async () => undefined,
    ): Promise<TVideoAnswerProgress> {
      if (!body.length) throw new HttpError(400, 'An empty chunk', ['the chunk has no bytes']);
      const sha = createHash('sha256').update(body).digest('hex');
      const t = await target(db, token);
      assertTargetUploadable(t);
      const { answer } = t;
      assertTakeOpen(answer);
      const held = await videoRepo.findChunk(db, answer.id, idx);
      const cap = recordingMaxBytes(answer.question.maxAnswerSeconds, VIDEO_ANSWER_MAX_BYTES);
      if (!held) {
        const heldBytes = (await videoRepo.chunksOf(db, answer.id)).reduce((sum, c) => sum + c.size, 0);
        if (heldBytes + body.length > cap)
          throw new HttpError(413, `This answer is at most ${cap} bytes`, [
            `the chunks would pass ${cap} bytes, the most its time limit allows`,
          ]);
        await admit(body.length);
      }
      if (held) {
        if (held.sha256 !== sha)
          throw conflict('This part of the answer was already received with other bytes', [
            `chunk ${idx} is held; record the answer again to replace it`,
          ]);
        return progressOf(db, answer);
      }
      const key = videoKeys.piece(answer.id, answer.corruptions, idx);
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
      return accept(t, token, ip, {
        problems,
        bytes,
        headKey: videoKeys.piece(answer.id, answer.corruptions, 0),
        mimeType: body.mimeType,
        chunkCount: body.chunkCount,
        durationMs: body.durationMs,
      });
    },

    /**
     * Authorises one tus request (docs/decisions/video.md#uploads-over-tus): the token names
     * the answer slot; an upload id names an upload of that slot's current round, so another
     * slot's or an older take's upload is 404. Creating and sending need an uploadable link and
     * an answer not yet received (409); asking the offset (HEAD) is always allowed.
     */
    async tusSlot(
      token: string,
      method: 'POST' | 'HEAD' | 'PATCH' | 'DELETE',
      uploadId?: string,
      create?: { length: number | null; mimeType: string | undefined },
    ): Promise<TusSlot> {
      const t = await target(db, token);
      const { answer } = t;
      const name = uploadId === undefined ? undefined : currentUploadName(uploadId, answer);
      if (method !== 'HEAD') {
        assertTargetUploadable(t);
        assertTakeOpen(answer);
      }
      if (method === 'POST') {
        assertTusCreate(create, {
          accepts: (type) => VIDEO_MIME_PATTERN.test(type),
          refusal: [
            'Only WebM or MP4 video is accepted',
            'Upload-Metadata filetype: video/webm or video/mp4',
          ],
          maxBytes: VIDEO_ANSWER_MAX_BYTES,
          noun: 'An answer',
        });
        if (answer.status !== 'uploading')
          await videoRepo.updateAnswer(db, answer.id, { status: 'uploading' });
      }
      return {
        token,
        answerId: answer.id,
        round: answer.corruptions,
        key: name ? videoKeys.tus(answer.id, answer.corruptions, name) : undefined,
        maxBytes: recordingMaxBytes(answer.question.maxAnswerSeconds, VIDEO_ANSWER_MAX_BYTES),
      };
    },

    /**
     * The whole file of a tus upload is on the server: the same quick checks as `complete`, then
     * `validating` with the probe job queued, exactly as for the chunk protocol. The object
     * becomes the answer's one piece (deleting its row deletes it). A corrupt upload answers 422
     * `corruption_detected` (a free retake); a stale one (the slot moved on) is deleted: 409.
     */
    async acceptTusUpload(
      slot: TusSlot & { key: string },
      upload: { size: number; mimeType: string; durationMs: number | null },
      ip: string | null,
    ): Promise<TVideoAnswerProgress> {
      const t = await target(db, slot.token);
      const answer = await wantedTake(storage, slot, t.answer);
      if (answer.status === 'validating') return progressOf(db, answer);
      await db.transaction(async (tx) => {
        // Pieces of the chunk protocol left from this round give way to the one object.
        await replacePieces(tx, videoRepo, answer.id, [tusPiece(upload.size, slot.key)]);
        if (answer.status !== 'uploading')
          await videoRepo.updateAnswer(tx, answer.id, { status: 'uploading' });
      });
      return accept({ ...t, answer: { ...answer, status: 'uploading' } }, slot.token, ip, {
        problems: [],
        bytes: upload.size,
        headKey: slot.key,
        mimeType: upload.mimeType,
        chunkCount: 1,
        durationMs: upload.durationMs,
      });
    },
  };
};
export type VideoCandidateService = ReturnType<typeof createVideoCandidateService>;
