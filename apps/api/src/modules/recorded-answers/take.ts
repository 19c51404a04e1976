import type { Db } from '../../db/client';
import { conflict, HttpError } from '../../lib/http-error';
import { type RecordingStorage, TUS_UPLOAD_ID } from './recording-storage';

/**
 * A take of a recorded answer (the `status` column of `video_answers` and
 * `assessment_spoken_answers`): `pending` (nothing sent) → `uploading` (bytes arriving) →
 * `validating` (video answers only: the background probe checks the whole file) → `uploaded`
 * (counted); a refused take becomes `corruption_detected` and the next one starts a new round
 * (`corruptions`, a free retake). Video answers become `expired` once retention deleted the bytes.
 * @public Rows read `status` as text; this names its states.
 */
export type TakeStatus =
  | 'pending'
  | 'uploading'
  | 'validating'
  | 'uploaded'
  | 'corruption_detected'
  | 'expired';

/** What the take rules read of an answer row. */
export interface Take {
  id: string;
  status: string;
  /** Damaged takes thrown away so far: the current take's round. */
  corruptions: number;
}

/** A piece of a take held in storage (the pipeline's chunk table). */
export interface TakePiece {
  answerId: string;
  idx: number;
  size: number;
  sha256: string;
  storageKey: string;
}

/** The repository calls the take rules need (each pipeline's `*.repo.ts` has them for its tables). */
export interface TakeRepo<Update> {
  deleteChunks(db: Db, answerId: string): PromiseLike<unknown>;
  insertChunk(db: Db, piece: TakePiece): Promise<boolean>;
  updateAnswer(db: Db, id: string, values: Update): PromiseLike<unknown>;
}

/** One tus request's answer, as its link's token (and upload id) authorised it. */
export interface TakeTusSlot {
  token: string;
  answerId: string;
  round: number;
  /** The storage key of the upload the URL names (absent on creation). */
  key: string | undefined;
  /** The most bytes the answer may take (its time limit at the recorder's bitrate). */
  maxBytes: number;
}

/** The server could not accept the recording: the page offers a free retake (`corruption_detected`). */
export const corruptTake = (problems: string[]) =>
  new HttpError(422, 'The recording is damaged: please record it again', [
    'corruption_detected',
    ...problems,
  ]);

/** Sending bytes needs a take not yet received, nor being checked: 409. */
export const assertTakeOpen = (answer: Pick<Take, 'status'>) => {
  if (answer.status === 'uploaded')
    throw conflict('This answer is already received', ['nothing more to send']);
  if (answer.status === 'validating')
    throw conflict('This answer is being checked', ['wait for the check to finish']);
};

/** The upload a tus URL's id names, when it is one of the answer's current round (else 404). */
export const currentUploadName = (uploadId: string, answer: Pick<Take, 'corruptions'> | undefined) => {
  const m = TUS_UPLOAD_ID.exec(uploadId);
  if (!answer || !m || Number(m[1]) !== answer.corruptions) throw new HttpError(404, 'No such upload');
  return m[2]!;
};

/**
 * A tus creation's checks: the declared file type (400 with the pipeline's refusal), the declared
 * length (413 past the pipeline's cap) and an empty recording (400).
 */
export const assertTusCreate = (
  create: { length: number | null; mimeType: string | undefined } | undefined,
  rule: { accepts: (type: string) => boolean; refusal: [string, string]; maxBytes: number; noun: string },
) => {
  if (!rule.accepts(create?.mimeType ?? '')) throw new HttpError(400, rule.refusal[0], [rule.refusal[1]]);
  if (create?.length !== null && create?.length !== undefined && create.length > rule.maxBytes)
    throw new HttpError(413, `${rule.noun} is at most ${rule.maxBytes} bytes`);
  if (create?.length === 0) throw new HttpError(400, 'An empty recording', ['Upload-Length: 0']);
};

/**
 * A finished tus upload is only wanted while its take is the answer's current one and nothing was
 * received yet; a stale one is deleted from storage and answers 409.
 */
export const wantedTake = async <T extends Take>(
  storage: RecordingStorage,
  slot: { answerId: string; round: number; key: string },
  answer: T | undefined,
): Promise<T> => {
  if (
    answer &&
    answer.id === slot.answerId &&
    answer.corruptions === slot.round &&
    answer.status !== 'uploaded'
  )
    return answer;
  await storage.adapter.delete(slot.key).catch(() => undefined);
  throw conflict('This upload is no longer wanted', ['the answer moved on; record it again']);
};

/**
 * Throws a take away: its pieces go (deleting their rows queues the objects' deletion, the
 * tables' trigger), the answer is `corruption_detected` and the next take starts a new round.
 */
export const discardTake = async <Extra extends object>(
  tx: Db,
  repo: TakeRepo<{ status: string; corruptions: number } & Extra>,
  answer: Take,
  extra: Extra,
) => {
  await repo.deleteChunks(tx, answer.id);
  await repo.updateAnswer(tx, answer.id, {
    status: 'corruption_detected',
    corruptions: answer.corruptions + 1,
    ...extra,
  });
};

/** The take's pieces become these (pieces of the older chunk protocol, or a tus upload, give way). */
export const replacePieces = async (
  tx: Db,
  repo: TakeRepo<never>,
  answerId: string,
  pieces: Omit<TakePiece, 'answerId'>[],
) => {
  await repo.deleteChunks(tx, answerId);
  for (const p of pieces) await repo.insertChunk(tx, { answerId, ...p });
};

/**
 * A tus upload as the take's one piece. Not re-read to hash it: its bytes were checked as they
 * arrived by offset (and a probe, where one runs, reads it anyway).
 */
export const tusPiece = (size: number, key: string) => ({ idx: 0, size, sha256: '', storageKey: key });

/** Where a take stands for the candidate's page: its status and the pieces held. */
export const takeProgress = <Status extends string>(
  status: string,
  held: { idx: number; size: number }[],
) => ({
  status: status as Status,
  receivedChunks: held.map((c) => c.idx),
  receivedBytes: held.reduce((n, c) => n + c.size, 0),
});

/** The reviewer's rating of one answer as its row keeps it (each pipeline has its own `rating` scale). */
export const ratingOf = <Rating>(rating: Rating, notes: string, ratedBy: string) => ({
  rating,
  notes,
  ratedBy,
  ratedAt: new Date(),
});
