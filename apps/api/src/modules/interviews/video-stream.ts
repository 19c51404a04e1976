import type { Db } from '../../db/client';
import { type RecordingStorage, streamPieces } from '../recorded-answers';
import * as videoRepo from './video-answers.repo';
import { videoKeys } from './video-keys';

/**
 * Streams a received answer honouring one `Range` (players seek with it). The bytes come piece by
 * piece from storage: the API never holds a whole video.
 */
export const streamAnswer = async (
  db: Db,
  storage: RecordingStorage,
  a: videoRepo.VideoAnswerRow,
  range: string | undefined,
) => streamPieces(storage, videoKeys, a, await videoRepo.chunksOf(db, a.id), range);
