import { PassThrough, type Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import parseRange from 'range-parser';

/** The bytes of a `total`-byte body that one request gets: all (200), one part (206) or none (416). */
export interface ByteRange {
  status: 200 | 206 | 416;
  total: number;
  /** First and last byte sent (inclusive); meaningless for 416. */
  start: number;
  end: number;
}

const LONG_SUFFIX = /^bytes=\s*-\s*0*[1-9]\d*\s*$/;

/**
 * Reads a `Range` header with `range-parser`. One satisfiable byte range → 206 for it (an end past
 * the body, or a suffix longer than it, is clamped); none satisfiable → 416. No header, another
 * unit, a malformed header or several ranges → the whole body (200): RFC 9110 lets a server ignore
 * `Range`, and players only ever ask for one range.
 */
export const byteRangeOf = (header: string | undefined, total: number): ByteRange => {
  const whole: ByteRange = { status: 200, total, start: 0, end: total - 1 };
  if (!header?.startsWith('bytes=') || header.includes(',')) return whole;
  const ranges = parseRange(total, header);
  if (ranges === -2) return whole;
  if (ranges === -1) {
    // range-parser 1.x refuses a suffix longer than the body; RFC 9110 §14.1.2 makes it the whole
    // body (range-parser 2 does, but needs Node 22: drop this when `engines` allows it).
    if (total > 0 && LONG_SUFFIX.test(header)) return { status: 206, total, start: 0, end: total - 1 };
    return { status: 416, total, start: 0, end: -1 };
  }
  const [r] = ranges;
  return { status: 206, total, start: r!.start, end: r!.end };
};

/** What a media stream service answers for one request (see interviews/video-stream.ts). */
export interface RangedMedia extends ByteRange {
  mimeType: string;
  body: unknown;
}

/**
 * The part of a body stored as consecutive pieces (a recording's chunks) that `range` asks for,
 * as one stream read piece by piece from storage: the server never holds the whole body.
 */
export const rangedParts = <Part extends { size: number }>(
  parts: Part[],
  header: string | undefined,
  mimeType: string,
  read: (part: Part, from: number, to: number) => Promise<Readable>,
): RangedMedia => {
  const range = byteRangeOf(
    header,
    parts.reduce((n, c) => n + c.size, 0),
  );
  if (range.status === 416) return { ...range, mimeType, body: null };
  const { start, end } = range;
  const out = new PassThrough();
  (async () => {
    let offset = 0;
    for (const c of parts) {
      const cStart = offset;
      const cEnd = offset + c.size - 1;
      offset += c.size;
      if (cEnd < start || cStart > end) continue;
      const src = await read(c, Math.max(start, cStart) - cStart, Math.min(end, cEnd) - cStart);
      for await (const buf of src) if (!out.write(buf)) await new Promise((r) => out.once('drain', r));
    }
    out.end();
  })().catch((err) => out.destroy(err as Error));
  return { ...range, mimeType, body: out };
};

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
