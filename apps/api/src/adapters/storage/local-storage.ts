import { createHmac, timingSafeEqual } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open, rename, rm, stat } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { PresignGetOptions, PresignPutOptions, StorageAdapter } from './storage';

/** Where the local adapter's own signed URLs are served (see local-storage.routes.ts). */
export const LOCAL_UPLOAD_PATH = '/api/uploads/local/';

export interface LocalSignedParams {
  op: 'put' | 'get';
  key: string;
  exp: number;
  /** put: content type and byte cap; get: content type, disposition and file name. */
  ct: string;
  max?: number | undefined;
  size?: number | undefined;
  disp?: 'inline' | 'attachment' | undefined;
  name?: string | undefined;
}

const canonical = (p: LocalSignedParams) =>
  [p.op, p.key, p.exp, p.ct, p.max ?? '', p.size ?? '', p.disp ?? '', p.name ?? ''].join('\n');

export class TooLargeError extends Error {}

/**
 * Files under `DATA_DIR/uploads`, behind URLs this API signs itself (HMAC-SHA256 over the method,
 * key, expiry and limits) and serves from `/api/uploads/local/<key>`.
 */
export const createLocalStorage = (opts: { root: string; secret: string }) => {
  const root = resolve(opts.root);
  const hmac = (p: LocalSignedParams) =>
    createHmac('sha256', opts.secret).update(canonical(p)).digest('base64url');

  /** The file for a key; refuses anything that would land outside the root. */
  const fileOf = (key: string) => {
    const file = resolve(root, key);
    if (!file.startsWith(root + sep) || key.includes('\0')) throw new Error(`Invalid storage key: ${key}`);
    return file;
  };

  const urlOf = (p: LocalSignedParams) => {
    const q = new URLSearchParams({ exp: String(p.exp), ct: p.ct });
    if (p.max !== undefined) q.set('max', String(p.max));
    if (p.size !== undefined) q.set('size', String(p.size));
    if (p.disp) q.set('disp', p.disp);
    if (p.name) q.set('name', p.name);
    q.set('sig', hmac(p));
    return `${LOCAL_UPLOAD_PATH}${p.key.split('/').map(encodeURIComponent).join('/')}?${q}`;
  };

  /** True when the signature matches and has not expired. */
  const verify = (p: LocalSignedParams, sig: string, now = Date.now()) => {
    if (!Number.isFinite(p.exp) || p.exp * 1000 < now) return false;
    const expected = Buffer.from(hmac(p));
    const given = Buffer.from(sig);
    return expected.length === given.length && timingSafeEqual(expected, given);
  };

  /** Receives a body into a temporary file and moves it in place; stops at `maxBytes`. */
  const receive = async (key: string, body: Readable, maxBytes: number) => {
    const file = fileOf(key);
    await mkdir(dirname(file), { recursive: true });
    const partial = `${file}.${process.pid}.${Date.now()}.part`;
    let received = 0;
    const cap = new Transform({
      transform(chunk: Buffer, _enc, done) {
        received += chunk.length;
        if (received > maxBytes) done(new TooLargeError(`larger than ${maxBytes} bytes`));
        else done(null, chunk);
      },
    });
    try {
      await pipeline(body, cap, createWriteStream(partial));
      await rename(partial, file);
      return received;
    } catch (err) {
      await rm(partial, { force: true });
      throw err;
    }
  };

  const adapter: StorageAdapter = {
    driver: 'local',
    async presignPut(key: string, o: PresignPutOptions) {
      fileOf(key);
      return urlOf({
        op: 'put',
        key,
        exp: Math.floor(Date.now() / 1000) + o.expiresInSeconds,
        ct: o.contentType,
        max: o.maxBytes,
        size: o.size,
      });
    },
    async presignGet(key: string, o: PresignGetOptions) {
      fileOf(key);
      return urlOf({
        op: 'get',
        key,
        exp: Math.floor(Date.now() / 1000) + o.expiresInSeconds,
        ct: o.contentType,
        disp: o.disposition,
        name: o.fileName,
      });
    },
    async stat(key) {
      const s = await stat(fileOf(key)).catch(() => undefined);
      return s?.isFile() ? { size: s.size } : undefined;
    },
    async readHead(key, bytes) {
      const handle = await open(fileOf(key), 'r').catch(() => undefined);
      if (!handle) return undefined;
      try {
        const buf = Buffer.alloc(bytes);
        const { bytesRead } = await handle.read(buf, 0, bytes, 0);
        return buf.subarray(0, bytesRead);
      } finally {
        await handle.close();
      }
    },
    async put(key, body, _contentType) {
      await receive(key, Buffer.isBuffer(body) ? Readable.from([body]) : body, Number.MAX_SAFE_INTEGER);
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
  };

  return {
    adapter,
    verify,
    receive,
    fileOf,
    open: (key: string) => createReadStream(fileOf(key)),
    openRange: (key: string, start: number, end: number) => createReadStream(fileOf(key), { start, end }),
    root,
  };
};
export type LocalStorage = ReturnType<typeof createLocalStorage>;

export const localUploadsRoot = (dataDir: string) => join(dataDir, 'uploads');
