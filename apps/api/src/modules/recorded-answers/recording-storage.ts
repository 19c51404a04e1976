import type { Readable } from 'node:stream';
import { GetObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import type { Storage } from '../../adapters/storage';
import type { AppConfig } from '../../config';

/**
 * Where a recorded answer's objects live under its pipeline's folder (`video-answers`,
 * `assessment-spoken`): each damaged take starts a fresh folder (`round`, the answer's
 * `corruptions`).
 */
export const recordingKeys = (folder: string) => ({
  /** A piece of the older chunk protocol (rows of that time may not name their key). */
  piece: (answerId: string, round: number, idx: number) =>
    `${folder}/${answerId}/${round}/${String(idx).padStart(5, '0')}.part`,
  /**
   * A tus upload (one object, the whole file), beside the pieces of the same round; the tus
   * stores keep their bookkeeping beside it (`.json` on disk, `.info`/`.part` on S3).
   */
  tus: (answerId: string, round: number, name: string) => `${folder}/${answerId}/${round}/upload-${name}`,
  /** A piece of the server-checked (remuxed) recording once it is accepted. */
  checked: (answerId: string, round: number, idx: number) =>
    `${folder}/${answerId}/${round}/checked-${String(idx).padStart(5, '0')}.part`,
});
export type RecordingKeys = ReturnType<typeof recordingKeys>;

/** A tus upload's id in its URL: `<round>-<32 hex>` (the answer comes from the token). */
export const TUS_UPLOAD_ID = /^(\d{1,6})-([0-9a-f]{32})$/;

/**
 * The storage calls recorded answers need: the shared adapter (local disk or S3) plus a ranged
 * read stream, so playback streams piece by piece and never holds a recording in memory.
 */
export const recordingStorage = (storage: Storage, config: AppConfig) => {
  const { adapter, local } = storage;
  return {
    adapter,
    async read(key: string, start?: number, end?: number): Promise<Readable> {
      if (local)
        return start === undefined
          ? local.open(key)
          : local.openRange(key, start, end ?? Number.MAX_SAFE_INTEGER);
      const client = (adapter as unknown as { client: S3Client }).client;
      const res = await client.send(
        new GetObjectCommand({
          Bucket: config.storage.s3.bucket!,
          Key: key,
          ...(start !== undefined ? { Range: `bytes=${start}-${end ?? ''}` } : {}),
        }),
      );
      return res.Body as Readable;
    },
  };
};
export type RecordingStorage = ReturnType<typeof recordingStorage>;
