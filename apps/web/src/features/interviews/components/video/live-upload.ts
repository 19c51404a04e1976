import type { HttpStack, Upload } from 'tus-js-client';
import { GrowingRecording, type PieceReader, RecordingDiscarded } from './growing-recording';
import { base, runTus, UploadError } from './upload-answer';

/**
 * The upload of a take that starts with its recording (docs/decisions/video.md#uploading-while-recording):
 * pieces go to the server as they are stored, in the background, retried
 * quietly with back-off (and at once when the browser is back online) while the candidate
 * records and watches; recording never waits for the network. `finish` (the candidate sent the
 * answer) declares the length, and from then on the recorder's loop owns the retries and the
 * visible states. `discard` (a retake) stops it and deletes it on the server.
 */
export class LiveUpload {
  readonly recording: GrowingRecording;
  private run: Promise<'sent' | 'gone'> | null = null;
  private current: Upload | null = null;
  private url: string | null;
  private durationMs = 0;
  private onProgress: ((f: number) => void) | undefined;
  private nudge: (() => void) | null = null;
  private closed = false;
  private readonly online = () => this.nudge?.();

  constructor(
    private readonly o: {
      token: string;
      mimeType: string;
      read: PieceReader;
      /** The upload this take already has (a reload mid-recording), and its stored pieces. */
      uploadUrl?: string | null;
      sizes?: number[];
      onUploadUrl?: (url: string) => void;
      httpStack?: HttpStack;
      minBytes?: number;
      /** Back-off of the quiet retries while recording (ms). */
      retryMs?: (failures: number) => number;
    },
  ) {
    this.recording = o.sizes
      ? GrowingRecording.stored(o.read, o.sizes)
      : new GrowingRecording(o.read, o.minBytes);
    this.url = o.uploadUrl ?? null;
    if (typeof window !== 'undefined') window.addEventListener('online', this.online);
    void this.background();
  }

  get uploadUrl() {
    return this.url;
  }

  private attempt() {
    this.run ??= runTus({
      root: `${base()}/video-answers/${encodeURIComponent(this.o.token)}`,
      mimeType: this.o.mimeType,
      input: this.recording,
      durationMs: () => this.durationMs,
      uploadUrl: this.url,
      onUploadUrl: (url) => {
        this.url = url;
        this.o.onUploadUrl?.(url);
      },
      onProgress: (f) => this.onProgress?.(f),
      httpStack: this.o.httpStack,
      onUpload: (u) => {
        this.current = u;
      },
    }).finally(() => {
      this.run = null;
      this.current = null;
    });
    return this.run;
  }

  private async background() {
    for (let failures = 0; ; failures++) {
      if (this.recording.sealed || this.recording.discarded || this.closed) return;
      try {
        await this.attempt();
        return;
      } catch (e) {
        // The answer is closed or not ours any more: the send after Stop will say so.
        if (e instanceof UploadError && (e.kind === 'closed' || e.kind === 'corrupt')) return;
        if (e instanceof RecordingDiscarded) return;
        if (this.recording.sealed) return;
      }
      const wait = this.o.retryMs?.(failures) ?? Math.min(30_000, 1000 * 2 ** failures);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, wait);
        this.nudge = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.nudge = null;
    }
  }

  /** A piece is in the browser's storage. */
  add(idx: number, size: number) {
    this.recording.add(idx, size);
  }

  /** Recording ended: the rest of the bytes go, the length waits for the candidate's send. */
  stop(durationMs: number) {
    this.durationMs = durationMs;
    this.recording.stop();
  }

  /**
   * The candidate sent the answer: the last PATCH declares the length (the answer counts).
   * Rejects like an upload (UploadError) so the recorder's back-off loop can call it again.
   */
  async finish(durationMs: number, onProgress?: (f: number) => void) {
    this.durationMs = durationMs || this.durationMs;
    this.onProgress = onProgress;
    this.recording.seal();
    this.nudge?.();
    return this.attempt();
  }

  /** A retake: the upload stops and is deleted on the server (tus termination). */
  async discard() {
    this.recording.discard();
    this.nudge?.();
    if (typeof window !== 'undefined') window.removeEventListener('online', this.online);
    const tus = await import('tus-js-client');
    const url = this.url;
    const running = this.current;
    await running?.abort(false).catch(() => undefined);
    if (url)
      await tus.Upload.terminate(url, this.o.httpStack ? { httpStack: this.o.httpStack } : {}).catch(
        () => undefined,
      );
  }

  /**
   * The answer is in, or the page moves on: stop listening and stop sending (the upload stays
   * on the server; its URL is in IndexedDB for a later send).
   */
  close() {
    this.closed = true;
    this.nudge?.();
    if (typeof window !== 'undefined') window.removeEventListener('online', this.online);
    if (!this.recording.sealed) void this.current?.abort(false).catch(() => undefined);
  }
}
