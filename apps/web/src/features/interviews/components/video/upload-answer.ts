import { TUS_METADATA, type TVideoAnswerProgress } from '@ats/contract';
import type { HttpStack } from 'tus-js-client';
import { ENV } from '../../../../shared/config/environment';

/** Size of each uploaded chunk (the chunk calls of spoken items): small enough to resend cheaply after a cut. */
export const UPLOAD_CHUNK_BYTES = 512 * 1024;

/** Why an upload stopped: decides the recorder's next state. */
export class UploadError extends Error {
  constructor(
    readonly kind: 'network' | 'server' | 'corrupt' | 'closed',
    message: string,
  ) {
    super(message);
  }
}

const base = () => ENV.apiBase.replace(/\/$/, '');

const call = async (url: string, init: RequestInit) => {
  let res: Response;
  try {
    res = await fetch(url, init);
  } catch {
    throw new UploadError('network', 'The connection was lost');
  }
  if (res.ok) return (await res.json()).data as TVideoAnswerProgress;
  const body = (await res.json().catch(() => ({}))) as { message?: string; errors?: string[] };
  const message = body.message ?? `The server answered ${res.status}`;
  if (res.status === 422) throw new UploadError('corrupt', message);
  if (res.status === 404 || res.status === 409 || res.status === 400) {
    // 409 "already received" means the answer is in: treat as done by the caller.
    if (res.status === 409 && /already received/i.test(message)) return null;
    throw new UploadError('closed', message);
  }
  throw new UploadError('server', message);
};

/** How often the page asks whether the server's check of a sent answer is done. */
export const VALIDATING_POLL_MS = 1500;
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * The server checks a whole answer in the background (`validating`): wait for its verdict.
 * `corruption_detected` → a free retake; `uploaded` → done.
 */
const awaitCheck = async (root: string, first: TVideoAnswerProgress | null) => {
  let p = first;
  while (p?.status === 'validating') {
    await pause(VALIDATING_POLL_MS);
    p = await call(root, { method: 'GET' });
  }
  if (p?.status === 'corruption_detected')
    throw new UploadError('corrupt', p.problems?.join('; ') || 'The recording is damaged');
};

export interface UploadTake {
  token: string;
  blob: Blob;
  mimeType: string;
  durationMs: number;
  /**
   * Another resumable answer endpoint with the chunk calls (an assessment's spoken item): sent by
   * chunks. Without it the answer goes over tus to `/video-answers/:token/uploads`.
   */
  root?: string;
}

export interface UploadOptions {
  onProgress?: (fraction: number) => void;
  onContact?: () => void;
  /** The tus upload this take already has on the server (kept in IndexedDB with the take). */
  uploadUrl?: string | null;
  /** A new tus upload was created: keep its URL with the take so a reload continues it. */
  onUploadUrl?: (url: string) => void;
  /** tus's transport (the browser's XMLHttpRequest by default; tests pass their own). */
  httpStack?: HttpStack;
}

/** Bytes per tus PATCH: a cut costs at most this much again; the server keeps what arrived. */
export const TUS_CHUNK_BYTES = 8 * 1024 * 1024;

type Tus = typeof import('tus-js-client');

/** Maps a tus failure onto the recorder's kinds (network → network_error, 5xx → upload_failed). */
const tusFailure = (e: unknown, tus: Tus): Error | 'gone' => {
  // Not a request that failed (a bug, an unreadable file): the recorder's `error` state.
  if (!(e instanceof tus.DetailedError)) return e instanceof Error ? e : new Error(String(e));
  const res = e.originalResponse;
  const status = res?.getStatus() ?? 0;
  if (!res || status === 0) return new UploadError('network', 'The connection was lost');
  let message = `The server answered ${status}`;
  try {
    message = (JSON.parse(res.getBody()) as { message?: string }).message ?? message;
  } catch {
    // tus's own replies are plain text.
  }
  if (status === 422) return new UploadError('corrupt', message);
  // The answer is already in or being checked (a reply was lost): ask how it went.
  if (status === 409 && /already received|being checked/i.test(message)) return 'gone';
  if (status === 429 || status >= 500) return new UploadError('server', message);
  return new UploadError('closed', message);
};

/**
 * Sends a take over tus (docs/decisions.md, "Video uploads over tus"): continues the take's
 * upload when the server still has it (HEAD gives the offset), else creates one. tus retries
 * nothing itself: the recorder's back-off loop (use-answer-upload.ts) decides, so every wait is
 * a visible `retrying` / `network_error` / `upload_failed`.
 */
const sendTus = async (root: string, take: UploadTake, opts: UploadOptions) => {
  // Loaded when the first answer is sent, not with the page (the public pages' JS budget).
  const tus = await import('tus-js-client');
  return new Promise<'sent' | 'gone'>((resolve, reject) => {
    const upload = new tus.Upload(take.blob, {
      endpoint: `${root}/uploads`,
      uploadUrl: opts.uploadUrl ?? null,
      metadata: {
        [TUS_METADATA.type]: take.mimeType,
        [TUS_METADATA.durationMs]: String(Math.max(1, Math.round(take.durationMs))),
      },
      uploadSize: take.blob.size,
      chunkSize: TUS_CHUNK_BYTES,
      retryDelays: null,
      // The URL lives with the take in IndexedDB (not tus's localStorage fingerprints).
      storeFingerprintForResuming: false,
      ...(opts.httpStack ? { httpStack: opts.httpStack } : {}),
      onUploadUrlAvailable: () => {
        if (upload.url && upload.url !== opts.uploadUrl) opts.onUploadUrl?.(upload.url);
      },
      onProgress: (sent, total) => opts.onProgress?.((0.95 * sent) / Math.max(1, total)),
      onSuccess: () => resolve('sent'),
      onError: (e) => {
        const f = tusFailure(e, tus);
        if (f === 'gone') resolve('gone');
        else reject(f);
      },
    });
    upload.start();
  });
};

/**
 * Sends an answer resumably: asks the server what it holds; a video answer then goes over tus,
 * an assessment's spoken item (`root`) sends only its missing chunks (re-sending one is
 * harmless) and asks the server to check and count the answer. `onProgress`
 * gets the fraction held on the server; `onContact` fires after the first reply (the
 * recorder's "connection is back").
 */
export const uploadAnswer = async (take: UploadTake, opts: UploadOptions = {}) => {
  const root = take.root ?? `${base()}/video-answers/${encodeURIComponent(take.token)}`;
  const held = await call(root, { method: 'GET' });
  opts.onContact?.();
  if (held?.status === 'uploaded') return;
  if (held?.status === 'validating') return awaitCheck(root, held);
  if (!take.root) {
    // The server counts the answer when the last byte lands, then checks it in the background.
    await sendTus(root, take, opts);
    opts.onProgress?.(1);
    const after = await call(root, { method: 'GET' });
    if (after?.status === 'uploading' || after?.status === 'pending')
      throw new UploadError('server', 'The server has not taken the answer yet');
    return awaitCheck(root, after);
  }
  const count = Math.max(1, Math.ceil(take.blob.size / UPLOAD_CHUNK_BYTES));
  const have = new Set(held?.receivedChunks ?? []);
  let sent = have.size;
  opts.onProgress?.(sent / (count + 1));
  for (let i = 0; i < count; i++) {
    if (have.has(i)) continue;
    const piece = take.blob.slice(i * UPLOAD_CHUNK_BYTES, (i + 1) * UPLOAD_CHUNK_BYTES);
    const r = await call(`${root}/chunks/${i}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/octet-stream' },
      body: piece,
    });
    if (r === null) return;
    sent++;
    opts.onProgress?.(sent / (count + 1));
  }
  const done = await call(`${root}/complete`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      chunkCount: count,
      totalBytes: take.blob.size,
      mimeType: take.mimeType,
      durationMs: Math.max(1, Math.round(take.durationMs)),
    }),
  });
  opts.onProgress?.(1);
  await awaitCheck(root, done);
};

/** Upload speed against this server, in kbit/s (the comfort zone's network check). */
export const measureUploadKbps = async (token: string, bytes = 256 * 1024): Promise<number | null> => {
  const body = new Uint8Array(bytes);
  crypto.getRandomValues(body.subarray(0, Math.min(bytes, 65536)));
  const t0 = performance.now();
  try {
    const res = await fetch(`${base()}/video-interviews/network-check/${encodeURIComponent(token)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/octet-stream' },
      body,
    });
    if (!res.ok) return null;
  } catch {
    return null;
  }
  const seconds = Math.max(0.001, (performance.now() - t0) / 1000);
  return Math.round((bytes * 8) / 1000 / seconds);
};
