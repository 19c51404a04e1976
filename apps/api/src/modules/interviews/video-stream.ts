import { PassThrough, type Readable } from 'node:stream';
import type { Db } from '../../db/client';
import * as videoRepo from './video-answers.repo';
import { chunkKey, type VideoStorage } from './video-storage';

/**
 * Streams a received answer honouring one `Range` (players seek with it). The bytes come piece by
 * piece from storage: the API never holds a whole video.
 */
export const streamAnswer = async (
  db: Db,
  storage: VideoStorage,
  a: videoRepo.VideoAnswerRow,
  range: string | undefined,
) => {
  const parts = await videoRepo.chunksOf(db, a.id);
  const total = parts.reduce((n, c) => n + c.size, 0);
  let start = 0;
  let end = total - 1;
  let partial = false;
  const m = range?.match(/^bytes=(\d*)-(\d*)$/);
  if (m && (m[1] || m[2])) {
    partial = true;
    if (m[1]) {
      start = Number(m[1]);
      if (m[2]) end = Math.min(end, Number(m[2]));
    } else start = Math.max(0, total - Number(m[2]));
    if (start > end || start >= total)
      return {
        status: 416 as const,
        total,
        body: null,
        start,
        end,
        mimeType: a.mimeType ?? 'video/webm',
      };
  }
  const out = new PassThrough();
  (async () => {
    let offset = 0;
    for (const c of parts) {
      const cStart = offset;
      const cEnd = offset + c.size - 1;
      offset += c.size;
      if (cEnd < start || cStart > end) continue;
      const from = Math.max(start, cStart) - cStart;
      const to = Math.min(end, cEnd) - cStart;
      const src: Readable = await storage.read(
        c.storageKey ?? chunkKey(a.id, a.corruptions, c.idx),
        from,
        to,
      );
      for await (const buf of src) if (!out.write(buf)) await new Promise((r) => out.once('drain', r));
    }
    out.end();
  })().catch((err) => out.destroy(err as Error));
  return {
    status: partial ? (206 as const) : (200 as const),
    total,
    body: out,
    start,
    end,
    mimeType: (a.mimeType ?? 'video/webm').split(';')[0]!,
  };
};
