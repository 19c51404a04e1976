import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { classRequestCounters, requisitionUidCounters } from '../db/schema';

/** YYMM of a time in UTC: the period of monthly numbers (class request references, requisition uids). */
export const periodOf = (d: Date) =>
  `${String(d.getUTCFullYear() % 100).padStart(2, '0')}${String(d.getUTCMonth() + 1).padStart(2, '0')}`;

/** A per-month counter table: one row per period, whose last value only ever grows. */
type MonthlyCounter = typeof classRequestCounters | typeof requisitionUidCounters;

/**
 * Takes the next number of `period` from a per-month counter (one statement, so two callers never
 * get the same one) and writes it as PREFIX-YYMM-NNNN.
 */
export const nextMonthlyNumber = async (db: Db, counter: MonthlyCounter, prefix: string, period: string) => {
  const [row] = await db
    .insert(counter)
    .values({ period, lastValue: 1 })
    .onConflictDoUpdate({ target: counter.period, set: { lastValue: sql`${counter.lastValue} + 1` } })
    .returning({ value: counter.lastValue });
  return `${prefix}-${period}-${String(row!.value).padStart(4, '0')}`;
};
