import { TUS_DURATION_HEADER, TUS_METADATA, type TVideoAnswerProgress } from '@ats/contract';
import type { HttpStack } from 'tus-js-client';
import { ENV } from '../../../../shared/config/environment';
import { GrowingRecording, RecordingDiscarded } from './growing-recording';

/** Why an upload stopped: decides the recorder's next state. */
export class UploadError extends Error {
  constructor(
    readonly kind: 'network' | 'server' | 'corrupt' | 'closed',
    message: string,
  ) {
    super(message);
  }
}

export const base = () => ENV.apiBase.replace(/\/$/, '');

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

/**
 * How long the page waits before asking again whether the server's check of a sent answer is
 * done: 1.5 s at first, then half as long again each time, at most 6 s. A check is quick when
 * the server is quiet; when 200 candidates' answers wait in line, asking every 1.5 s multiplied
 * the load on the server that was doing the checks (issue 32, `npm run bench -- apply-load`).
 */
export const checkPollDelayMs = (asked: number) => Math.min(6000, Math.round(1500 * 1.5 ** asked));
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * The server checks a whole answer in the background (`validating`): wait for its verdict.
 * `corruption_detected` → a free retake; `uploaded` → done.
 */
const awaitCheck = async (root: string, first: TVideoAnswerProgress | null) => {
  let p = first;
  for (let asked = 0; p?.status === 'validating'; asked++) {
    await pause(checkPollDelayMs(asked));
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
   * Another answer endpoint (an assessment's spoken item): its tus uploads are `<root>/uploads`.
   * Without it the answer goes over tus to `/video-answers/:token/uploads`.
   */
  root?: string;
}

/**
 * What the final send needs of a take's upload begun while recording (`LiveUpload`): declared
 * here rather than imported so that live-upload.ts, which runs tus through this file, and this
 * file do not import each other.
 */
interface ContinuedUpload {
  readonly recording: { readonly discarded: boolean };
  finish(durationMs: number, onProgress?: (fraction: number) => void): Promise<unknown>;
}

export interface UploadOptions {
  onProgress?: (fraction: number) => void;
  onContact?: () => void;
  /** The tus upload this take already has on the server (kept in IndexedDB with the take). */
  uploadUrl?: string | null;
  /** A new tus upload was created: keep its URL with the take so a reload continues it. */
  onUploadUrl?: (url: string) => void;
  /** The stored upload was made while recording: its length is declared by the last PATCH. */
  lengthDeferred?: boolean;
  /** The take's upload that began with its recording: the send only declares the length. */
  live?: ContinuedUpload | null;
  /** tus's transport (the browser's XMLHttpRequest by default; tests pass their own). */
  httpStack?: HttpStack;
}

/** Bytes per tus PATCH: a cut costs at most this much again; the server keeps what arrived. */
const TUS_CHUNK_BYTES = 8 * 1024 * 1024;

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

export interface TusRun {
  root: string;
  mimeType: string;
  /** The whole take (an upload of known length), or a recording whose length comes last. */
  input: Blob | GrowingRecording;
  durationMs: () => number;
  uploadUrl: string | null;
  onUploadUrl?: (url: string) => void;
  onProgress?: (fraction: number) => void;
  httpStack?: HttpStack;
  /** Lets the caller stop the run (a retake): `abort(true)` also deletes it on the server. */
  onUpload?: (upload: import('tus-js-client').Upload) => void;
}

/**
 * One tus run (docs/decisions/video.md#uploads-over-tus): continues the take's upload when
 * the server still has it (HEAD gives the offset), else creates one. tus retries nothing
 * itself: the recorder's back-off loop (use-answer-upload.ts) decides, so every wait is a
 * visible `retrying` / `network_error` / `upload_failed`. A growing recording is sent with
 * `Upload-Defer-Length: 1`; its last PATCH declares the length and the duration.
 */
export const runTus = async (r: TusRun) => {
  // Loaded when the first answer is sent, not with the page (the public pages' JS budget).
  const tus = await import('tus-js-client');
  const growing = r.input instanceof GrowingRecording ? r.input : null;
  return new Promise<'sent' | 'gone'>((resolve, reject) => {
    // A growing recording is read by its own fileReader (below), not as a Blob.
    const upload = new tus.Upload(r.input as Blob, {
      endpoint: `${r.root}/uploads`,
      uploadUrl: r.uploadUrl,
      metadata: {
        [TUS_METADATA.type]: r.mimeType,
        ...(growing ? {} : { [TUS_METADATA.durationMs]: String(Math.max(1, Math.round(r.durationMs()))) }),
      },
      ...(growing
        ? {
            uploadLengthDeferred: true,
            fileReader: { openFile: async () => growing },
            // Sent on every PATCH once the candidate sent the answer: the last one counts it.
            onBeforeRequest: (req) => {
              if (req.getMethod() === 'PATCH' && growing.sealed)
                req.setHeader(TUS_DURATION_HEADER, String(Math.max(1, Math.round(r.durationMs()))));
            },
          }
        : { uploadSize: (r.input as Blob).size }),
      chunkSize: TUS_CHUNK_BYTES,
      retryDelays: null,
      // The URL lives with the take in IndexedDB (not tus's localStorage fingerprints).
      storeFingerprintForResuming: false,
      ...(r.httpStack ? { httpStack: r.httpStack } : {}),
      onUploadUrlAvailable: () => {
        if (upload.url && upload.url !== r.uploadUrl) r.onUploadUrl?.(upload.url);
      },
      onProgress: (sent, total) => {
        const size = growing ? (growing.sealed ? growing.length : null) : total;
        if (size) r.onProgress?.((0.95 * sent) / Math.max(1, size));
      },
      onSuccess: () => resolve('sent'),
      onError: (e) => {
        if (growing?.discarded) return reject(new RecordingDiscarded());
        const f = tusFailure(e, tus);
        if (f === 'gone') resolve('gone');
        else reject(f);
      },
    });
    r.onUpload?.(upload);
    upload.start();
  });
};

/** Sends a whole take; an upload begun while recording (deferred length) is continued as one. */
const sendTus = (root: string, take: UploadTake, opts: UploadOptions) => {
  let input: Blob | GrowingRecording = take.blob;
  if (opts.uploadUrl && opts.lengthDeferred) {
    input = GrowingRecording.stored(async () => take.blob, [take.blob.size]);
    input.seal();
  }
  return runTus({
    root,
    mimeType: take.mimeType,
    input,
    durationMs: () => take.durationMs,
    uploadUrl: opts.uploadUrl ?? null,
    onUploadUrl: opts.onUploadUrl,
    onProgress: opts.onProgress,
    httpStack: opts.httpStack,
  });
};

/**
 * Sends an answer resumably: asks the server what it holds, then sends over tus (continuing the
 * stored upload when the server still has it); a video answer is checked in the background, an
 * assessment's spoken item (`root`) is checked and counted with its last byte. `onProgress`
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
    if (opts.live && !opts.live.recording.discarded) await opts.live.finish(take.durationMs, opts.onProgress);
    else await sendTus(root, take, opts);
    opts.onProgress?.(1);
    const after = await call(root, { method: 'GET' });
    if (after?.status === 'uploading' || after?.status === 'pending')
      throw new UploadError('server', 'The server has not taken the answer yet');
    return awaitCheck(root, after);
  }
  // A spoken item goes over tus to its own root: the last byte checks and counts it (422: damaged).
  await sendTus(root, take, opts);
  opts.onProgress?.(1);
  const spoken = await call(root, { method: 'GET' });
  if (spoken?.status === 'uploading' || spoken?.status === 'pending')
    throw new UploadError('server', 'The server has not taken the answer yet');
  return awaitCheck(root, spoken);
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
