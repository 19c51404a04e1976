import { and, asc, eq, inArray, isNull, lte, or } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { backgroundJobs as jobs } from '../../db/schema';

export type JobHandler = (payload: Record<string, unknown>) => Promise<void>;
/**
 * Runs once when a job of its kind fails for good (its last attempt, or a `PermanentJobError`), so
 * what the job was meant to settle does not wait forever (e.g. an answer left `validating`).
 */
export type GiveUpHandler = (
  payload: Record<string, unknown>,
  failure: { error: string; attempts: number },
) => Promise<void>;

/** Thrown by a handler when retrying cannot help: the job fails for good at once. */
export class PermanentJobError extends Error {}
/**
 * A periodic job: one row under its own dedupe key, whatever the replica count, due every `everyMs`
 * (its row is moved on by `everyMs` after each run). The runner looks for due jobs at least that
 * often, so a short period (mail delivery) is honoured even when `pollMs` is longer.
 */
export interface PeriodicJob {
  kind: string;
  everyMs: number;
}

/** Handlers and periodic jobs one part of the app brings to the runner. */
export interface JobSet {
  handlers: Record<string, JobHandler>;
  onGiveUp?: Record<string, GiveUpHandler>;
  periodic?: PeriodicJob[];
}

/**
 * How long a claim keeps a job from other replicas. A replica renews its leases while their jobs
 * run (every third of the lease), so a long job keeps its claim, and the job of a replica that died
 * (kill -9, a lost machine) comes back within one lease instead of staying claimed for minutes.
 */
const LEASE_MS = 60_000;
export const MAX_ATTEMPTS = 5;
const BATCH = 10;

/**
 * Queues a job; pass the caller's transaction so the job exists exactly when what caused it does.
 * With `dedupeKey`, a second job of that key is not queued while one is pending.
 */
export const enqueueJob = async (
  db: Db,
  kind: string,
  payload: Record<string, unknown> = {},
  opts: { runAt?: Date; dedupeKey?: string } = {},
) => {
  await db
    .insert(jobs)
    .values({ kind, payload, runAt: opts.runAt ?? new Date(), dedupeKey: opts.dedupeKey ?? null })
    .onConflictDoNothing();
};

export interface JobQueue {
  /** Runs due jobs until none is left (jobs queued meanwhile included); answers how many ran. Tests call it. */
  runOnce(): Promise<number>;
  start(): void;
  stop(): Promise<void>;
}

/**
 * The PostgreSQL-backed job queue (docs/decisions/platform.md#background-jobs). A replica claims due rows
 * with SKIP LOCKED and a lease in one short transaction, runs them outside it, then deletes the
 * row (done) or schedules a retry with back-off; after MAX_ATTEMPTS the row stays, marked failed.
 */
export const createJobQueue = (opts: {
  db: Db;
  handlers: Record<string, JobHandler>;
  /** Per kind: what to do when a job of that kind fails for good. */
  onGiveUp?: Record<string, GiveUpHandler>;
  periodic?: PeriodicJob[];
  pollMs: number;
  log: FastifyBaseLogger;
  /** Tests shorten it. */
  leaseMs?: number;
  /**
   * Jobs this process runs at the same time (1 = one after another). A video check is an ffmpeg
   * child process: one at a time left a core idle while 200 candidates' answers waited in line,
   * and every mail waited behind them (issue 32).
   */
  concurrency?: number;
}): JobQueue => {
  const { db } = opts;
  const leaseMs = opts.leaseMs ?? LEASE_MS;
  const lanes = Math.max(1, Math.floor(opts.concurrency ?? 1));
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  const kinds = Object.keys(opts.handlers);
  const periodOf = new Map((opts.periodic ?? []).map((p) => [p.kind, p.everyMs]));
  /** How often this process looks for due jobs: `pollMs`, or sooner for a shorter period. */
  const tickMs = Math.min(opts.pollMs, ...periodOf.values());

  const claim = () =>
    db.transaction(async (tx) => {
      const now = new Date();
      const due = await tx
        .select()
        .from(jobs)
        .where(
          and(
            lte(jobs.runAt, now),
            isNull(jobs.failedAt),
            or(isNull(jobs.lockedUntil), lte(jobs.lockedUntil, now)),
            inArray(jobs.kind, kinds),
          ),
        )
        .orderBy(asc(jobs.runAt))
        .limit(Math.max(BATCH, lanes))
        .for('update', { skipLocked: true });
      for (const j of due)
        await tx
          .update(jobs)
          .set({ lockedUntil: new Date(now.getTime() + leaseMs), attempts: j.attempts + 1 })
          .where(eq(jobs.id, j.id));
      return due.map((j) => ({ ...j, attempts: j.attempts + 1 }));
    });

  /** Renews the lease of a running job until it settles (a failed renewal is retried next beat). */
  const keepLease = (id: string) => {
    const beat = setInterval(() => {
      db.update(jobs)
        .set({ lockedUntil: new Date(Date.now() + leaseMs) })
        .where(and(eq(jobs.id, id), isNull(jobs.failedAt)))
        .catch((err: unknown) => opts.log.error({ err }, 'job lease renewal failed'));
    }, leaseMs / 3);
    beat.unref();
    return () => clearInterval(beat);
  };

  const runJob = async (j: typeof jobs.$inferSelect) => {
    const release = keepLease(j.id);
    try {
      await opts.handlers[j.kind]!(j.payload).finally(release);
      const everyMs = j.dedupeKey === j.kind ? periodOf.get(j.kind) : undefined;
      if (everyMs === undefined) await db.delete(jobs).where(eq(jobs.id, j.id));
      else {
        // A periodic job keeps its row: due again one period after this run was due (or after
        // now, when this run was late), so its cadence does not drift by the poll interval.
        const now = Date.now();
        const next = j.runAt.getTime() + everyMs;
        await db
          .update(jobs)
          .set({
            runAt: new Date(next > now ? next : now + everyMs),
            lockedUntil: null,
            attempts: 0,
            lastError: null,
          })
          .where(eq(jobs.id, j.id));
      }
    } catch (err) {
      const last = j.attempts >= MAX_ATTEMPTS || err instanceof PermanentJobError;
      const error = String((err as Error)?.message ?? err).slice(0, 2000);
      opts.log.error({ err, job: j.kind, attempts: j.attempts }, last ? 'job failed for good' : 'job failed');
      await db
        .update(jobs)
        .set({
          lockedUntil: null,
          lastError: error,
          runAt: new Date(Date.now() + Math.min(3_600_000, 2 ** j.attempts * 5_000)),
          // A failed row stays for inspection but frees its dedupe key: the next job of that key
          // (a retake's probe, the next periodic sweep) must still be queued.
          ...(last ? { failedAt: new Date(), dedupeKey: null } : {}),
        })
        .where(eq(jobs.id, j.id));
      const giveUp = last ? opts.onGiveUp?.[j.kind] : undefined;
      if (giveUp)
        await giveUp(j.payload, { error, attempts: j.attempts }).catch((e: unknown) =>
          opts.log.error({ err: e, job: j.kind }, 'job give-up handler failed'),
        );
    }
  };

  /** Runs a claimed batch, `lanes` jobs at a time, each lane taking the next job as it frees. */
  const runBatch = async (due: (typeof jobs.$inferSelect)[]) => {
    let next = 0;
    const lane = async () => {
      while (next < due.length) await runJob(due[next++]!);
    };
    await Promise.all(Array.from({ length: Math.min(lanes, due.length) }, lane));
  };

  const drain = async () => {
    let total = 0;
    for (;;) {
      const due = await claim();
      await runBatch(due);
      total += due.length;
      if (!due.length) return total;
    }
  };

  const runOnce = () => {
    running ??= drain().finally(() => {
      running = undefined;
    });
    return running;
  };

  const schedulePeriodic = async () => {
    for (const p of opts.periodic ?? [])
      await enqueueJob(db, p.kind, {}, { dedupeKey: p.kind, runAt: new Date(Date.now() + p.everyMs) });
  };

  let scheduledAt = 0;
  return {
    runOnce,
    start() {
      // Periodic rows are (re)queued once per `pollMs` (one failed for good frees its key), and
      // due jobs are looked for every `tickMs`.
      const tick = () => {
        const schedule = Date.now() - scheduledAt >= opts.pollMs;
        if (schedule) scheduledAt = Date.now();
        return (schedule ? schedulePeriodic() : Promise.resolve())
          .then(runOnce)
          .catch((err) => opts.log.error({ err }, 'job queue tick failed'));
      };
      // The first periodic run happens one period after start; later ones follow each other.
      timer = setInterval(tick, tickMs);
      timer.unref();
      tick();
    },
    async stop() {
      if (timer) clearInterval(timer);
      await running?.catch(() => undefined);
    },
  };
};
