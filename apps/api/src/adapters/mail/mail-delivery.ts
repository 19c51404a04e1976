import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Db } from '../../db/client';
import type { JobSet } from '../jobs/job-queue';
import { periodicJob } from '../jobs/periodic-job';
import { claimDueMail, markMail, requeueStuckMail } from './outbox.repo';

const MAX_MAIL_ATTEMPTS = 8;

/** Exponential back-off: 30 s, 1 min, 2 min … capped at one hour. */
const retryDelaySeconds = (attempt: number) => Math.min(3600, 30 * 2 ** (attempt - 1));

/** The periodic job that sends the outbox (adapters/jobs: one row, whatever the replica count). */
const MAIL_DELIVERY_JOB = 'mail.deliver';
const BATCH = 20;
/** Batches one run sends at most; the rest waits for the next run (other jobs share the runner). */
const MAX_BATCHES = 10;

export interface MailDelivery {
  /** Sends what is due now; answers how many were handled. Tests call it by hand. */
  runOnce(): Promise<number>;
  /** The outbox as a periodic job of the job queue, every `pollMs` (MAIL_POLL_SECONDS). */
  jobs: JobSet;
  /** Closes the SMTP connection (after the job queue has stopped). */
  close(): void;
}

/**
 * Delivers the outbox over SMTP when a relay is configured. Without one, each message is kept
 * in the outbox (status `kept`) and logged, so a local install still shows what would be sent.
 * It runs as a periodic job of the one background-work runner (adapters/jobs/job-queue.ts).
 */
export const createMailDelivery = (opts: {
  db: Db;
  smtpUrl: string | undefined;
  from: string;
  pollMs: number;
  log: FastifyBaseLogger;
}): MailDelivery => {
  const transport: Transporter | undefined = opts.smtpUrl
    ? nodemailer.createTransport(opts.smtpUrl)
    : undefined;
  const deliver = async (): Promise<number> => {
    await requeueStuckMail(opts.db);
    let total = 0;
    for (let i = 0; i < MAX_BATCHES; i++) {
      const n = await deliverBatch();
      total += n;
      if (n < BATCH) break;
    }
    return total;
  };

  const deliverBatch = async (): Promise<number> => {
    const batch = await claimDueMail(opts.db, BATCH);
    for (const m of batch) {
      if (!transport) {
        opts.log.info(
          {
            to: m.to,
            subject: m.subject,
            text: m.text,
            ...(m.icalEvent ? { ics: m.icalEvent.content } : {}),
          },
          'mail kept in outbox (no SMTP_URL)',
        );
        await markMail(opts.db, m.id, { status: 'kept' });
        continue;
      }
      try {
        await transport.sendMail({
          from: opts.from,
          to: m.to,
          subject: m.subject,
          text: m.text,
          html: m.html ?? undefined,
          ...(m.icalEvent
            ? {
                icalEvent: {
                  method: m.icalEvent.method,
                  filename: 'invite.ics',
                  content: m.icalEvent.content,
                },
              }
            : {}),
        });
        await markMail(opts.db, m.id, { status: 'sent' });
      } catch (err) {
        const error = err instanceof Error ? err.message : String(err);
        const failed = m.attempts >= MAX_MAIL_ATTEMPTS;
        opts.log.warn(
          { to: m.to, attempt: m.attempts, error },
          failed ? 'mail failed for good' : 'mail will be retried',
        );
        await markMail(
          opts.db,
          m.id,
          failed
            ? { status: 'failed', error }
            : { status: 'pending', error, retryInSeconds: retryDelaySeconds(m.attempts) },
        );
      }
    }
    return batch.length;
  };

  return {
    ...periodicJob(MAIL_DELIVERY_JOB, opts.pollMs, deliver),
    close() {
      transport?.close();
    },
  };
};
