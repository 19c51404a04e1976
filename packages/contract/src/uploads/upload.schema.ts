import { z } from 'zod';
import { ZLine } from '../common/text';
import { type TUploadKind, UPLOAD_KINDS } from './upload-rules';

export {
  checkUploadFile,
  extensionOf,
  formatBytes,
  type TUploadKind,
  UPLOAD_CONTENT_TYPES,
  UPLOAD_KINDS,
} from './upload-rules';

export const ZUploadKind = z.enum(Object.keys(UPLOAD_KINDS) as [TUploadKind, ...TUploadKind[]]);

const SAFE_SEGMENT = /^[^/\\\0]+$/;

/**
 * `s3Key` as the browser sends it: `<kind>/<file name>`, e.g. `resume/Jane Doe CV.pdf`. The server
 * builds the stored key from it; `..`, absolute paths, backslashes and control characters are refused.
 */
export const ZUploadRequestKey = z
  .string()
  .trim()
  .min(3, 's3Key is required')
  .max(300, 's3Key must be at most 300 characters')
  .refine((k) => !k.startsWith('/') && !/^[a-zA-Z]:/.test(k), 's3Key must be relative, not absolute')
  .refine((k) => !k.split(/[/\\]/).some((s) => s === '..' || s === '.'), 's3Key must not contain . or ..')
  .refine((k) => !k.includes('\\'), 's3Key must not contain backslashes')
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
  .refine((k) => !/[\u0000-\u001f\u007f]/.test(k), 's3Key must not contain control characters')
  .refine((k) => k.split('/').every((s) => SAFE_SEGMENT.test(s)), 's3Key has an empty path segment');

export const ZPresignUploadRequest = z.object({
  s3Key: ZUploadRequestKey,
  /** Optional: lets the server sign the exact size and refuse an oversized file before the upload. */
  size: z.number().int().min(1).optional(),
});
export type TPresignUploadRequest = z.input<typeof ZPresignUploadRequest>;

export const ZPresignedUpload = z.object({
  presignedUrl: z.string(),
  /** The key the file is stored under; send it back when attaching the file to a record. */
  s3Key: z.string(),
  method: z.literal('PUT'),
  headers: z.record(z.string(), z.string()),
  maxBytes: z.number().int(),
  expiresAt: z.string(),
});
export type TPresignedUpload = z.infer<typeof ZPresignedUpload>;

/**
 * A stored key as the server built it and the browser sends it back (`complete`, attaching a
 * file): relative, no `.`/`..` or empty segments, no backslashes or control characters.
 */
export const ZStoredUploadKey = ZLine('s3Key')
  .min(1)
  .max(500)
  .refine((k) => !k.startsWith('/') && !/^[a-zA-Z]:/.test(k), 's3Key must be relative, not absolute')
  .refine((k) => !k.includes('\\'), 's3Key must not contain backslashes')
  .refine(
    (k) => k.split('/').every((s) => s !== '' && s !== '.' && s !== '..'),
    's3Key must not contain ., .. or empty segments',
  );

export const ZUploadComplete = z.object({ s3Key: ZStoredUploadKey });

/** A stored file as records carry it: the key, its original name, and a short-lived download link. */
export const ZStoredFile = z.object({
  s3Key: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int().nullable(),
  url: z.string(),
});
export type TStoredFile = z.infer<typeof ZStoredFile>;
