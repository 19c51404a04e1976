import { STAFF_URLS } from '@ats/contract';
import { enqueueJob, type JobSet } from '../../adapters/jobs/job-queue';
import { enqueueMail } from '../../adapters/mail/outbox.repo';
import type { Db } from '../../db/client';
import type { ModuleDeps } from '../module-deps';
import { DELIVER_JOB } from './webhook-events';
import { sendWebhook } from './webhook-sender';
import { webhookHeaders } from './webhook-signing';
import * as repo from './webhooks.repo';

type Endpoint = NonNullable<Awaited<ReturnType<typeof repo.findEndpoint>>>;

/** The secrets that sign now: the current one, and the previous one until its grace period ends. */
const liveSecrets = (e: Endpoint, now = new Date()) => [
  e.secret,
  ...(e.previousSecret && e.previousSecretUntil && e.previousSecretUntil > now ? [e.previousSecret] : []),
];

/** The message body, the same bytes on every attempt. */
const messageBody = (d: { eventType: string; createdAt: Date; payload: Record<string, unknown> }) =>
  JSON.stringify({ type: d.eventType, timestamp: d.createdAt.toISOString(), data: d.payload });

interface DeliveryOptions {
  /** Seconds to wait after each failed attempt; its length + 1 is the number of attempts. */
  retrySeconds: readonly number[];
  allowHttp: boolean;
}

const emailAdministrators = async (db: Db, e: Endpoint, lastError: string | null, publicUrl: string) => {
  for (const to of await repo.administratorEmails(db))
    await enqueueMail(db, {
      to,
      subject: `Webhook endpoint turned off: ${e.url}`,
      text: [
        `The webhook endpoint ${e.url} failed every delivery for more than a day, so it was turned off.`,
        `Last error: ${lastError ?? 'unknown'}`,
        '',
        `Fix the receiver, then turn the endpoint back on and resend what failed: ${publicUrl}${STAFF_URLS.webhooks}`,
      ].join('\n'),
    });
};

/**
 * One attempt of one message. Idempotent per attempt: a job that runs again after its process died
 * (the queue's lease ran out) finds its attempt already counted and stops, and the receiver gets
 * at most a repeat of the same `webhook-id`, which the spec tells it to drop.
 */
const attemptDelivery = async (
  deps: ModuleDeps,
  opts: DeliveryOptions,
  deliveryId: string,
  attempt: number,
) => {
  const { db } = deps;
  const found = await repo.findDelivery(db, deliveryId);
  if (!found) return;
  const { delivery: d, endpoint: e } = found;
  if (d.status !== 'pending' || d.attempts >= attempt) return;
  if (!e.enabled) {
    await repo.updateDelivery(db, d.id, {
      status: 'failed',
      nextAttemptAt: null,
      lastError: 'Endpoint turned off',
    });
    return;
  }
  const body = messageBody(d);
  const at = new Date();
  const headers = webhookHeaders(liveSecrets(e, at), repo.messageIdOf(d.id), at, body);
  const allow = { allowHttp: opts.allowHttp, allowLoopback: opts.allowHttp };
  const result = await sendWebhook(e.url, headers, body, allow);
  const outcome = {
    attempts: attempt,
    lastStatusCode: result.statusCode,
    lastLatencyMs: result.latencyMs,
    lastResponse: result.response,
    lastError: result.error,
    lastAttemptAt: at,
  };
  if (result.ok) {
    await db.transaction(async (tx) => {
      await repo.updateDelivery(tx, d.id, {
        ...outcome,
        status: 'delivered',
        deliveredAt: new Date(),
        nextAttemptAt: null,
      });
      await repo.markHealthy(tx, e.id);
    });
    return;
  }
  const delay = opts.retrySeconds[attempt - 1];
  if (delay !== undefined) {
    const next = new Date(Date.now() + delay * 1000);
    await db.transaction(async (tx) => {
      await repo.updateDelivery(tx, d.id, { ...outcome, status: 'pending', nextAttemptAt: next });
      await repo.markFailing(tx, e.id);
      await enqueueJob(tx, DELIVER_JOB, { deliveryId: d.id, attempt: attempt + 1 }, { runAt: next });
    });
    return;
  }
  await db.transaction(async (tx) => {
    await repo.updateDelivery(tx, d.id, { ...outcome, status: 'failed', nextAttemptAt: null });
    await repo.markFailing(tx, e.id);
  });
  // Sustained failure: nothing has reached the endpoint for the whole retry window.
  const windowMs = opts.retrySeconds.reduce((a, b) => a + b, 0) * 1000;
  const fresh = await repo.findEndpoint(db, e.id);
  if (!fresh?.failingSince || Date.now() - fresh.failingSince.getTime() < windowMs - 1000) return;
  await db.transaction(async (tx) => {
    const reason = `Turned off after failing for ${Math.round(windowMs / 3_600_000) || '<1'} h: ${result.error ?? 'error'}`;
    if (await repo.disableEndpoint(tx, e.id, reason))
      await emailAdministrators(tx, fresh, result.error, deps.publicUrl);
  });
};

export const webhookJobs = (deps: ModuleDeps): JobSet => {
  const opts: DeliveryOptions = {
    retrySeconds: deps.config.webhooks.retrySeconds,
    allowHttp: deps.config.webhooks.allowHttp,
  };
  return {
    handlers: {
      [DELIVER_JOB]: (p) => attemptDelivery(deps, opts, String(p.deliveryId), Number(p.attempt)),
    },
  };
};
