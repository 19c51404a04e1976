import { createHash } from 'node:crypto';
import {
  type TAssessmentTemplateBody,
  type TSpokenAnswerComplete,
  type TSpokenAnswerProgress,
  type TSpokenItem,
  VIDEO_DURATION_TOLERANCE_SECONDS,
} from '@ats/contract';
import type { Db } from '../../db/client';
import { conflict, HttpError } from '../../lib/http-error';
import { auditInterview } from '../interviews/interview-audit';
import { phaseOf } from '../interviews/interview-lifecycle';
import { hashToken } from '../interviews/interview-token';
import * as interviews from '../interviews/interviews.repo';
import { PROBE_HEAD_BYTES } from '../interviews/video-probe';
import type { VideoStorage } from '../interviews/video-storage';
import * as attempts from './assessments.repo';
import * as repo from './spoken-answers.repo';
import { spokenProblems } from './spoken-probe';

const LINK_NOT_VALID = 'This assessment link is not valid';
/** A spoken answer is at most this big (5 minutes of camera at a generous bit rate). */
export const SPOKEN_ANSWER_MAX_BYTES = 150 * 1024 * 1024;
/** A recording made in time may still arrive this long after the assessment was submitted. */
export const SPOKEN_UPLOAD_GRACE_MS = 24 * 3_600_000;

export const spokenChunkKey = (answerId: string, round: number, idx: number) =>
  `assessment-spoken/${answerId}/${round}/${String(idx).padStart(5, '0')}.part`;

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
 * The candidate's spoken answers (docs/decisions.md): the same chunked, resumable upload as video
 * answers, one answer per item of a speaking section, reached by the assessment link's token.
 */
export const createSpokenCandidateService = (db: Db, storage: VideoStorage) => {
  const byToken = async (token: string, itemId: string) => {
    const j = await interviews.findInterviewByTokenHash(db, hashToken(token));
    if (!j || j.row.archivedAt || j.row.type !== 'language') throw new HttpError(404, LINK_NOT_VALID);
    const a = await attempts.findAttempt(db, j.row.id);
    const item = a && spokenItemsOf(a.content.body as TAssessmentTemplateBody).get(itemId);
    if (!a || !item) throw new HttpError(404, 'No such spoken item');
    return { j, item };
  };

  /** Uploads are taken while the assessment is started, and for a day after it was submitted. */
  const assertUploadable = (row: interviews.InterviewRow) => {
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

    /** Stores chunk `idx` once; the same bytes again answer 200, other bytes 409. */
    async putChunk(token: string, itemId: string, idx: number, body: Buffer) {
      if (!body.length) throw new HttpError(400, 'An empty chunk', ['the chunk has no bytes']);
      const { j } = await byToken(token, itemId);
      assertUploadable(j.row);
      const answer = await repo.ensureAnswer(db, j.row.id, itemId);
      if (answer.status === 'uploaded')
        throw conflict('This answer is already received', ['nothing more to send']);
      const sha = createHash('sha256').update(body).digest('hex');
      const held = await repo.findChunk(db, answer.id, idx);
      if (held) {
        if (held.sha256 !== sha)
          throw conflict('This part of the answer was already received with other bytes', [
            `chunk ${idx} is held; record the answer again to replace it`,
          ]);
        return progressOf(answer);
      }
      const key = spokenChunkKey(answer.id, answer.corruptions, idx);
      if (await storage.adapter.stat(key)) await storage.adapter.delete(key);
      await storage.adapter.put(key, body, 'application/octet-stream');
      await db.transaction(async (tx) => {
        if (await repo.insertChunk(tx, { answerId: answer.id, idx, size: body.length, sha256: sha }))
          if (answer.status !== 'uploading') await repo.updateAnswer(tx, answer.id, { status: 'uploading' });
      });
      return progressOf((await repo.findAnswer(db, j.row.id, itemId))!);
    },

    /** Every chunk is there: check the recording; a damaged one is thrown away (422, a free retake). */
    async complete(token: string, itemId: string, body: TSpokenAnswerComplete, ip: string | null) {
      const { j, item } = await byToken(token, itemId);
      assertUploadable(j.row);
      const answer = await repo.ensureAnswer(db, j.row.id, itemId);
      if (answer.status === 'uploaded')
        throw conflict('This answer is already received', ['nothing more to send']);
      const held = await repo.chunksOf(db, answer.id);
      const missing: number[] = [];
      for (let i = 0; i < body.chunkCount; i++) if (!held.some((c) => c.idx === i)) missing.push(i);
      if (missing.length)
        throw conflict('Some parts of the answer have not arrived yet', [
          `missing chunks: ${missing.slice(0, 20).join(', ')}${missing.length > 20 ? ' …' : ''}`,
        ]);
      const bytes = held.reduce((n, c) => n + c.size, 0);
      const problems: string[] = [];
      if (held.some((c) => c.idx >= body.chunkCount)) problems.push('the server holds chunks past the end');
      if (bytes !== body.totalBytes) problems.push(`received ${bytes} bytes of ${body.totalBytes}`);
      if (bytes > SPOKEN_ANSWER_MAX_BYTES) problems.push('the answer is too large');
      const head = await storage.adapter.inspect(
        spokenChunkKey(answer.id, answer.corruptions, 0),
        PROBE_HEAD_BYTES,
      );
      if (!head) problems.push('the start of the recording is missing');
      else problems.push(...spokenProblems(head.head, body.mimeType, item.media));
      if (body.durationMs > (item.maxAnswerSeconds + VIDEO_DURATION_TOLERANCE_SECONDS) * 1000)
        problems.push(`the answer is longer than the ${item.maxAnswerSeconds} s allowed`);
      if (problems.length) {
        await db.transaction(async (tx) => {
          await repo.deleteChunks(tx, answer.id);
          await repo.updateAnswer(tx, answer.id, {
            status: 'corruption_detected',
            corruptions: answer.corruptions + 1,
          });
        });
        for (const c of held)
          await storage.adapter
            .delete(spokenChunkKey(answer.id, answer.corruptions, c.idx))
            .catch(() => undefined);
        throw corrupt(problems);
      }
      await db.transaction(async (tx) => {
        await repo.updateAnswer(tx, answer.id, {
          status: 'uploaded',
          mimeType: body.mimeType,
          sizeBytes: bytes,
          chunkCount: body.chunkCount,
          durationMs: body.durationMs,
          completedAt: new Date(),
        });
        await auditInterview(
          tx,
          j.row,
          'spoken_answer',
          null,
          { itemId, bytes, durationMs: body.durationMs },
          ip,
        );
      });
      return progressOf((await repo.findAnswer(db, j.row.id, itemId))!);
    },
  };
};
