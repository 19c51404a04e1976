import type { Database } from '../db/client';

interface Entry<V> {
  value: V;
  until: number;
}

/**
 * A process-local cache the database keeps honest: every change to what it holds sends a notice
 * (a trigger's NOTIFY) that empties it, in every process. It serves nothing while the notice
 * connection is down (or with no time to live), and a value loaded before an invalidation is not
 * stored, so a read racing a change cannot put the old value back. Full, it starts over.
 */
export class NotifiedCache<V> {
  private readonly entries = new Map<string, Entry<V>>();
  private generation = 0;
  private live = false;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
  ) {}

  get enabled() {
    return this.ttlMs > 0 && this.live;
  }

  /** Whether notices are arriving; while they are not, nothing is served from the cache. */
  setLive(live: boolean) {
    this.live = live;
    this.invalidate();
  }

  invalidate() {
    this.generation++;
    this.entries.clear();
  }

  /** Empties the cache on each notice on `channel`; resolves to the function that stops listening. */
  listenTo(database: Pick<Database, 'listen'>, channel: string) {
    return database.listen(
      channel,
      () => this.invalidate(),
      (live) => this.setLive(live),
    );
  }

  /** The cached value of `key` (no database read), else undefined. */
  get(key: string): V | undefined {
    if (!this.enabled) return undefined;
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    if (hit.until > Date.now()) return hit.value;
    this.entries.delete(key);
    return undefined;
  }

  /**
   * The cached value of `key`, or the one `load` reads (kept unless an invalidation came
   * between; undefined keeps nothing). `expiresAt` (epoch ms) keeps a value no longer than it lives.
   */
  async resolve(
    key: string,
    load: () => Promise<V | undefined>,
    expiresAt?: (value: V) => number,
  ): Promise<V | undefined> {
    const hit = this.get(key);
    if (hit !== undefined) return hit;
    const now = Date.now();
    const generation = this.generation;
    const value = await load();
    if (value !== undefined && this.enabled && generation === this.generation) {
      if (this.entries.size >= this.maxEntries) this.entries.clear();
      this.entries.set(key, { value, until: Math.min(now + this.ttlMs, expiresAt?.(value) ?? Infinity) });
    }
    return value;
  }
}
