import { readdir, readFile, stat } from 'node:fs/promises';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';

/** Options of a tus creation request: no `length` defers it; `type: ''` sends no file type. */
export interface TusCreateOptions {
  length?: number;
  type?: string;
  durationMs?: number;
  headers?: Record<string, string>;
}

/**
 * A tus 1.0 client on the wire (what tus-js-client sends), against a listening API: creation at
 * any upload path, offset, bytes, and a PATCH whose connection drops half-way.
 */
export const tusWireAt = async (app: FastifyInstance) => {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  const tus = { 'tus-resumable': '1.0.0' };
  const b64 = (s: string) => Buffer.from(s).toString('base64');
  return {
    origin,
    async createAt(path: string, opts: TusCreateOptions = {}) {
      const meta = [
        ...(opts.type === '' ? [] : [`filetype ${b64(opts.type ?? 'video/webm')}`]),
        ...(opts.durationMs ? [`durationMs ${b64(String(opts.durationMs))}`] : []),
      ].join(',');
      const res = await fetch(`${origin}${path}`, {
        method: 'POST',
        headers: {
          ...tus,
          ...(opts.length === undefined
            ? { 'upload-defer-length': '1' }
            : { 'upload-length': String(opts.length) }),
          ...(meta ? { 'upload-metadata': meta } : {}),
          ...opts.headers,
        },
      });
      const location = res.headers.get('location');
      return {
        status: res.status,
        text: await res.text(),
        url: location ? new URL(location, origin).href : '',
      };
    },
    async offset(url: string) {
      const res = await fetch(url, { method: 'HEAD', headers: tus });
      return { status: res.status, offset: Number(res.headers.get('upload-offset')) };
    },
    async patch(url: string, offset: number, bytes: Buffer, headers: Record<string, string> = {}) {
      const res = await fetch(url, {
        method: 'PATCH',
        headers: {
          ...tus,
          'content-type': 'application/offset+octet-stream',
          'upload-offset': String(offset),
          ...headers,
        },
        body: bytes,
      });
      return { status: res.status, text: await res.text(), offset: Number(res.headers.get('upload-offset')) };
    },
    /** Sends `sent` of `bytes` (announcing them all), then the connection drops. */
    cutPatch(url: string, offset: number, bytes: Buffer, sent: number) {
      return new Promise<void>((resolve) => {
        const req = request(url, {
          method: 'PATCH',
          headers: {
            ...tus,
            'content-type': 'application/offset+octet-stream',
            'upload-offset': String(offset),
            'content-length': String(bytes.length),
          },
        });
        req.on('error', () => resolve());
        req.on('close', () => resolve());
        req.write(bytes.subarray(0, sent), () => setTimeout(() => req.destroy(), 150));
      });
    },
  };
};

/** The wire for video answers: creation under `/api/video-answers/:token/uploads`. */
export const tusWire = async (app: FastifyInstance) => {
  const wire = await tusWireAt(app);
  return {
    ...wire,
    create: (token: string, opts: TusCreateOptions = {}) =>
      wire.createAt(`/api/video-answers/${token}/uploads`, opts),
  };
};

/**
 * s3rver lacks ListParts (`GET /bucket/key?uploadId=`), which every S3 (AWS, MinIO, R2) answers
 * and tus's S3 store uses to find its offset. This adds it to the test's peer from s3rver's own
 * multipart folder, so the test runs the real multipart calls against a real HTTP S3 server.
 */
export const addListParts = (peer: unknown) => {
  const koa = peer as {
    middleware: ((ctx: KoaCtx, next: () => Promise<void>) => Promise<void>)[];
    store: { getResourcePath(bucket: string, key: undefined, resource: string): string };
  };
  koa.middleware.unshift(async (ctx, next) => {
    const m = /^\/([^/]+)\/(.+)$/.exec(ctx.path);
    if (ctx.method !== 'GET' || !m || typeof ctx.query.uploadId !== 'string') return next();
    const dir = join(koa.store.getResourcePath(m[1]!, undefined, 'uploads'), ctx.query.uploadId);
    const files = await readdir(dir).catch(() => null);
    ctx.type = 'application/xml';
    if (!files) {
      ctx.status = 404;
      ctx.body = `<?xml version="1.0" encoding="UTF-8"?><Error><Code>NoSuchUpload</Code><Message>The specified upload does not exist</Message></Error>`;
      return;
    }
    const parts: string[] = [];
    for (const n of files.filter((f) => /^\d+$/.test(f)).sort((a, b) => Number(a) - Number(b))) {
      const size = (await stat(join(dir, n))).size;
      const md5 = (await readFile(join(dir, `${n}.md5`), 'utf8').catch(() => '')).trim();
      parts.push(`<Part><PartNumber>${n}</PartNumber><ETag>"${md5}"</ETag><Size>${size}</Size></Part>`);
    }
    ctx.status = 200;
    ctx.body = `<?xml version="1.0" encoding="UTF-8"?><ListPartsResult><Bucket>${m[1]}</Bucket><Key>${decodeURIComponent(m[2]!)}</Key><UploadId>${ctx.query.uploadId}</UploadId><IsTruncated>false</IsTruncated>${parts.join('')}</ListPartsResult>`;
  });
};
interface KoaCtx {
  method: string;
  path: string;
  query: Record<string, unknown>;
  status: number;
  type: string;
  body: unknown;
}
