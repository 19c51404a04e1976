import type { FastifyReply } from 'fastify';

/** What a media stream service answers for one request (see interviews/video-stream.ts). */
export interface RangedMedia {
  status: number;
  total: number;
  start: number;
  end: number;
  mimeType: string;
  body: unknown;
}

/**
 * Sends a recorded answer to a player through a signed, short-lived link: 416 for a range outside
 * the file, 206 with Content-Range for a part, 200 for the whole.
 */
export const sendRangedMedia = (reply: FastifyReply, r: RangedMedia) => {
  reply.header('accept-ranges', 'bytes').header('cache-control', 'private, max-age=3600');
  if (r.status === 416) return reply.code(416).header('content-range', `bytes */${r.total}`).send();
  reply
    .code(r.status)
    .type(r.mimeType)
    .header('content-length', String(r.end - r.start + 1));
  if (r.status === 206) reply.header('content-range', `bytes ${r.start}-${r.end}/${r.total}`);
  return reply.send(r.body);
};
