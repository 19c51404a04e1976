import {
  recordingMaxBytes,
  SPOKEN_ANSWER_MAX_BYTES,
  SPOKEN_MIME_PATTERN,
  type TAssessmentTemplateBody,
  type TSpokenAnswerProgress,
  type TSpokenItem,
} from '@ats/contract';
import type { Db } from '../../db/client';
import { conflict, HttpError } from '../../lib/http-error';
import {
  auditInterview,
  findInterviewByTokenHash,
  hashToken,
  type InterviewRow,
  phaseOf,
} from '../interviews';
import {
  assertTakeOpen,
  assertTusCreate,
  corruptTake,
  currentUploadName,
  discardTake,
  quickProblems,
  type RecordingStorage,
  recordingKeys,
  replacePieces,
  spokenProblems,
  type TakeTusSlot,
  takeProgress,
  tusPiece,
  wantedTake,
} from '../recorded-answers';
import * as attempts from './assessments.repo';
import * as repo from './spoken-answers.repo';

const LINK_NOT_VALID = 'This assessment link is not valid';
/** A recording made in time may still arrive this long after the assessment was submitted. */
const SPOKEN_UPLOAD_GRACE_MS = 24 * 3_600_000;

/**
 * Where a spoken answer's objects live: its tus upload (one object, the whole file) and the pieces
 * of the older chunk protocol (rows of that time name them in `storage_key`); each retake is a new
 * round.
 */
export const SPOKEN_KEYS = recordingKeys('assessment-spoken');

/** One tus request's spoken answer, as the link's token (and upload id) authorised it. */
export type SpokenTusSlot = TakeTusSlot & { itemId: string };

/** The spoken items of a frozen template, by id (older templates have none). */
export const spokenItemsOf = (body: TAssessmentTemplateBody) => {
  const out = new Map<string, TSpokenItem & { sectionId: string }>();
  if (body.kind !== 'language') return out;
  for (const s of body.sections)
    if (s.type === 'speaking') for (const i of s.spokenItems ?? []) out.set(i.id, { ...i, sectionId: s.id });
  return out;
};

/**
 * The candidate's spoken answers (docs/decisions/assessments.md#spoken-answers): the same resumable tus upload as video
 * answers, one answer per item of a speaking section, reached by the assessment link's token.
 */
export const createSpokenCandidateService = (db: Db, storage: RecordingStorage) => {
  const byToken = async (token: string, itemId: string) => {
    const j = await findInterviewByTokenHash(db, hashToken(token));
    if (!j || j.row.archivedAt || j.row.type !== 'language') throw new HttpError(404, LINK_NOT_VALID);
    const a = await attempts.findAttempt(db, j.row.id);
    const item = a && spokenItemsOf(a.content.body as TAssessmentTemplateBody).get(itemId);
    if (!a || !item) throw new HttpError(404, 'No such spoken item');
    return { j, item };
  };

  /** Uploads are taken while the assessment is started, and for a day after it was submitted. */
  const assertUploadable = (row: InterviewRow) => {
    const phase = phaseOf(row);
    if (phase === 'started') return;
    if (
      row.status === 'submitted' &&
      row.submittedAt &&
      row.submittedAt.getTime() + SPOKEN_UPLOAD_GRACE_MS > Date.now()
    )
      return;
    throw conflict(`Cannot upload to a ${phase} assessment`, ['start the assessment first']);
  };

  const progressOf = async (answer: repo.SpokenAnswerRow): Promise<TSpokenAnswerProgress> => {
    return takeProgress<TSpokenAnswerProgress['status']>(answer.status, await repo.chunksOf(db, answer.id));
  };

  return {
    async progress(token: string, itemId: string) {
      const { j } = await byToken(token, itemId);
      const answer = await repo.findAnswer(db, j.row.id, itemId);
      return answer
        ? progressOf(answer)
        : { status: 'pending' as const, receivedChunks: [], receivedBytes: 0 };
    },

    /**
     * Authorises one tus request (docs/decisions/assessments.md#spoken-answers): the token and item
     * name the answer; an upload id names an upload of that answer's current round, so another
     * item's, another link's or an older take's upload is 404. Creating and sending need a
     * started assessment (or one submitted less than a day ago) and an answer not yet received
     * (409); asking the offset (HEAD) is always allowed.
     */
    async tusSlot(
      token: string,
      itemId: string,
      method: 'POST' | 'HEAD' | 'PATCH' | 'DELETE',
      uploadId?: string,
      create?: { length: number | null; mimeType: string | undefined },
    ): Promise<SpokenTusSlot> {
      const { j, item } = await byToken(token, itemId);
      let answer = await repo.findAnswer(db, j.row.id, itemId);
      const name = uploadId === undefined ? undefined : currentUploadName(uploadId, answer);
      if (method !== 'HEAD') {
        assertUploadable(j.row);
        if (answer) assertTakeOpen(answer);
      }
      if (method === 'POST') {
        const camera = item.media === 'camera';
        assertTusCreate(create, {
          accepts: (type) =>
            SPOKEN_MIME_PATTERN.test(type) && (camera ? /^video\//i : /^audio\//i).test(type),
          refusal: [
            `Only ${camera ? 'WebM or MP4 video' : 'WebM, Ogg or MP4 sound'} is accepted`,
            `Upload-Metadata filetype: ${camera ? 'video/webm or video/mp4' : 'audio/webm, audio/ogg or audio/mp4'}`,
          ],
          maxBytes: SPOKEN_ANSWER_MAX_BYTES,
          noun: 'A spoken answer',
        });
        answer = await repo.ensureAnswer(db, j.row.id, itemId);
        if (answer.status !== 'uploading') await repo.updateAnswer(db, answer.id, { status: 'uploading' });
      }
      if (!answer) throw new HttpError(404, 'No such upload');
      return {
        token,
        itemId,
        answerId: answer.id,
        round: answer.corruptions,
        key: name ? SPOKEN_KEYS.tus(answer.id, answer.corruptions, name) : undefined,
        maxBytes: recordingMaxBytes(item.maxAnswerSeconds, SPOKEN_ANSWER_MAX_BYTES, item.media),
      };
    },

    /**
     * The whole file of a tus upload is on the server: check its size, container and sound track
     * and its declared length; a damaged one is thrown away (422 `corruption_detected`, a free
     * retake); a good one is the answer's one piece and counts now. A stale upload (the answer
     * moved on) is deleted: 409.
     */
    async acceptTusUpload(
      slot: SpokenTusSlot & { key: string },
      upload: { size: number; mimeType: string; durationMs: number | null },
      ip: string | null,
    ): Promise<TSpokenAnswerProgress> {
      const { j, item } = await byToken(slot.token, slot.itemId);
      const answer = await wantedTake(storage, slot, await repo.findAnswer(db, j.row.id, slot.itemId));
      const problems = await quickProblems(
        storage,
        {
          headKey: slot.key,
          bytes: upload.size,
          maxBytes: SPOKEN_ANSWER_MAX_BYTES,
          durationMs: upload.durationMs,
          maxAnswerSeconds: item.maxAnswerSeconds,
        },
        (head) => spokenProblems(head, upload.mimeType, item.media),
      );
      if (problems.length) {
        // Older chunk-protocol pieces of this round go too (their rows queue the objects' deletion).
        await db.transaction((tx) => discardTake(tx, repo, answer, {}));
        await storage.adapter.delete(slot.key).catch(() => undefined);
        throw corruptTake(problems);
      }
      await db.transaction(async (tx) => {
        await replacePieces(tx, repo, answer.id, [tusPiece(upload.size, slot.key)]);
        await repo.updateAnswer(tx, answer.id, {
          status: 'uploaded',
          mimeType: upload.mimeType,
          sizeBytes: upload.size,
          chunkCount: 1,
          durationMs: upload.durationMs,
          completedAt: new Date(),
        });
        await auditInterview(
          tx,
          j.row,
          'spoken_answer',
          null,
          { itemId: slot.itemId, bytes: upload.size, durationMs: upload.durationMs, upload: 'tus' },
          ip,
        );
      });
      return progressOf((await repo.findAnswer(db, j.row.id, slot.itemId))!);
    },
  };
};
