import { createHmac, timingSafeEqual } from 'node:crypto';
import { constants, createReadStream, createWriteStream } from 'node:fs';
import { copyFile, link, mkdir, open, rm, stat } from 'node:fs/promises';
import { dirname, isAbsolute, join, resolve, sep } from 'node:path';
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
/** The key already holds a file: local upload URLs are single use and files are never replaced. */
export class AlreadyStoredError extends Error {}

/** A key that is safe as a path below the root: relative, no `.`/`..` segments, no NUL or backslash. */
const isSafeStorageKey = (key: string) =>
  key.length > 0 &&
  !isAbsolute(key) &&
  !key.startsWith('/') &&
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
  !/[\\\u0000-\u001f\u007f]/.test(key) &&
  key.split('/').every((s) => s !== '' && s !== '.' && s !== '..');

/**
 * Files under `DATA_DIR/uploads`, behind URLs this API signs itself (HMAC-SHA256 over the method,
 * key, expiry and limits) and serves from `/api/uploads/local/<key>`.
 */
export const createLocalStorage = (opts: { root: string; secret: string }) => {
  const root = resolve(opts.root);
  const hmac = (p: LocalSignedParams) =>
    createHmac('sha256', opts.secret).update(canonical(p)).digest('base64url');

  /** The file for a key; refuses traversal, absolute keys, NUL, backslashes, and anything outside the root. */
  const fileOf = (key: string) => {
    const file = resolve(root, key);
    if (!isSafeStorageKey(key) || !file.startsWith(root + sep)) throw new Error('Invalid storage key');
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

  /** A signed URL for a safe key, valid for `seconds` from now. */
  const signedUrlOf = (
    op: LocalSignedParams['op'],
    key: string,
    seconds: number,
    p: Omit<LocalSignedParams, 'op' | 'key' | 'exp'>,
  ) => {
    fileOf(key);
    return urlOf({ op, key, exp: Math.floor(Date.now() / 1000) + seconds, ...p });
  };

  /** True when the signature matches and has not expired. */
  const verify = (p: LocalSignedParams, sig: string, now = Date.now()) => {
    if (!Number.isFinite(p.exp) || p.exp * 1000 < now) return false;
    const expected = Buffer.from(hmac(p));
    const given = Buffer.from(sig);
    return expected.length === given.length && timingSafeEqual(expected, given);
  };

  /**
   * Moves a complete temporary file in place without ever replacing an existing one: a hard link
   * fails when the name exists (copy-exclusive where the file system has no hard links).
   */
  const placeOnce = async (partial: string, file: string) => {
    try {
      await link(partial, file);
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code;
      if (code === 'EEXIST') throw new AlreadyStoredError('This file was already uploaded');
      if (code !== 'EPERM' && code !== 'ENOTSUP' && code !== 'EOPNOTSUPP' && code !== 'EXDEV') throw err;
      await copyFile(partial, file, constants.COPYFILE_EXCL).catch((e: NodeJS.ErrnoException) => {
        throw e.code === 'EEXIST' ? new AlreadyStoredError('This file was already uploaded') : e;
      });
    }
  };

  /**
   * Receives a body into a temporary file and places it under its key; stops at `maxBytes`.
   * A key is written once: a second body for the same key fails with AlreadyStoredError.
   */
  const receive = async (key: string, body: Readable, maxBytes: number) => {
    const file = fileOf(key);
    await mkdir(dirname(file), { recursive: true });
    const partial = `${file}.${process.pid}.${Date.now()}.${Math.random().toString(36).slice(2)}.part`;
    let received = 0;
    const cap = new Transform({
      transform(chunk: Buffer, _enc, done) {
        received += chunk.length;
        if (received > maxBytes) done(new TooLargeError(`larger than ${maxBytes} bytes`));
        else done(null, chunk);
      },
    });
    try {
      await pipeline(body, cap, createWriteStream(partial, { flags: 'wx' }));
      await placeOnce(partial, file);
      return received;
    } finally {
      await rm(partial, { force: true });
    }
  };

  const adapter: StorageAdapter = {
    driver: 'local',
    async presignPut(key: string, o: PresignPutOptions) {
      return signedUrlOf('put', key, o.expiresInSeconds, {
        ct: o.contentType,
        max: o.maxBytes,
        size: o.size,
      });
    },
    async presignGet(key: string, o: PresignGetOptions) {
      return signedUrlOf('get', key, o.expiresInSeconds, {
        ct: o.contentType,
        disp: o.disposition,
        name: o.fileName,
      });
    },
    async stat(key) {
      const s = await stat(fileOf(key)).catch(() => undefined);
      return s?.isFile() ? { size: s.size, etag: undefined } : undefined;
    },
    async inspect(key, bytes) {
      const handle = await open(fileOf(key), 'r').catch(() => undefined);
      if (!handle) return undefined;
      try {
        const { size } = await handle.stat();
        const buf = Buffer.alloc(Math.min(bytes, size));
        const { bytesRead } = await handle.read(buf, 0, buf.length, 0);
        return { head: buf.subarray(0, bytesRead), size, etag: undefined };
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
