import type { TUploadFileType } from '../common/enums';

/**
 * The upload rules (kinds, types, sizes), without zod: the browser checks a file with them before
 * asking for an upload URL, and the candidate's upload step does not download the schemas.
 */
const MB = 1024 * 1024;

/**
 * What an upload is for. The first segment of the requested `s3Key` names the kind; each kind
 * allows some of the spec's file types and caps the size. `webm` is allowed for recordings only:
 * browsers record video as WebM (see docs/decisions/uploads.md#kinds-and-caps).
 */
export const UPLOAD_KINDS = {
  resume: {
    label: 'Resume',
    types: ['pdf', 'doc', 'docx', 'txt'],
    maxBytes: 10 * MB,
  },
  document: {
    label: 'Document',
    types: ['pdf', 'doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx', 'txt', 'csv', 'json', 'zip', 'rar'],
    maxBytes: 25 * MB,
  },
  image: { label: 'Image', types: ['jpg', 'jpeg', 'png', 'gif', 'svg'], maxBytes: 10 * MB },
  audio: { label: 'Audio', types: ['mp3', 'wav'], maxBytes: 50 * MB },
  video: { label: 'Video', types: ['mp4', 'mov'], maxBytes: 500 * MB },
  recording: { label: 'Recording', types: ['webm', 'mp4'], maxBytes: 500 * MB },
} as const satisfies Record<
  string,
  { label: string; types: readonly (TUploadFileType | 'webm')[]; maxBytes: number }
>;
export type TUploadKind = keyof typeof UPLOAD_KINDS;
/** The content type a browser should send (and the server stores) for each extension. */
export const UPLOAD_CONTENT_TYPES: Record<TUploadFileType | 'webm', string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  txt: 'text/plain',
  csv: 'text/csv',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  svg: 'image/svg+xml',
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
  mp4: 'video/mp4',
  mov: 'video/quicktime',
  zip: 'application/zip',
  rar: 'application/vnd.rar',
  json: 'application/json',
  webm: 'video/webm',
};

/** The extension of a file name, lower-case, without the dot ('' when there is none). */
export const extensionOf = (fileName: string) => {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 ? fileName.slice(dot + 1).toLowerCase() : '';
};

/** Checks a file in the browser before asking for an upload URL: the same rules the server applies. */
export const checkUploadFile = (
  kind: TUploadKind,
  file: { name: string; size: number },
): string | undefined => {
  const rule = UPLOAD_KINDS[kind];
  const ext = extensionOf(file.name);
  if (!(rule.types as readonly string[]).includes(ext)) {
    return `${file.name}: only ${rule.types.map((t) => t.toUpperCase()).join(', ')} files are accepted`;
  }
  if (file.size > rule.maxBytes) {
    return `${file.name} is ${formatBytes(file.size)}; the limit is ${formatBytes(rule.maxBytes)}`;
  }
  if (file.size === 0) return `${file.name} is empty`;
  return undefined;
};

export const formatBytes = (n: number) =>
  n >= MB
    ? `${(n / MB).toFixed(n >= 10 * MB ? 0 : 1)} MB`
    : n >= 1024
      ? `${Math.round(n / 1024)} KB`
      : `${n} B`;
