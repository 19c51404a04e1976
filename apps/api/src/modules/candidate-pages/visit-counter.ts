import { createHash } from 'node:crypto';

/** One visitor (address + browser) counts once per job in this window, as the staff counter did. */
const VISIT_WINDOW_MS = 30 * 60 * 1000;
/** At most one write of the counts in this time: the visits in between are added together. */
const VISIT_WRITE_EVERY_MS = 2_000;
const MAX_VISITORS = 100_000;

/**
 * Public job page visits counted in memory and written in batches
 * (docs/decisions/candidate-pages.md#visits-counted-in-batches). A visit is a map update; the
 * counts gathered are added to the jobs in one statement by the first counted visit at least
 * VISIT_WRITE_EVERY_MS after the previous write (so a quiet site writes each visit at once and a
 * busy one once in two seconds), and by `stop`. A visit counted sooner hands off one delayed write
 * (`laterFlush`) so the counts never wait for a further visit. Each process keeps its own visitors'
 * window, so a visitor switching processes within it may count again; counts not yet written when
 * a process dies are lost.
 */
export class VisitCounter {
  private readonly seen = new Map<string, number>();
  private pending = new Map<string, number>();
  private lastWrite = 0;
  private flushHandedOff = false;

  constructor(private readonly write: (counts: Map<string, number>) => Promise<void>) {}

  /** Counts a visit of `requisitionId` by this visitor unless counted within the window; true if counted. */
  count(requisitionId: string, visitor: { ip: string; userAgent: string }) {
    const now = Date.now();
    const key = createHash('sha256')
      .update(`${requisitionId}\n${visitor.ip}\n${visitor.userAgent}`)
      .digest('base64url');
    const until = this.seen.get(key);
    if (until !== undefined && until > now) return false;
    if (this.seen.size >= MAX_VISITORS) {
      for (const [k, u] of this.seen) if (u <= now) this.seen.delete(k);
      if (this.seen.size >= MAX_VISITORS) this.seen.clear();
    }
    this.seen.set(key, now + VISIT_WINDOW_MS);
    this.pending.set(requisitionId, (this.pending.get(requisitionId) ?? 0) + 1);
    return true;
  }

  /** True when counts wait and the last write is old enough for another. */
  get due() {
    return this.pending.size > 0 && Date.now() - this.lastWrite >= VISIT_WRITE_EVERY_MS;
  }

  /**
   * A task that writes the waiting counts once the next write is allowed, for the app's background
   * work; undefined when nothing waits or such a task is already on its way.
   */
  laterFlush(): (() => Promise<void>) | undefined {
    if (this.flushHandedOff || !this.pending.size) return undefined;
    this.flushHandedOff = true;
    return async () => {
      const wait = this.lastWrite + VISIT_WRITE_EVERY_MS - Date.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      this.flushHandedOff = false;
      await this.flush();
    };
  }

  /** Writes the counts gathered so far; a failed write keeps them for the next one (and rethrows). */
  async flush() {
    if (!this.pending.size) return;
    this.lastWrite = Date.now();
    const counts = this.pending;
    this.pending = new Map();
    try {
      await this.write(counts);
    } catch (err) {
      for (const [id, n] of counts) this.pending.set(id, (this.pending.get(id) ?? 0) + n);
      throw err;
    }
  }
}
