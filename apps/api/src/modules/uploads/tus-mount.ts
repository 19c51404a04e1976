import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { TUS_DURATION_HEADER, TUS_METADATA } from '@ats/contract';
import { FileStore } from '@tus/file-store';
import { S3Store } from '@tus/s3-store';
import { type DataStore, Server } from '@tus/server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodObject, ZodRawShape } from 'zod';
import { localUploadsRoot } from '../../adapters/storage/local-storage';
import type { AppConfig } from '../../config';
import { HttpError } from '../../lib/http-error';
import { publicAccessBy } from '../../plugins/route-access';
import type { ModuleDeps } from '../module-deps';
import { publicUploadGuard } from './public-upload-guard';
import { uploadRateLimit } from './upload-rate-limit';

/** S3 multipart part size for tus uploads (S3's minimum is 5 MiB). */
const S3_PART_BYTES = 8 * 1024 * 1024;

/**
 * The S3 store's metadata cache, kept only briefly (it is unbounded and per process otherwise):
 * an upload swept by another replica or by the abandoned-upload job must not be answered from a
 * stale entry (tus-sweep.ts), and the bucket is the one truth every replica shares.
 */
class BriefCache<T> {
  private readonly entries = new Map<string, { value: T; until: number }>();
  constructor(private readonly ttlMs: number) {}
  async get(key: string) {
    const e = this.entries.get(key);
    if (e && e.until > Date.now()) return e.value;
    this.entries.delete(key);
    return undefined;
  }
  async set(key: string, value: T) {
    const now = Date.now();
    if (this.entries.size > 1000)
      for (const [k, e] of this.entries) if (e.until <= now) this.entries.delete(k);
    this.entries.set(key, { value, until: now + this.ttlMs });
  }
  async delete(key: string) {
    this.entries.delete(key);
  }
}

/**
 * The tus data store for the storage profile (docs/decisions/uploads.md#tus-mount-and-abandoned-tus-uploads): the
 * local disk under `DATA_DIR/uploads` (the same root as every other upload) or the S3 bucket,
 * written by multipart upload. Upload ids are storage keys.
 */
const tusDatastore = (config: AppConfig): DataStore => {
  if (config.storage.driver === 's3') {
    const s3 = config.storage.s3;
    return new S3Store({
      partSize: S3_PART_BYTES,
      useTags: false,
      cache: new BriefCache(2000),
      s3ClientConfig: {
        bucket: s3.bucket!,
        region: s3.region,
        ...(s3.endpoint ? { endpoint: s3.endpoint } : {}),
        forcePathStyle: s3.forcePathStyle,
        ...(s3.accessKeyId && s3.secretAccessKey
          ? { credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey } }
          : {}),
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      },
    });
  }
  return new FileStore({ directory: localUploadsRoot(config.dataDir) });
};

/** The store's bookkeeping object beside an upload (`.json` on disk, `.info` on S3). */
const tusSidecarOf = (config: AppConfig, key: string) =>
  config.storage.driver === 's3' ? `${key}.info` : `${key}.json`;

/** `Upload-Metadata`: comma-separated `key base64value` pairs (tus 1.0). */
const parseTusMetadata = (header: string | undefined) => {
  const out: Record<string, string> = {};
  if (!header || header.length > 4096) return out;
  for (const pair of header.split(',')) {
    const [k, v] = pair.trim().split(' ');
    if (!k) continue;
    out[k] = v ? Buffer.from(v, 'base64').toString('utf8') : '';
  }
  return out;
};

const tusIntOrNull = (v: string | null | undefined) => {
  if (v === null || v === undefined || !/^\d{1,15}$/.test(v)) return null;
  return Number(v);
};

/** A failure of ours, in tus's error shape: the same JSON body as every other API error. */
const tusError = (e: HttpError) => ({
  status_code: e.statusCode,
  body: JSON.stringify({ message: e.message, errors: e.errors }),
});

/** What a tus request was authorised for: the new upload's storage key comes from `keyOf`. */
export interface TusMountSlot {
  /** The storage key of the upload the URL names (absent on creation). */
  key: string | undefined;
  /**
   * The most bytes this upload may hold (the recording's time limit at the recorder's bitrate),
   * below the mount's `maxSize`; a deferred-length upload is refused (413) at the PATCH that
   * would pass it.
   */
  maxBytes?: number;
}

/** A recording whose last byte is in: its file type and duration as the recorder declared them. */
export interface TusFinishedUpload {
  key: string;
  size: number;
  /** `filetype` of the upload's metadata ('' when none was sent). */
  mimeType: string;
  /** The duration header of the last PATCH, else the `durationMs` metadata, else null. */
  durationMs: number | null;
}

/** The id a tus URL carries: the slot's round and the upload's random name. */
export const tusUploadIdOf = (round: number, key: string) =>
  `${round}-${key.slice(key.lastIndexOf('upload-') + 'upload-'.length)}`;

/**
 * One tus 1.0 endpoint (creation, creation-defer-length, termination) behind our own routes: each
 * request is authorised by `authorise` (the link's token, and the upload id under it) before tus
 * sees it, so an upload id only resolves under the token that created it. The finished file goes
 * to `onFinish` (an `HttpError` there is the final PATCH's reply); the store's bookkeeping object
 * is removed afterwards either way. Bodies are streamed to disk or S3, never held in memory.
 */
export const mountTus = <S extends TusMountSlot>(
  app: FastifyInstance,
  deps: Pick<ModuleDeps, 'db' | 'config' | 'log'>,
  opts: {
    tags: string[];
    /** Route of creation (POST) and of one upload (HEAD/PATCH/DELETE, with `:uploadId`). */
    createUrl: string;
    uploadUrl: string;
    params: ZodObject<ZodRawShape>;
    uploadParams: ZodObject<ZodRawShape>;
    maxSize: number;
    rateLimitKey: string;
    summaries: { create: string; upload: string };
    authorise(
      req: FastifyRequest,
      method: 'POST' | 'HEAD' | 'PATCH' | 'DELETE',
      create?: { length: number | null; mimeType: string | undefined },
    ): Promise<S>;
    /** The storage key of a new upload, given a fresh random name (32 hex). */
    keyOf(slot: S, name: string): string;
    /** The upload's URL (relative, so it holds behind any proxy). */
    urlOf(slot: S, key: string): string;
    onFinish(slot: S & { ip: string }, upload: TusFinishedUpload): Promise<void>;
    deleteObject(key: string): Promise<unknown>;
  },
) => {
  const { config } = deps;
  const guard = publicUploadGuard(deps);
  const slots = new WeakMap<IncomingMessage, S & { ip: string }>();
  const slotOf = (req: unknown) => {
    const node = (req as { runtime?: { node?: { req?: IncomingMessage } } }).runtime?.node?.req;
    const slot = node && slots.get(node);
    if (!slot) throw { status_code: 404, body: JSON.stringify({ message: 'No such upload' }) };
    return slot;
  };
  const rateLimit = uploadRateLimit(opts.rateLimitKey);

  const tus = new Server({
    path: opts.createUrl,
    datastore: tusDatastore(config),
    maxSize: (req) => Math.min(opts.maxSize, slotOf(req).maxBytes ?? opts.maxSize),
    disableTerminationForFinishedUploads: true,
    namingFunction: (req) => opts.keyOf(slotOf(req), randomBytes(16).toString('hex')),
    generateUrl: (req, { id }) => opts.urlOf(slotOf(req), id),
    getFileIdFromRequest: (req) => slotOf(req).key,
    onUploadFinish: async (req, upload) => {
      const s = slotOf(req);
      try {
        await opts.onFinish(s, {
          key: upload.id,
          size: upload.size ?? upload.offset,
          mimeType: upload.metadata?.[TUS_METADATA.type] ?? '',
          durationMs:
            tusIntOrNull(req.headers.get(TUS_DURATION_HEADER)) ??
            tusIntOrNull(upload.metadata?.[TUS_METADATA.durationMs]),
        });
      } catch (e) {
        if (e instanceof HttpError) throw tusError(e);
        throw e;
      } finally {
        await opts.deleteObject(tusSidecarOf(config, upload.id)).catch(() => undefined);
      }
      return {};
    },
  });

  // tus bodies stay unread here: the tus server streams them to disk or S3.
  if (!app.hasContentTypeParser('application/offset+octet-stream'))
    app.addContentTypeParser('application/offset+octet-stream', (_req, _payload, done) => done(null));

  const handOver = async (req: FastifyRequest, reply: FastifyReply, slot: S) => {
    slots.set(req.raw, { ...slot, ip: req.ip });
    reply.hijack();
    await tus.handle(req.raw, reply.raw);
  };

  app.post(
    opts.createUrl,
    {
      config: { ...publicAccessBy('link-token'), rateLimit, errors: [413, 507] },
      schema: { tags: opts.tags, summary: opts.summaries.create, params: opts.params },
    },
    async (req, reply) => {
      const metadata = parseTusMetadata(req.headers['upload-metadata'] as string | undefined);
      const length = tusIntOrNull(req.headers['upload-length'] as string | undefined);
      if (req.headers['upload-length'] !== undefined && length === null)
        throw new HttpError(400, 'Upload-Length must be a whole number of bytes');
      const slot = await opts.authorise(req, 'POST', { length, mimeType: metadata[TUS_METADATA.type] });
      if (length !== null && slot.maxBytes !== undefined && length > slot.maxBytes)
        throw new HttpError(413, `This recording is at most ${slot.maxBytes} bytes`, [
          `Upload-Length: at most ${slot.maxBytes}`,
        ]);
      await guard.assertRoom();
      return handOver(req, reply, slot);
    },
  );
  app.route({
    method: ['HEAD', 'PATCH', 'DELETE'],
    url: opts.uploadUrl,
    config: { ...publicAccessBy('link-token'), rateLimit, errors: [413, 507] },
    schema: { tags: opts.tags, summary: opts.summaries.upload, params: opts.uploadParams },
    handler: async (req, reply) => {
      const slot = await opts.authorise(req, req.method as 'HEAD' | 'PATCH' | 'DELETE');
      if (req.method === 'PATCH') {
        // The body's bytes are counted before a byte of it is written. Without Content-Length
        // and Transfer-Encoding a request has no body (RFC 9112 §6.3): the last PATCH of a
        // deferred upload that only declares the length. A streamed (chunked) body is refused.
        if (req.headers['transfer-encoding'] !== undefined)
          throw new HttpError(400, 'A PATCH needs a Content-Length', ['Content-Length: the bytes sent']);
        const declared = req.headers['content-length'];
        const bytes = declared === undefined ? 0 : tusIntOrNull(declared);
        if (bytes === null) throw new HttpError(400, 'Content-Length must be a whole number of bytes');
        await guard.admit(req.ip, bytes);
      }
      return handOver(req, reply, slot);
    },
  });
};
