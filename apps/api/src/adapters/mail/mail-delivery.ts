import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Db } from '../../db/client';
import { claimDueMail, markMail, requeueStuckMail } from './outbox.repo';

export const MAX_MAIL_ATTEMPTS = 8;

/** Exponential back-off: 30 s, 1 min, 2 min … capped at one hour. */
export const retryDelaySeconds = (attempt: number) => Math.min(3600, 30 * 2 ** (attempt - 1));

export interface MailDelivery {
  /** Sends what is due now; answers how many were handled. */
  runOnce(): Promise<number>;
  start(): void;
  stop(): Promise<void>;
}

/**
 * Delivers the outbox over SMTP when a relay is configured. Without one, each message is kept
 * in the outbox (status `kept`) and logged, so a local install still shows what would be sent.
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
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;

  const deliver = async (): Promise<number> => {
    await requeueStuckMail(opts.db);
    const batch = await claimDueMail(opts.db, 20);
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

  const runOnce = () => {
    running ??= deliver().finally(() => {
      running = undefined;
    });
    return running;
  };

  return {
    runOnce,
    start() {
      timer = setInterval(() => {
        runOnce().catch((err) => opts.log.error({ err }, 'mail delivery failed'));
      }, opts.pollMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      await running?.catch(() => undefined);
      transport?.close();
    },
  };
};
