import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

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

interface Entry {
  value: unknown;
  until: number;
}

/**
 * The public pages rendered once per (page, language, version) and shared by every reader
 * (docs/decisions/candidate-pages.md#public-pages-rendered-once). Safe because every change to
 * what they show empties it: in every process when the database's notice arrives (triggers of
 * migration 0032; PGlite delivers it before the changing statement returns). It serves nothing
 * while the notice connection is down, and a render that started before an invalidation is not
 * stored, so a read racing a change cannot put the old page back.
 */
export class PublicPageCache {
  private readonly entries = new Map<string, Entry>();
  private generation = 0;
  private live = false;

  get enabled() {
    return this.live;
  }

  setLive(live: boolean) {
    this.live = live;
    this.invalidate();
  }

  invalidate() {
    this.generation++;
    this.entries.clear();
  }

  /** The cached value of `key` (no database read), else undefined. */
  get<T = RenderedPage>(key: string): T | undefined {
    if (!this.live) return undefined;
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    if (hit.until > Date.now()) return hit.value as T;
    this.entries.delete(key);
    return undefined;
  }

  /**
   * The cached value of `key` (a rendered page, or what the pages know, e.g. the open jobs' ids),
   * or the one `render` makes (kept unless a change came between). `render` answering undefined
   * (no such page) keeps nothing.
   */
  async resolve<T = RenderedPage>(key: string, render: () => Promise<T | undefined>): Promise<T | undefined> {
    const hit = this.get<T>(key);
    if (hit !== undefined) return hit;
    const generation = this.generation;
    const value = await render();
    if (value !== undefined && this.live && generation === this.generation) {
      if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
      this.entries.set(key, { value, until: Date.now() + MAX_AGE_MS });
    }
    return value;
  }
}
