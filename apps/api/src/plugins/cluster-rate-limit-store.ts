import type { Cluster, Worker } from 'node:cluster';

/**
 * Rate-limit counters shared by the worker processes of one server (WEB_CONCURRENCY > 1) without
 * Redis: the primary process keeps them, and each worker asks it over the cluster's IPC channel.
 * A client meets the same limit whichever process answers, as with one process or with Redis.
 *
 * A worker sends the checks of one turn of its event loop as one message, and the primary answers
 * them in one, so a busy worker pays one round trip per turn, not one per request.
 */

const CHANNEL = 'ats-rate-limit';
/** Counters kept per limit (route or global), least recently used out first; as @fastify/rate-limit's local store. */
const MAX_KEYS = 5000;
/** A worker whose primary does not answer counts the request as unchecked (the plugin's skipOnError). */
const ANSWER_TIMEOUT_MS = 2000;

interface Check {
  id: number;
  /** The limit's namespace (route) and the client's key. */
  key: string;
  timeWindow: number;
  max: number;
  continueExceeding: boolean;
  exponentialBackoff: boolean;
  read: boolean;
}
type Answer = [id: number, current: number, ttl: number];
interface Counter {
  current: number;
  ttl: number;
  startMs: number;
}
type Reply = (err: Error | null, res?: { current: number; ttl: number }) => void;

const isMessage = (m: unknown): m is { channel: string; checks?: Check[]; answers?: Answer[] } =>
  typeof m === 'object' && m !== null && (m as { channel?: unknown }).channel === CHANNEL;

/** The counting of @fastify/rate-limit's local store (fixed window, optional backoff), keyed by namespace and key. */
class RateLimitCounters {
  private readonly limits = new Map<string, Map<string, Counter>>();

  check(c: Check, now = Date.now()): Answer {
    const sep = c.key.indexOf('\n');
    const ns = c.key.slice(0, sep);
    const key = c.key.slice(sep + 1);
    let counters = this.limits.get(ns);
    if (!counters) {
      counters = new Map();
      this.limits.set(ns, counters);
    }
    let counter = counters.get(key);
    if (c.read) {
      if (!counter || counter.startMs + c.timeWindow <= now) return [c.id, 0, 0];
      return [c.id, counter.current, c.timeWindow - (now - counter.startMs)];
    }
    if (!counter || counter.startMs + c.timeWindow <= now) {
      counter = { current: 1, ttl: c.timeWindow, startMs: now };
    } else {
      counter.current++;
      if (c.continueExceeding && counter.current > c.max) {
        counter.ttl = c.timeWindow;
        counter.startMs = now;
      } else if (c.exponentialBackoff && counter.current > c.max) {
        const ttl = c.timeWindow * 2 ** (counter.current - c.max - 1);
        counter.ttl = Number.isSafeInteger(ttl) ? ttl : Number.MAX_SAFE_INTEGER;
        counter.startMs = now;
      } else {
        counter.ttl = c.timeWindow - (now - counter.startMs);
      }
    }
    // Most recently used last, so the first key is the one to drop.
    counters.delete(key);
    counters.set(key, counter);
    if (counters.size > MAX_KEYS) counters.delete(counters.keys().next().value as string);
    return [c.id, counter.current, counter.ttl];
  }
}

/** In the primary process: answers every worker's rate-limit checks from one set of counters. */
export const serveClusterRateLimits = (cluster: Cluster, counters = new RateLimitCounters()) => {
  cluster.on('message', (worker: Worker, message: unknown) => {
    if (!isMessage(message) || !message.checks) return;
    const now = Date.now();
    const answers = message.checks.map((c) => counters.check(c, now));
    if (worker.isConnected()) worker.send({ channel: CHANNEL, answers });
  });
};

/** The IPC channel of a worker process (its `process`); a stand-in in tests. */
export interface RateLimitChannel {
  send(message: unknown): void;
  on(event: 'message', listener: (message: unknown) => void): void;
}

/** In a worker: sends the checks of one event-loop turn together, and hands each answer to its request. */
class ClusterRateLimitClient {
  private nextId = 1;
  private batch: Check[] = [];
  private readonly waiting = new Map<number, { reply: Reply; timer: NodeJS.Timeout }>();

  constructor(private readonly channel: RateLimitChannel) {
    channel.on('message', (message) => {
      if (!isMessage(message) || !message.answers) return;
      for (const [id, current, ttl] of message.answers) {
        const w = this.waiting.get(id);
        if (!w) continue;
        this.waiting.delete(id);
        clearTimeout(w.timer);
        w.reply(null, { current, ttl });
      }
    });
  }

  check(check: Omit<Check, 'id'>, reply: Reply) {
    const id = this.nextId++;
    const timer = setTimeout(() => {
      this.waiting.delete(id);
      reply(new Error('rate-limit counters: no answer from the primary process'));
    }, ANSWER_TIMEOUT_MS);
    timer.unref();
    this.waiting.set(id, { reply, timer });
    if (this.batch.push({ id, ...check }) === 1) setImmediate(() => this.flush());
  }

  private flush() {
    const checks = this.batch;
    this.batch = [];
    try {
      this.channel.send({ channel: CHANNEL, checks });
    } catch (err) {
      for (const { id } of checks) {
        const w = this.waiting.get(id);
        if (!w) continue;
        this.waiting.delete(id);
        clearTimeout(w.timer);
        w.reply(err as Error);
      }
    }
  }
}

interface StoreOptions {
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
  routeInfo?: { method?: string | string[]; url?: string };
}

/**
 * The `store` for @fastify/rate-limit in a worker: a class the plugin instantiates with its global
 * options, with one child per route that sets its own limit (named like the Redis store's keys).
 */
export const clusterRateLimitStore = (channel: RateLimitChannel) => {
  const client = new ClusterRateLimitClient(channel);
  return class ClusterRateLimitStore {
    private readonly continueExceeding: boolean;
    private readonly exponentialBackoff: boolean;

    constructor(
      options: StoreOptions,
      private readonly namespace = 'global',
    ) {
      this.continueExceeding = Boolean(options.continueExceeding);
      this.exponentialBackoff = Boolean(options.exponentialBackoff);
    }

    private ask(key: string, reply: Reply, timeWindow: number, max: number, read: boolean) {
      client.check(
        {
          key: `${this.namespace}\n${key}`,
          timeWindow,
          max,
          continueExceeding: this.continueExceeding,
          exponentialBackoff: this.exponentialBackoff,
          read,
        },
        reply,
      );
    }

    incr(key: string, reply: Reply, timeWindow: number, max: number) {
      this.ask(key, reply, timeWindow, max, false);
    }

    read(key: string, reply: Reply, timeWindow: number, max: number) {
      this.ask(key, reply, timeWindow, max, true);
    }

    /** The plugin passes the route's merged limit options, with `routeInfo` (its types say the route). */
    child(options: object) {
      const { routeInfo } = options as StoreOptions;
      const route = `${routeInfo?.method}${routeInfo?.url}`.replace(/\n/g, ' ');
      return new ClusterRateLimitStore(options as StoreOptions, `route:${route}`);
    }
  };
};
