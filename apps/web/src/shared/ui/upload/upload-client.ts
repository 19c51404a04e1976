import type { TPresignedUpload, TStoredFile, TUploadKind } from '@ats/contract';
import { ENV } from '../../config/environment';

export class UploadError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}
export class UploadCancelled extends Error {}

/** Where the browser asks for upload URLs: staff by default; candidate flows pass their own. */
export interface UploadEndpoints {
  presignPath: string;
  /** Staff only: confirms the file server-side (type by magic bytes, size). */
  completePath?: string;
  token?: string | null;
}
export const STAFF_UPLOAD_ENDPOINTS: Omit<UploadEndpoints, 'token'> = {
  presignPath: '/generate-presigned-upload-url',
  completePath: '/uploads/complete',
};

const apiOrigin = () => new URL(ENV.apiBase, window.location.href).origin;
/** Local-driver URLs are paths on the API; S3 URLs are absolute. */
const absolute = (url: string) => (url.startsWith('/') ? `${apiOrigin()}${url}` : url);

const postJson = async <T>(path: string, body: unknown, token?: string | null): Promise<T> => {
  const res = await fetch(`${ENV.apiBase}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const json = (await res.json().catch(() => null)) as {
    data?: T;
    message?: string;
    errors?: string[];
  } | null;
  if (!res.ok || !json?.data) {
    throw new UploadError(json?.errors?.[0] ?? json?.message ?? `Upload failed (${res.status})`, res.status);
  }
  return json.data;
};

/** PUTs the bytes with progress; `signal` aborts. Answers the server's error text on failure. */
const putWithProgress = (
  up: TPresignedUpload,
  file: File,
  onProgress: (percent: number) => void,
  signal: AbortSignal,
) =>
  new Promise<void>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', absolute(up.presignedUrl));
    for (const [k, v] of Object.entries(up.headers)) xhr.setRequestHeader(k, v);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(Math.min(99, Math.round((e.loaded / e.total) * 100)));
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) return resolve();
      let message = `Upload failed (${xhr.status})`;
      try {
        const body = JSON.parse(xhr.responseText) as { message?: string; errors?: string[] };
        message = body.errors?.[0] ?? body.message ?? message;
      } catch {
        // S3 answers XML; keep the generic message
      }
      reject(new UploadError(message, xhr.status));
    };
    xhr.onerror = () =>
      reject(new UploadError('Network error while uploading; check your connection and retry'));
    xhr.onabort = () => reject(new UploadCancelled('Upload cancelled'));
    signal.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(file);
  });

/**
 * The whole upload: ask for a presigned URL for `<kind>/<file name>`, PUT the bytes, then (staff)
 * confirm. Answers the stored key and, when confirmed, a download link.
 */
export const uploadFile = async (
  kind: TUploadKind,
  file: File,
  endpoints: UploadEndpoints,
  onProgress: (percent: number) => void,
  signal: AbortSignal,
): Promise<{ s3Key: string; fileName: string; size: number; stored?: TStoredFile }> => {
  const up = await postJson<TPresignedUpload>(
    endpoints.presignPath,
    { s3Key: `${kind}/${file.name}`, size: file.size },
    endpoints.token,
  );
  if (signal.aborted) throw new UploadCancelled('Upload cancelled');
  onProgress(0);
  await putWithProgress(up, file, onProgress, signal);
  const stored = endpoints.completePath
    ? await postJson<TStoredFile>(endpoints.completePath, { s3Key: up.s3Key }, endpoints.token)
    : undefined;
  onProgress(100);
  return { s3Key: up.s3Key, fileName: file.name, size: file.size, stored };
};
