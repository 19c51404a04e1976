import type { TVideoAnswerProgress } from '@ats/contract';
import { ENV } from '../../../../shared/config/environment';

/** Size of each uploaded chunk: small enough to resend cheaply after a cut. */
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
  /** Another resumable answer endpoint with the same calls (e.g. an assessment's spoken item). */
  root?: string;
}

/**
 * Sends an answer resumably: asks the server what it holds, sends only the missing chunks
 * (re-sending one is harmless), then asks it to check and count the answer. `onProgress`
 * gets the fraction held on the server; `onContact` fires after the first reply (the
 * recorder's "connection is back").
 */
export const uploadAnswer = async (
  take: UploadTake,
  opts: { onProgress?: (fraction: number) => void; onContact?: () => void } = {},
) => {
  const root = take.root ?? `${base()}/video-answers/${encodeURIComponent(take.token)}`;
  const held = await call(root, { method: 'GET' });
  opts.onContact?.();
  if (held?.status === 'uploaded') return;
  if (held?.status === 'validating') return awaitCheck(root, held);
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
