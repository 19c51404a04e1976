import type { Db } from '../../db/client';
import { rangedParts } from '../../lib/ranged-reply';
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
) =>
  rangedParts(
    await videoRepo.chunksOf(db, a.id),
    range,
    (a.mimeType ?? 'video/webm').split(';')[0]!,
    (c, from, to) => storage.read(c.storageKey ?? chunkKey(a.id, a.corruptions, c.idx), from, to),
  );
