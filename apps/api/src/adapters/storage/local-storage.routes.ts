import type { Readable } from 'node:stream';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { badRequest, HttpError } from '../../lib/http-error';
import { byteRangeOf } from '../../lib/ranged-reply';
import { publicAccessBy } from '../../plugins/route-access';
import {
  AlreadyStoredError,
  LOCAL_UPLOAD_PATH,
  type LocalSignedParams,
  type LocalStorage,
  TooLargeError,
} from './local-storage';
import { contentDisposition } from './storage';

const linkInvalid = () => new HttpError(403, 'This file link is invalid or has expired');

const paramsOf = (req: FastifyRequest, op: 'put' | 'get') => {
  const q = req.query as Record<string, string | undefined>;
  const num = (v: string | undefined) => (v === undefined ? undefined : Number(v));
  const p: LocalSignedParams = {
    op,
    key: (req.params as { '*': string })['*'],
    exp: Number(q.exp),
    ct: q.ct ?? '',
    max: num(q.max),
    size: num(q.size),
    disp: q.disp === 'inline' || q.disp === 'attachment' ? q.disp : undefined,
    name: q.name,
  };
  return { p, sig: q.sig ?? '' };
};

/** Spends the upload URL of `key`, runs `receive`, then checks what arrived (uploads service). */
export type ReceiveOnce = (key: string, receive: () => Promise<unknown>) => Promise<unknown>;

/**
 * Serves the local driver's signed URLs: PUT receives a file once (capped, checked by
 * `receiveOnce`; a second PUT answers 409), GET streams it as an attachment with the signed
 * content type. The signature is the only credential, like an S3 presigned URL.
 */
export const registerLocalStorageRoutes =
  (local: LocalStorage, receiveOnce: ReceiveOnce): FastifyPluginAsync =>
  async (app) => {
    // Every body arrives as a raw stream, whatever its type (a .json upload is not parsed).
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', (_req, payload, done) => done(null, payload));
    const route = `${LOCAL_UPLOAD_PATH}*`;
    const rateLimit = { max: 600, timeWindow: '1 minute' };

    app.put(
      route,
      { config: { ...publicAccessBy('signed-url'), rateLimit }, schema: { hide: true } },
      async (req, reply) => {
        const { p, sig } = paramsOf(req, 'put');
        if (!sig || !local.verify(p, sig)) throw linkInvalid();
        const type = String(req.headers['content-type'] ?? '')
          .split(';')[0]!
          .trim()
          .toLowerCase();
        if (type !== p.ct) throw badRequest(`Content-Type must be ${p.ct}`);
        const max = p.max ?? 0;
        const declared = req.headers['content-length'] ? Number(req.headers['content-length']) : undefined;
        if (declared !== undefined && declared > max)
          throw new HttpError(413, `The file is larger than ${max} bytes`);
        if (p.size !== undefined && declared !== undefined && declared !== p.size) {
          throw badRequest(`The file must be exactly ${p.size} bytes, as signed`);
        }
        const body = ((req.body as Readable | undefined) ?? req.raw) as Readable;
        try {
          await receiveOnce(p.key, () => local.receive(p.key, body, max));
        } catch (err) {
          if (err instanceof TooLargeError) throw new HttpError(413, `The file is larger than ${max} bytes`);
          if (err instanceof AlreadyStoredError)
            throw new HttpError(409, 'This upload link was already used');
          throw err;
        }
        return reply.code(200).send({ data: { s3Key: p.key } });
      },
    );

    app.get(
      route,
      { config: { ...publicAccessBy('signed-url'), rateLimit }, schema: { hide: true } },
      async (req, reply) => {
        const { p, sig } = paramsOf(req, 'get');
        if (!sig || !local.verify(p, sig)) throw linkInvalid();
        const stat = await local.adapter.stat(p.key);
        if (!stat) throw new HttpError(404, 'File not found');
        // Always an attachment, never sniffed, and sandboxed should anything still render it.
        reply
          .header('content-type', p.ct)
          .header('content-disposition', contentDisposition('attachment', p.name ?? 'file'))
          .header('x-content-type-options', 'nosniff')
          .header('content-security-policy', "default-src 'none'; media-src 'self'; img-src 'self'; sandbox")
          .header('cache-control', 'private, max-age=300')
          .header('accept-ranges', 'bytes');
        const range = byteRangeOf(req.headers.range, stat.size);
        if (range.status === 416) {
          return reply.code(416).header('content-range', `bytes */${stat.size}`).send();
        }
        if (range.status === 206) {
          reply
            .code(206)
            .header('content-range', `bytes ${range.start}-${range.end}/${stat.size}`)
            .header('content-length', range.end - range.start + 1);
          return reply.send(local.openRange(p.key, range.start, range.end));
        }
        reply.header('content-length', stat.size);
        return reply.send(local.open(p.key));
      },
    );
  };
