import { createHmac, randomUUID } from 'node:crypto';
import {
  INTERVIEW_TOKEN_PATTERN,
  isAllowed,
  PUBLIC_RECORDING_MAX_SECONDS,
  PUBLIC_RECORDING_PATHS,
  PUBLIC_RECORDING_PROMPT,
  PUBLIC_RECORDING_RETAKES,
  type TPublicRecording,
  type TPublicRecordingCreate,
  type TPublicRecordingCreated,
  type TPublicRecordingList,
  type TSharedPublicRecording,
  type TStaffPublicRecording,
  type TVideoAnswerStatus,
} from '@ats/contract';
import type { Db } from '../../db/client';
import { HttpError } from '../../lib/http-error';
import type { ListArgs } from '../../lib/list/keyset-list';
import { randomToken, sha256 } from '../../lib/tokens';
import type { AuthContext } from '../../plugins/route-access';
import { recordAudit } from '../audit';
import { type RecordingStorage, streamSigner } from '../recorded-answers';
import * as recRepo from './public-recordings.repo';
import * as videoRepo from './video-answers.repo';
import { streamAnswer } from './video-stream';

type StaffFilters = Omit<recRepo.StaffRecordingFilters, 'createdBy'>;
const LIST_LIMIT = 200;
const NOT_FOUND = 'Recording not found';

/**
 * Public recordings (docs/decisions/video.md#public-recordings). Anyone records with the interview
 * recorder; the upload token reaches the same chunk calls as an interview question's. A guest
 * lists only what its device cookie made; signed-in staff list their own, or all with the video
 * results permission. The share link is the only way to watch a recording without signing in.
 */
export const createPublicRecordingsService = (
  db: Db,
  storage: RecordingStorage,
  serverSecret: string,
  retentionDays: number,
) => {
  const key = createHmac('sha256', serverSecret).update('public-recordings').digest();
  const tokenOf = (purpose: 'upload' | 'share', id: string) =>
    createHmac('sha256', key).update(`${purpose}:${id}`).digest('base64url');
  const player = streamSigner(key);
  const expiresAt = (createdAt: Date) => new Date(createdAt.getTime() + retentionDays * 86_400_000);

  const toItem = (rec: recRepo.PublicRecordingRow, a: videoRepo.VideoAnswerRow): TPublicRecording => ({
    id: rec.id,
    name: rec.name,
    email: rec.email,
    createdAt: rec.createdAt.toISOString(),
    status: a.status as TVideoAnswerStatus,
    durationMs: a.status === 'uploaded' ? a.durationMs : null,
    shareToken: tokenOf('share', rec.id),
    expiresAt: expiresAt(rec.createdAt).toISOString(),
  });

  /** Staff see every recording with the video results permission, else only the ones they made. */
  const seesAll = (caller: AuthContext) => isAllowed(caller.permissions, 'video-question-results', 'view');
  /** Deleting someone else's recording takes the video questions delete permission. */
  const deletesAny = (caller: AuthContext) => isAllowed(caller.permissions, 'video-questions', 'delete');
  const staffScope = (caller: AuthContext) => (seesAll(caller) ? undefined : caller.userId);
  const toStaffItem = (caller: AuthContext, r: recRepo.StaffRecordingRow): TStaffPublicRecording => ({
    ...toItem(r.rec, r.answer),
    createdByName: r.createdByName,
    canDelete: r.rec.createdBy === caller.userId || deletesAny(caller),
  });

  /** A usable device token from the cookie, or undefined (never trusted beyond its hash). */
  const validDevice = (token: string | undefined) =>
    token && INTERVIEW_TOKEN_PATTERN.test(token) ? token : undefined;

  return {
    /** Creates a recording; answers it with its upload token, and the device token to keep. */
    async create(
      body: TPublicRecordingCreate,
      deviceCookie: string | undefined,
      caller: AuthContext | null,
    ): Promise<{ device: string; issued: boolean; created: TPublicRecordingCreated }> {
      const existing = validDevice(deviceCookie);
      const device = existing ?? randomToken();
      const id = randomUUID();
      const uploadToken = tokenOf('upload', id);
      const question = {
        question: PUBLIC_RECORDING_PROMPT,
        thinkTimeSeconds: 0,
        maxAnswerSeconds: PUBLIC_RECORDING_MAX_SECONDS,
        retakes: PUBLIC_RECORDING_RETAKES,
      };
      const { rec, answer } = await db.transaction(async (tx) => {
        const rec = await recRepo.insertRecording(tx, {
          id,
          name: body.name,
          email: body.email.toLowerCase(),
          consentAt: new Date(),
          deviceHash: sha256(device),
          createdBy: caller?.userId ?? null,
          uploadTokenHash: sha256(uploadToken),
          shareTokenHash: sha256(tokenOf('share', id)),
          maxSeconds: PUBLIC_RECORDING_MAX_SECONDS,
        });
        await videoRepo.insertAnswers(tx, [{ publicRecordingId: id, question }]);
        return { rec, answer: (await recRepo.answerOfRecording(tx, id))! };
      });
      return {
        device,
        issued: !existing,
        created: {
          ...toItem(rec, answer),
          uploadToken,
          prompt: question.question,
          maxAnswerSeconds: question.maxAnswerSeconds,
          retakes: question.retakes,
        },
      };
    },

    /**
     * Staff (signed in): their own recordings, or every one with the video results permission.
     * A guest: only the recordings of this device's cookie; no cookie, no recordings.
     */
    async list(deviceCookie: string | undefined, caller: AuthContext | null): Promise<TPublicRecordingList> {
      if (caller) {
        const all = isAllowed(caller.permissions, 'video-question-results', 'view');
        const rows = await recRepo.listRecordings(db, all ? {} : { createdBy: caller.userId }, LIST_LIMIT);
        return { scope: 'staff', items: rows.map((r) => toItem(r.rec, r.answer)) };
      }
      const device = validDevice(deviceCookie);
      if (!device) return { scope: 'device', items: [] };
      const rows = await recRepo.listRecordings(db, { deviceHash: sha256(device) }, LIST_LIMIT);
      return { scope: 'device', items: rows.map((r) => toItem(r.rec, r.answer)) };
    },

    /** The staff list, paged (keyset) with search, status and creation-day filters. */
    async staffList(caller: AuthContext, args: ListArgs & StaffFilters) {
      const page = await recRepo.listStaffRecordings(db, { ...args, createdBy: staffScope(caller) });
      return { items: page.items.map((r) => toStaffItem(caller, r)), paginationKey: page.paginationKey };
    },

    /** The same list as batches for the CSV export (memory stays flat). */
    async *staffStream(caller: AuthContext, args: Omit<ListArgs, 'limit' | 'paginationKey'> & StaffFilters) {
      for await (const batch of recRepo.streamStaffRecordings(db, { ...args, createdBy: staffScope(caller) }))
        yield batch.map((r) => toStaffItem(caller, r));
    },

    /**
     * Deletes a recording: its maker, or staff with the video questions delete permission. Someone
     * else's recording outside the caller's list is 404 (as if missing); inside it without the
     * permission, 403. The video leaves storage through the chunks' deletion trigger and its job.
     */
    async remove(id: string, caller: AuthContext, ip: string | null) {
      await db.transaction(async (tx) => {
        const rec = await recRepo.recordingById(tx, id);
        if (!rec) throw new HttpError(404, NOT_FOUND);
        const own = rec.createdBy === caller.userId;
        if (!own && !seesAll(caller)) throw new HttpError(404, NOT_FOUND);
        if (!own && !deletesAny(caller))
          throw new HttpError(403, 'You may delete only the recordings you made');
        const answer = await recRepo.answerOfRecording(tx, id, true);
        await recRepo.deleteRecording(tx, id);
        await recordAudit(tx, {
          actorId: caller.userId,
          action: 'delete',
          entityType: recRepo.PUBLIC_RECORDING_ENTITY,
          entityId: id,
          diff: {
            name: rec.name,
            createdAt: rec.createdAt.toISOString(),
            status: answer?.status ?? null,
            createdBy: rec.createdBy,
          },
          ip,
        });
      });
    },

    /** What a share link shows; the player's URL is signed and short-lived. */
    async shared(shareToken: string): Promise<TSharedPublicRecording> {
      const rec = await recRepo.recordingByShareHash(db, sha256(shareToken));
      const a = rec && (await recRepo.answerOfRecording(db, rec.id));
      if (!rec || !a) throw new HttpError(404, NOT_FOUND);
      return {
        name: rec.name,
        createdAt: rec.createdAt.toISOString(),
        status: a.status as TVideoAnswerStatus,
        durationMs: a.status === 'uploaded' ? a.durationMs : null,
        playUrl:
          a.status === 'uploaded'
            ? `${PUBLIC_RECORDING_PATHS.stream.replace(':id', rec.id)}?${player.query(`stream:${rec.id}`)}`
            : null,
      };
    },

    async stream(id: string, exp: number, sig: string, range: string | undefined) {
      player.verify(`stream:${id}`, exp, sig, NOT_FOUND);
      const a = await recRepo.answerOfRecording(db, id);
      if (a?.status !== 'uploaded') throw new HttpError(404, NOT_FOUND);
      return streamAnswer(db, storage, a, range);
    },
  };
};
