import { createHmac, timingSafeEqual } from 'node:crypto';
import { HttpError } from '../../lib/http-error';
import { rangedParts } from '../../lib/ranged-reply';
import type { RecordingKeys, RecordingStorage } from './recording-storage';

/** How long a player's signed URL works. */
const STREAM_URL_SECONDS = 3600;

/**
 * Signed, short-lived player URLs of received answers: `subject` names the answer (the signature
 * covers it and the expiry); `key` is the pipeline's own, derived from the server secret.
 */
export const streamSigner = (key: Buffer) => {
  const sign = (subject: string, exp: number) =>
    createHmac('sha256', key).update(`${subject}:${exp}`).digest('base64url');
  return {
    /** The query of a fresh URL: `exp=…&sig=…`. */
    query(subject: string) {
      const exp = Math.floor(Date.now() / 1000) + STREAM_URL_SECONDS;
      return `exp=${exp}&sig=${sign(subject, exp)}`;
    },
    /** An expired or forged URL is 404 (`notFound`), like an unknown recording. */
    verify(subject: string, exp: number, sig: string, notFound: string) {
      const expected = Buffer.from(sign(subject, exp));
      const given = Buffer.from(sig);
      if (exp * 1000 < Date.now() || expected.length !== given.length || !timingSafeEqual(expected, given))
        throw new HttpError(404, notFound);
    },
  };
};

/**
 * Streams a received answer honouring one `Range` (players seek with it). The bytes come piece by
 * piece from storage: the API never holds a whole recording.
 */
export const streamPieces = <Piece extends { idx: number; size: number; storageKey: string | null }>(
  storage: RecordingStorage,
  keys: RecordingKeys,
  answer: { id: string; corruptions: number; mimeType: string | null },
  pieces: Piece[],
  range: string | undefined,
) =>
  rangedParts(pieces, range, (answer.mimeType ?? 'video/webm').split(';')[0]!, (c, from, to) =>
    storage.read(c.storageKey ?? keys.piece(answer.id, answer.corruptions, c.idx), from, to),
  );
