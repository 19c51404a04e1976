import { createHash } from 'node:crypto';

/** One visitor (address + browser) counts once per job in this window, as the staff counter did. */
export const VISIT_WINDOW_MS = 30 * 60 * 1000;
/** How often the counts gathered are written: one statement for all jobs, none when nothing came. */
export const VISIT_FLUSH_MS = 2_000;
const MAX_VISITORS = 100_000;

/**
 * Public job page visits counted in memory and written in batches
 * (docs/decisions/candidate-pages.md#visits-counted-in-batches): a visit is a map update, not a
 * database write; every VISIT_FLUSH_MS the counts are added to the jobs in one statement. Each
 * process keeps its own visitors' window, so a visitor switching processes within it may count
 * again; counts not yet written when a process dies are lost (a clean stop writes them).
 */
export class VisitCounter {
  private readonly seen = new Map<string, number>();
  private pending = new Map<string, number>();
  private timer: NodeJS.Timeout | undefined;

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
    this.timer ??= setTimeout(() => void this.flush(), VISIT_FLUSH_MS).unref();
    return true;
  }

  /** Writes the counts gathered so far (kept for the next flush when the write fails). */
  async flush() {
    this.timer = undefined;
    if (!this.pending.size) return;
    const counts = this.pending;
    this.pending = new Map();
    try {
      await this.write(counts);
    } catch {
      for (const [id, n] of counts) this.pending.set(id, (this.pending.get(id) ?? 0) + n);
      this.timer ??= setTimeout(() => void this.flush(), VISIT_FLUSH_MS).unref();
    }
  }

  /** Stops the timer and writes what is left. */
  async stop() {
    if (this.timer) clearTimeout(this.timer);
    await this.flush();
  }
}
