import { index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, tstz } from './columns';

/**
 * The PostgreSQL-backed job queue (docs/decisions/platform.md#background-jobs): every replica claims due
 * rows with SKIP LOCKED, so a job runs on one of them at a time; a finished job's row is deleted
 * (a periodic job's row is moved on to its next run).
 */
export const backgroundJobs = pgTable(
  'background_jobs',
  {
    id: id(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    /** At most one pending job per key (periodic sweeps); null for ordinary jobs. */
    dedupeKey: text('dedupe_key'),
    runAt: tstz('run_at').notNull().defaultNow(),
    /** A claimed job is not claimed again before this (a crashed replica's job comes back). */
    lockedUntil: tstz('locked_until'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** Set when the job gave up after its last attempt; kept for support, never run again. */
    failedAt: tstz('failed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('background_jobs_due_idx').on(t.runAt),
    uniqueIndex('background_jobs_dedupe_idx').on(t.dedupeKey),
  ],
);
