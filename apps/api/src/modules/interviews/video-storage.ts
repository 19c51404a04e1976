import type { Readable } from 'node:stream';
import { GetObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import type { Storage } from '../../adapters/storage';
import type { AppConfig } from '../../config';

/** Where one answer's chunk lives; each damaged upload starts a fresh folder (`round`). */
export const chunkKey = (answerId: string, round: number, idx: number) =>
  `video-answers/${answerId}/${round}/${String(idx).padStart(5, '0')}.part`;
/**
 * Where a tus upload of an answer lives (one object, the whole file), beside the chunks of the same
 * round; the tus stores keep their bookkeeping beside it (`.json` on disk, `.info`/`.part` on S3).
 */
export const tusKey = (answerId: string, round: number, name: string) =>
  `video-answers/${answerId}/${round}/upload-${name}`;
/** A tus upload's id in its URL: `<round>-<32 hex>` (the answer comes from the token). */
export const TUS_UPLOAD_ID = /^(\d{1,6})-([0-9a-f]{32})$/;
/** Where the server-checked (remuxed) recording's pieces live once it is accepted. */
export const checkedKey = (answerId: string, round: number, idx: number) =>
  `video-answers/${answerId}/${round}/checked-${String(idx).padStart(5, '0')}.part`;

/**
 * The storage calls video answers need: the shared adapter (local disk or S3) plus a ranged
 * read stream, so playback streams chunk by chunk and never holds a video in memory.
 */
export const videoStorage = (storage: Storage, config: AppConfig) => {
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
export type VideoStorage = ReturnType<typeof videoStorage>;
