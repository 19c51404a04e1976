/** Reads one stored piece of a take, by its index (IndexedDB in the page, memory in tests). */
export type PieceReader = (idx: number) => Promise<Blob>;

/** The recording was thrown away (a retake): its upload stops. */
export class RecordingDiscarded extends Error {
  constructor() {
    super('This take was discarded');
  }
}

/**
 * A recording that grows while it is made, as a tus-js-client source for an upload with a
 * deferred length (docs/decisions/video.md#uploading-while-recording). Only pieces
 * already in the browser's storage are sent, read back from it, so the server never holds a
 * byte the browser could not send again after a reload. `slice` waits for bytes: while
 * recording it hands out at least `minBytes` (fewer, larger PATCHes: each small one costs the
 * S3 store a round trip of its pending part), or what there is after `maxWaitMs`; once
 * stopped, whatever is left; and only once
 * sealed (the candidate sent the answer) does it say `done`, which makes tus-js-client declare
 * `Upload-Length`, the moment the answer counts.
 */
export class GrowingRecording {
  /** Sizes of the stored pieces, in order, without gaps. */
  private sizes: number[] = [];
  /** Pieces stored out of order, waiting for the one before them. */
  private early = new Map<number, number>();
  private phase: 'recording' | 'stopped' | 'sealed' | 'discarded' = 'recording';
  private waiters = new Set<() => void>();
  private cache: { idx: number; blob: Blob } | null = null;

  constructor(
    private readonly read: PieceReader,
    private readonly minBytes = 1024 * 1024,
    private readonly maxWaitMs = 2000,
  ) {}

  /** A whole take already in the browser's storage (a reload): stopped, length not declared. */
  static stored(read: PieceReader, sizes: number[]) {
    const r = new GrowingRecording(read);
    for (const [i, s] of sizes.entries()) r.add(i, s);
    r.stop();
    return r;
  }

  /** Bytes stored so far, in order. */
  get length() {
    return this.sizes.reduce((n, s) => n + s, 0);
  }
  get pieces() {
    return this.sizes.length;
  }
  get sealed() {
    return this.phase === 'sealed';
  }
  get discarded() {
    return this.phase === 'discarded';
  }

  /** Piece `idx` of `size` bytes is in the browser's storage. */
  add(idx: number, size: number) {
    if (this.phase !== 'recording') return;
    this.early.set(idx, size);
    while (this.early.has(this.sizes.length)) {
      const next = this.sizes.length;
      this.sizes.push(this.early.get(next)!);
      this.early.delete(next);
    }
    this.wake();
  }

  /** Recording ended: no more pieces; what is stored may all be sent, without the length. */
  stop() {
    if (this.phase === 'recording') this.phase = 'stopped';
    this.wake();
  }

  /** The candidate sent the answer: the last PATCH declares the length. */
  seal() {
    if (this.phase === 'discarded') return;
    this.phase = 'sealed';
    this.wake();
  }

  discard() {
    this.phase = 'discarded';
    this.cache = null;
    this.wake();
  }

  private wake() {
    for (const w of this.waiters) w();
    this.waiters.clear();
  }

  private changed() {
    return new Promise<void>((resolve) => this.waiters.add(resolve));
  }

  /** The stored bytes [start, end) as one Blob, read piece by piece. */
  async bytes(start: number, end: number): Promise<Blob> {
    const parts: Blob[] = [];
    let at = 0;
    for (const [idx, size] of this.sizes.entries()) {
      const from = Math.max(start, at);
      const to = Math.min(end, at + size);
      if (from < to) {
        const blob = this.cache?.idx === idx ? this.cache.blob : await this.read(idx);
        if (blob.size !== size) throw new Error(`Stored piece ${idx} has ${blob.size} bytes, not ${size}`);
        this.cache = { idx, blob };
        parts.push(from === at && to === at + size ? blob : blob.slice(from - at, to - at));
      }
      at += size;
      if (at >= end) break;
    }
    return new Blob(parts);
  }

  // tus-js-client's FileSource: `size` stays unknown (the upload's length is deferred).
  size = Number.NaN;

  async slice(start: number, end: number): Promise<{ value: Blob | null; done: boolean }> {
    let since: number | null = null;
    for (;;) {
      if (this.phase === 'discarded') throw new RecordingDiscarded();
      const total = this.length;
      if (this.phase === 'sealed' && end >= total)
        return { value: start < total ? await this.bytes(start, total) : null, done: true };
      if (total >= end) return { value: await this.bytes(start, end), done: false };
      const ready =
        (this.phase === 'recording' && total - start >= this.minBytes) ||
        (this.phase !== 'recording' && total > start);
      if (ready) return { value: await this.bytes(start, total), done: false };
      if (total > start) {
        // Some bytes, fewer than `minBytes`: they go `maxWaitMs` after they came, at the latest.
        since ??= Date.now();
        const left = Math.max(0, since + this.maxWaitMs - Date.now());
        let timer: ReturnType<typeof setTimeout> | undefined;
        const late = await Promise.race([
          this.changed().then(() => false),
          new Promise<boolean>((r) => {
            timer = setTimeout(() => r(true), left);
          }),
        ]);
        clearTimeout(timer);
        if (late && !this.discarded && this.length > start)
          return { value: await this.bytes(start, Math.min(end, this.length)), done: false };
        continue;
      }
      await this.changed();
    }
  }

  close() {
    // The pieces stay in IndexedDB until the server confirms the answer.
  }
}
