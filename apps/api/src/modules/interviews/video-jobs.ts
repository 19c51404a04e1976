import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { VIDEO_CHUNK_MAX_BYTES } from '@ats/contract';
import {
  enqueueJob,
  type GiveUpHandler,
  type JobHandler,
  type PeriodicJob,
  PermanentJobError,
} from '../../adapters/jobs/job-queue';
import type { Db } from '../../db/client';
import { recordAudit } from '../audit';
import type { ModuleDeps } from '../module-deps';
import { discardTake, type RecordingStorage, recordingStorage, replacePieces } from '../recorded-answers';
import { uploadsServiceFor } from '../uploads';
import { auditInterview } from './interview-audit';
import { phaseOf } from './interview-lifecycle';
import * as repo from './interviews.repo';
import { PUBLIC_RECORDING_ENTITY } from './public-recordings.repo';
import { TEST_RESULT_ENTITY } from './test-results/test-result-expiry';
import * as testRepo from './test-results/test-results.repo';
import * as videoRepo from './video-answers.repo';
import { videoKeys } from './video-keys';
import { BUNDLED_MEDIA_TOOLS, checkRecording, type MediaTools } from './video-media-probe';

export const VIDEO_JOBS = {
  probe: 'video.probe',
  retention: 'video.retention',
  deleteObject: 'storage.delete',
} as const;

/** Queues the server's check of a whole answer (in the caller's transaction). */
export const enqueueProbe = (db: Db, answerId: string, ip: string | null) =>
  enqueueJob(db, VIDEO_JOBS.probe, { answerId, ip }, { dedupeKey: `${VIDEO_JOBS.probe}:${answerId}` });

const RETENTION_BATCH = 100;

/**
 * Checks one uploaded answer with ffprobe/ffmpeg (docs/decisions/video.md#video-probing). A bad file
 * is thrown away and the answer becomes `corruption_detected` (a retake that costs nothing); a
 * good one is stored remuxed (seekable, with its duration) and counts: the question is submitted.
 */
const probeAnswer = async (
  db: Db,
  storage: RecordingStorage,
  answerId: string,
  ip: string | null = null,
  tools: MediaTools = BUNDLED_MEDIA_TOOLS,
) => {
  const answer = await videoRepo.answerById(db, answerId);
  if (answer?.status !== 'validating') return;
  const held = await videoRepo.chunksOf(db, answer.id);
  const dir = await mkdtemp(join(tmpdir(), 'ats-video-probe-'));
  try {
    const input = join(dir, 'input');
    const output = join(dir, answer.mimeType?.toLowerCase().startsWith('video/mp4') ? 'out.mp4' : 'out.webm');
    // Streamed piece by piece to a temporary file: the API never holds a whole video in memory.
    for (const c of held) {
      const src = await storage.read(c.storageKey ?? videoKeys.piece(answer.id, answer.corruptions, c.idx));
      await pipeline(src, createWriteStream(input, { flags: 'a' }));
    }
    const check = await checkRecording(
      input,
      output,
      {
        mimeType: answer.mimeType ?? 'video/webm',
        declaredDurationMs: answer.durationMs ?? 0,
        maxAnswerSeconds: answer.question.maxAnswerSeconds,
      },
      tools,
    ).catch((err: unknown) => {
      // ffprobe/ffmpeg could not run at all (missing, not executable, killed): trying the same
      // file again will not help, so the answer is settled now (see `failProbe`).
      throw new PermanentJobError(`the media checker could not run: ${(err as Error)?.message ?? err}`, {
        cause: err,
      });
    });
    if (check.problems.length) {
      await db.transaction((tx) => discardTake(tx, videoRepo, answer, { problems: check.problems }));
      return;
    }

    // The checked file replaces the uploaded chunks, stored in pieces of at most one chunk's size.
    const pieces: { idx: number; size: number; sha256: string; storageKey: string }[] = [];
    const src = createReadStream(output, { highWaterMark: VIDEO_CHUNK_MAX_BYTES });
    for await (const buf of src as AsyncIterable<Buffer>) {
      const key = videoKeys.checked(answer.id, answer.corruptions, pieces.length);
      if (await storage.adapter.stat(key)) await storage.adapter.delete(key);
      await storage.adapter.put(key, buf, 'application/octet-stream');
      pieces.push({
        idx: pieces.length,
        size: buf.length,
        sha256: createHash('sha256').update(buf).digest('hex'),
        storageKey: key,
      });
    }
    const size = (await stat(output)).size;
    await db.transaction(async (tx) => {
      const locked = await videoRepo.answerById(tx, answer.id, true);
      if (locked?.status !== 'validating') return;
      await replacePieces(tx, videoRepo, answer.id, pieces);
      const now = new Date();
      await videoRepo.updateAnswer(tx, answer.id, {
        status: 'uploaded',
        sizeBytes: size,
        chunkCount: pieces.length,
        durationMs: check.durationMs,
        problems: [],
        completedAt: now,
      });
      if (answer.testResultId) {
        await testRepo.updateTestResult(tx, answer.testResultId, { status: 'submitted', submittedAt: now });
        await recordAudit(tx, {
          actorId: null,
          action: 'interview_submit',
          entityType: TEST_RESULT_ENTITY,
          entityId: answer.testResultId,
          diff: { bytes: size, durationMs: check.durationMs },
          ip,
        });
      }
      if (!answer.interviewId) return;
      const j = await repo.findInterviewById(tx, answer.interviewId, undefined, true);
      // A question closed meanwhile keeps its answer but is not counted again.
      if (!j || phaseOf(j.row) !== 'started') return;
      await repo.updateInterview(tx, j.row.id, { status: 'submitted', submittedAt: now });
      await auditInterview(
        tx,
        j.row,
        'interview_submit',
        null,
        {
          bytes: size,
          durationMs: check.durationMs,
          mimeType: answer.mimeType,
          maxVolumeDb: check.maxVolumeDb,
        },
        ip,
      );
    });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
};

/** What the candidate's page shows when the server could not check an answer (a free retake). */
export const PROBE_FAILED_PROBLEM =
  'The server could not check this recording. Please record it again: this retake does not count.';

/**
 * A probe that failed for good (its attempts used up, or the checker could not run) must not leave
 * the answer `validating` forever (docs/decisions/video.md#video-probe-failures): the answer becomes
 * `corruption_detected` with a free retake, the candidate's page says why, and the technical
 * reason is kept for staff in the audit log (and on the failed job's row).
 */
const failProbe = async (db: Db, answerId: string, reason: string, attempts: number) =>
  db.transaction(async (tx) => {
    const answer = await videoRepo.answerById(tx, answerId, true);
    if (answer?.status !== 'validating') return;
    await discardTake(tx, videoRepo, answer, { problems: [PROBE_FAILED_PROBLEM] });
    const diff = { answerId: answer.id, reason, attempts };
    if (answer.interviewId) {
      const j = await repo.findInterviewById(tx, answer.interviewId, undefined);
      if (j) await auditInterview(tx, j.row, 'video_check_failed', null, diff);
    } else {
      await recordAudit(tx, {
        actorId: null,
        action: 'video_check_failed',
        entityType: answer.testResultId ? TEST_RESULT_ENTITY : PUBLIC_RECORDING_ENTITY,
        entityId: answer.testResultId ?? answer.publicRecordingId!,
        diff,
        ip: null,
      });
    }
  });

/**
 * Retention (docs/decisions/video.md#video-retention): recordings older than `VIDEO_RETENTION_DAYS`
 * lose their bytes; the answer stays (`expired`) with its rating. Deleting the chunk rows queues
 * the objects' deletion. Answers how many recordings expired.
 */
const expireRecordings = async (db: Db, retentionDays: number, now = new Date()) => {
  const cutoff = new Date(now.getTime() - retentionDays * 86_400_000);
  let total = 0;
  for (;;) {
    const ids = await videoRepo.expiredAnswerIds(db, cutoff, RETENTION_BATCH);
    for (const id of ids)
      await db.transaction(async (tx) => {
        await videoRepo.deleteChunks(tx, id);
        await videoRepo.updateAnswer(tx, id, { status: 'expired', expiredAt: now });
      });
    total += ids.length;
    if (ids.length < RETENTION_BATCH) return total;
  }
};

/** The video jobs for the queue, and the periodic retention sweep. */
export const videoJobs = (
  deps: ModuleDeps,
): {
  handlers: Record<string, JobHandler>;
  onGiveUp: Record<string, GiveUpHandler>;
  periodic: PeriodicJob[];
} => {
  const storage = recordingStorage(uploadsServiceFor(deps).storage, deps.config);
  return {
    handlers: {
      [VIDEO_JOBS.probe]: (p) =>
        probeAnswer(deps.db, storage, String(p.answerId), typeof p.ip === 'string' ? p.ip : null, {
          ...BUNDLED_MEDIA_TOOLS,
          ...deps.config.video.mediaTools,
        }),
      [VIDEO_JOBS.deleteObject]: (p) => storage.adapter.delete(String(p.key)),
      [VIDEO_JOBS.retention]: async () => {
        await expireRecordings(deps.db, deps.config.video.retentionDays);
      },
    },
    onGiveUp: {
      [VIDEO_JOBS.probe]: (p, failure) =>
        failProbe(deps.db, String(p.answerId), failure.error, failure.attempts),
    },
    periodic: [{ kind: VIDEO_JOBS.retention, everyMs: deps.config.video.retentionSweepMs }],
  };
};
