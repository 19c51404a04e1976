import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mailOutbox } from '../../db/schema';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** A calendar invitation (sent as text/calendar with its METHOD). */
  icalEvent?: { method: 'REQUEST' | 'CANCEL'; content: string };
}

/** Queues a message; pass the transaction of the change that caused it. */
export const enqueueMail = async (db: Db, message: MailMessage) => {
  const [row] = await db
    .insert(mailOutbox)
    .values({
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html ?? null,
      icalEvent: message.icalEvent ?? null,
    })
    .returning({ id: mailOutbox.id });
  return row!.id;
};

/** Claims due messages; SKIP LOCKED lets several API replicas share the outbox without double sends. */
export const claimDueMail = async (db: Db, limit: number) =>
  db.transaction(async (tx) => {
    const due = await tx
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, sql`now()`)))
      .orderBy(mailOutbox.nextAttemptAt)
      .limit(limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(mailOutbox)
      .set({ status: 'sending', attempts: sql`${mailOutbox.attempts} + 1` })
      .where(
        inArray(
          mailOutbox.id,
          due.map((d) => d.id),
        ),
      )
      .returning();
  });

export const markMail = (
  db: Db,
  id: string,
  outcome: { status: 'sent' | 'kept' | 'failed' | 'pending'; error?: string; retryInSeconds?: number },
) =>
  db
    .update(mailOutbox)
    .set({
      status: outcome.status,
      lastError: outcome.error ?? null,
      sentAt: outcome.status === 'sent' ? sql`now()` : null,
      nextAttemptAt: outcome.retryInSeconds
        ? sql`now() + make_interval(secs => ${outcome.retryInSeconds})`
        : sql`now()`,
    })
    .where(eq(mailOutbox.id, id));

/** Messages left in `sending` by a process that stopped mid-send go back to the queue. */
export const requeueStuckMail = (db: Db) =>
  db
    .update(mailOutbox)
    .set({ status: 'pending' })
    .where(
      and(eq(mailOutbox.status, 'sending'), lte(mailOutbox.nextAttemptAt, sql`now() - interval '5 minutes'`)),
    );

export const listOutbox = (db: Db, to?: string) =>
  db
    .select()
    .from(mailOutbox)
    .where(to ? sql`lower(${mailOutbox.to}) = ${to.toLowerCase()}` : undefined)
    .orderBy(mailOutbox.createdAt);
