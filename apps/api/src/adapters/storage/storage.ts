import type { Readable } from 'node:stream';

export interface PresignPutOptions {
  contentType: string;
  /** Largest body the URL accepts (the local adapter enforces it while receiving). */
  maxBytes: number;
  /** When known, the exact size is signed too. */
  size?: number | undefined;
  expiresInSeconds: number;
}

export interface PresignGetOptions {
  fileName: string;
  contentType: string;
  /** Always `attachment` for stored uploads (docs/decisions/uploads.md#downloads). */
  disposition: 'inline' | 'attachment';
  expiresInSeconds: number;
}

/** What one read of an object saw. */
interface StoredObject {
  head: Buffer;
  size: number;
  /** The store's version tag (S3 ETag); undefined for local files, which can be written only once. */
  etag: string | undefined;
}

/** One place files live: local disk under DATA_DIR/uploads, or an S3-compatible bucket. */
export interface StorageAdapter {
  readonly driver: 'local' | 's3';
  presignPut(key: string, opts: PresignPutOptions): Promise<string>;
  presignGet(key: string, opts: PresignGetOptions): Promise<string>;
  /** Size and version tag of a stored object, or undefined when there is none. */
  stat(key: string): Promise<{ size: number; etag: string | undefined } | undefined>;
  /**
   * The first `bytes` bytes of an object (fewer if it is shorter) with its total size and version
   * tag, all from ONE read, so what is checked and what is pinned are the same object; undefined
   * when there is none.
   */
  inspect(key: string, bytes: number): Promise<StoredObject | undefined>;
  /** Writes an object directly (demo data and server-made files). */
  put(key: string, body: Buffer | Readable, contentType: string): Promise<void>;
  delete(key: string): Promise<void>;
}

/** Builds a Content-Disposition header value with a safe ASCII fallback and the UTF-8 name. */
export const contentDisposition = (disposition: 'inline' | 'attachment', fileName: string) => {
  const fallback = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${disposition}; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
};
