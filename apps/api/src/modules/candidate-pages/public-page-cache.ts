import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { NotifiedCache } from '../../lib/notified-cache';

/** The database channel that migration 0032's triggers notify on each change to what public pages show. */
export const PUBLIC_JOBS_CHANGED_CHANNEL = 'ats_public_jobs_changed';

/** A rendered public document, compressed once, with its validators. */
export interface RenderedPage {
  body: Buffer;
  br: Buffer;
  gzip: Buffer;
  /** Weak: the same text whatever its content encoding. */
  etag: string;
  /** When what it shows last changed (the rows' `updated_at`), for `Last-Modified`. */
  lastModified: Date;
  contentType: string;
  /** False for bytes that are compressed already (an image): sent as they are. */
  compressed: boolean;
}

/**
 * A body compressed with brotli and gzip (unless it is bytes compressed already, e.g. a PNG)
 * and given its ETag (a hash of the content).
 */
export const renderedPage = (
  content: string | Buffer,
  lastModified: Date,
  contentType: string,
): RenderedPage => {
  const body = typeof content === 'string' ? Buffer.from(content, 'utf8') : content;
  const compressed = typeof content === 'string';
  return {
    body,
    compressed,
    br: !compressed
      ? body
      : brotliCompressSync(body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: 9,
            [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          },
        }),
    gzip: compressed ? gzipSync(body, { level: 9 }) : body,
    etag: `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
    lastModified: new Date(Math.floor(lastModified.getTime() / 1000) * 1000),
    contentType,
  };
};

/** How long a rendered page is kept at most, changes or not (dates on the page, the footer's year). */
const MAX_AGE_MS = 60 * 60 * 1000;
const MAX_ENTRIES = 5_000;

/**
 * The public pages rendered once per (page, language, version) and shared by every reader
 * (docs/decisions/candidate-pages.md#public-pages-rendered-once), on the NOTIFY-invalidated
 * cache of lib/notified-cache.ts: every change to what they show empties it, in every process,
 * when the database's notice arrives (triggers of migration 0032; PGlite delivers it before the
 * changing statement returns). Besides pages it keeps what the pages know, e.g. the open jobs' ids.
 */
export class PublicPageCache extends NotifiedCache<unknown> {
  constructor() {
    super(MAX_AGE_MS, MAX_ENTRIES);
  }

  override get<T = RenderedPage>(key: string): T | undefined {
    return super.get(key) as T | undefined;
  }

  /** The cached value of `key`, or the one `render` makes; `render` answering undefined (no such page) keeps nothing. */
  override resolve<T = RenderedPage>(
    key: string,
    render: () => Promise<T | undefined>,
  ): Promise<T | undefined> {
    return super.resolve(key, render) as Promise<T | undefined>;
  }
}
