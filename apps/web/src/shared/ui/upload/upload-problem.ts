import { extensionOf, formatBytes, type TUploadKind, UPLOAD_KINDS } from '@ats/contract';
import { UploadCancelled, UploadError } from './upload-client';

/**
 * Why an upload did not happen, as data (the control words it in the page's language). Only a
 * network failure, a server failure (5xx) or a cancel can be retried with the same file: a wrong
 * type, a size over the cap, an empty file or a file the server refused (4xx, e.g. a program
 * renamed `.pdf`) fails again, so the control offers another file instead.
 */
export type UploadProblem =
  | { code: 'type'; fileName: string; types: string }
  | { code: 'size'; fileName: string; size: string; limit: string }
  | { code: 'empty'; fileName: string }
  | { code: 'refused'; fileName: string; detail: string }
  | { code: 'network' }
  | { code: 'failed'; detail: string }
  | { code: 'cancelled' };

export const typesOf = (kind: TUploadKind) => UPLOAD_KINDS[kind].types.map((t) => t.toUpperCase()).join(', ');

/** The browser's own check before anything is sent (the same rules the server applies). */
export const fileProblemOf = (
  kind: TUploadKind,
  file: { name: string; size: number },
): UploadProblem | null => {
  const rule = UPLOAD_KINDS[kind];
  if (!(rule.types as readonly string[]).includes(extensionOf(file.name)))
    return { code: 'type', fileName: file.name, types: typesOf(kind) };
  if (file.size > rule.maxBytes)
    return {
      code: 'size',
      fileName: file.name,
      size: formatBytes(file.size),
      limit: formatBytes(rule.maxBytes),
    };
  if (file.size === 0) return { code: 'empty', fileName: file.name };
  return null;
};

/** What a failed upload call means for the candidate. */
export const failureProblemOf = (e: unknown, fileName: string): UploadProblem => {
  if (e instanceof UploadCancelled) return { code: 'cancelled' };
  if (e instanceof UploadError) {
    if (e.status === undefined) return { code: 'network' };
    if (e.status >= 400 && e.status < 500 && e.status !== 408 && e.status !== 429)
      return { code: 'refused', fileName, detail: e.message };
    return { code: 'failed', detail: e.message };
  }
  // fetch() rejects with a TypeError when the connection fails.
  if (e instanceof TypeError) return { code: 'network' };
  return { code: 'failed', detail: e instanceof Error ? e.message : '' };
};

export const retryable = (p: UploadProblem) =>
  p.code === 'network' || p.code === 'failed' || p.code === 'cancelled';
