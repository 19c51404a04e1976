import {
  recordingMaxBytes,
  SPOKEN_ANSWER_MAX_BYTES,
  SPOKEN_MIME_PATTERN,
  type TAssessmentTemplateBody,
  type TSpokenAnswerProgress,
  type TSpokenItem,
  VIDEO_DURATION_TOLERANCE_SECONDS,
} from '@ats/contract';
import type { Db } from '../../db/client';
import { conflict, HttpError } from '../../lib/http-error';
import {
  auditInterview,
  findInterviewByTokenHash,
  hashToken,
  type InterviewRow,
  PROBE_HEAD_BYTES,
  phaseOf,
  TUS_UPLOAD_ID,
  type VideoStorage,
} from '../interviews';
import * as attempts from './assessments.repo';
import * as repo from './spoken-answers.repo';
import { spokenProblems } from './spoken-probe';

const LINK_NOT_VALID = 'This assessment link is not valid';
/** A recording made in time may still arrive this long after the assessment was submitted. */
const SPOKEN_UPLOAD_GRACE_MS = 24 * 3_600_000;

/** Where a chunk of the older chunk protocol lives (rows of that time name it in `storage_key`). */
export const spokenChunkKey = (answerId: string, round: number, idx: number) =>
  `assessment-spoken/${answerId}/${round}/${String(idx).padStart(5, '0')}.part`;
/** Where a spoken answer's tus upload lives (one object, the whole file); each retake is a new round. */
export const spokenTusKey = (answerId: string, round: number, name: string) =>
  `assessment-spoken/${answerId}/${round}/upload-${name}`;

/** One tus request's spoken answer, as the link's token (and upload id) authorised it. */
export interface SpokenTusSlot {
  token: string;
  itemId: string;
  answerId: string;
  round: number;
  /** The storage key of the upload the URL names (absent on creation). */
  key: string | undefined;
  /** The most bytes the answer may take (its time limit at the recorder's bitrate). */
  maxBytes: number;
}

/** The spoken items of a frozen template, by id (older templates have none). */
export const spokenItemsOf = (body: TAssessmentTemplateBody) => {
  const out = new Map<string, TSpokenItem & { sectionId: string }>();
  if (body.kind !== 'language') return out;
  for (const s of body.sections)
    if (s.type === 'speaking') for (const i of s.spokenItems ?? []) out.set(i.id, { ...i, sectionId: s.id });
  return out;
};

const corrupt = (problems: string[]) =>
  new HttpError(422, 'The recording is damaged: please record it again', [
    'corruption_detected',
    ...problems,
  ]);

/**
 * The candidate's spoken answers (docs/decisions/assessments.md#spoken-answers): the same resumable tus upload as video
 * answers, one answer per item of a speaking section, reached by the assessment link's token.
 */
export const createSpokenCandidateService = (db: Db, storage: VideoStorage) => {
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
    const held = await repo.chunksOf(db, answer.id);
    return {
      status: answer.status as TSpokenAnswerProgress['status'],
      receivedChunks: held.map((c) => c.idx),
      receivedBytes: held.reduce((n, c) => n + c.size, 0),
    };
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
      let name: string | undefined;
      if (uploadId !== undefined) {
        const m = TUS_UPLOAD_ID.exec(uploadId);
        if (!answer || !m || Number(m[1]) !== answer.corruptions) throw new HttpError(404, 'No such upload');
        name = m[2]!;
      }
      if (method !== 'HEAD') {
        assertUploadable(j.row);
        if (answer?.status === 'uploaded')
          throw conflict('This answer is already received', ['nothing more to send']);
      }
      if (method === 'POST') {
        const type = create?.mimeType ?? '';
        if (
          !SPOKEN_MIME_PATTERN.test(type) ||
          (item.media === 'camera' && !/^video\//i.test(type)) ||
          (item.media === 'microphone' && !/^audio\//i.test(type))
        )
          throw new HttpError(
            400,
            `Only ${item.media === 'camera' ? 'WebM or MP4 video' : 'WebM, Ogg or MP4 sound'} is accepted`,
            [
              `Upload-Metadata filetype: ${item.media === 'camera' ? 'video/webm or video/mp4' : 'audio/webm, audio/ogg or audio/mp4'}`,
            ],
          );
        if (
          create?.length !== null &&
          create?.length !== undefined &&
          create.length > SPOKEN_ANSWER_MAX_BYTES
        )
          throw new HttpError(413, `A spoken answer is at most ${SPOKEN_ANSWER_MAX_BYTES} bytes`);
        if (create?.length === 0) throw new HttpError(400, 'An empty recording', ['Upload-Length: 0']);
        answer = await repo.ensureAnswer(db, j.row.id, itemId);
        if (answer.status !== 'uploading') await repo.updateAnswer(db, answer.id, { status: 'uploading' });
      }
      if (!answer) throw new HttpError(404, 'No such upload');
      return {
        token,
        itemId,
        answerId: answer.id,
        round: answer.corruptions,
        key: name ? spokenTusKey(answer.id, answer.corruptions, name) : undefined,
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
      const answer = await repo.findAnswer(db, j.row.id, slot.itemId);
      if (
        !answer ||
        answer.id !== slot.answerId ||
        answer.corruptions !== slot.round ||
        answer.status === 'uploaded'
      ) {
        await storage.adapter.delete(slot.key).catch(() => undefined);
        throw conflict('This upload is no longer wanted', ['the answer moved on; record it again']);
      }
      const problems: string[] = [];
      if (upload.size > SPOKEN_ANSWER_MAX_BYTES) problems.push('the answer is too large');
      const head = await storage.adapter.inspect(slot.key, PROBE_HEAD_BYTES);
      if (!head) problems.push('the start of the recording is missing');
      else problems.push(...spokenProblems(head.head, upload.mimeType, item.media));
      if (
        upload.durationMs !== null &&
        upload.durationMs > (item.maxAnswerSeconds + VIDEO_DURATION_TOLERANCE_SECONDS) * 1000
      )
        problems.push(`the answer is longer than the ${item.maxAnswerSeconds} s allowed`);
      if (problems.length) {
        await db.transaction(async (tx) => {
          // Older chunk-protocol pieces of this round go too (their rows queue the objects' deletion).
          await repo.deleteChunks(tx, answer.id);
          await repo.updateAnswer(tx, answer.id, {
            status: 'corruption_detected',
            corruptions: answer.corruptions + 1,
          });
        });
        await storage.adapter.delete(slot.key).catch(() => undefined);
        throw corrupt(problems);
      }
      await db.transaction(async (tx) => {
        await repo.deleteChunks(tx, answer.id);
        // Not re-read to hash it: the bytes were checked as they arrived by offset.
        await repo.insertChunk(tx, {
          answerId: answer.id,
          idx: 0,
          size: upload.size,
          sha256: '',
          storageKey: slot.key,
        });
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
