import type { TWebhookEventType } from '@ats/contract';
import { enqueueJob } from '../../adapters/jobs/job-queue';
import type { Db } from '../../db/client';
import { insertDeliveries, subscribedEndpoints } from './webhooks.repo';

export const DELIVER_JOB = 'webhook-deliver';

/**
 * What a webhook message may carry: ids, statuses, names and dates — never private notes,
 * self-identification answers or files (docs/decisions/webhooks.md#payloads). Values of any other
 * kind (objects, long text) are dropped here, whatever a caller passes.
 */
const ALLOWED_FIELDS = new Set([
  'id',
  'applicantId',
  'candidateId',
  'requisitionId',
  'requisitionApplicantId',
  'applicationId',
  'interviewId',
  'classRequestId',
  'lobId',
  'kind',
  'firstName',
  'lastName',
  'email',
  'name',
  'requisitionUid',
  'jobTitle',
  'status',
  'previousStatus',
  'reason',
  'stage',
  'previousStage',
  'result',
  'score',
  'passed',
  'headcount',
  'numHired',
  'occurredAt',
]);

const cleanData = (data: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(data).filter(
      ([k, v]) =>
        ALLOWED_FIELDS.has(k) &&
        (v === null ||
          typeof v === 'number' ||
          typeof v === 'boolean' ||
          (typeof v === 'string' && v.length <= 300)),
    ),
  );

/**
 * Records an event for every enabled endpoint subscribed to it and queues its delivery. Call it
 * with the transaction of the change, so the message exists exactly when the change does; the
 * sending happens later, in the job queue, never inside the request.
 */
export const emitWebhookEvent = async (db: Db, type: TWebhookEventType, data: Record<string, unknown>) => {
  const endpoints = await subscribedEndpoints(db, type);
  if (!endpoints.length) return;
  const payload = cleanData({ ...data, occurredAt: new Date().toISOString() });
  const rows = await insertDeliveries(
    db,
    endpoints.map((e) => ({ endpointId: e.id, eventType: type, payload })),
  );
  for (const r of rows) await enqueueJob(db, DELIVER_JOB, { deliveryId: r.id, attempt: 1 });
};

const REQUISITION_EVENTS: Record<string, TWebhookEventType> = {
  opened: 'requisition.opened',
  cancelled: 'requisition.closed',
  filled: 'requisition.filled',
};

/** A requisition's status change: opened, closed (cancelled) and filled are events; others are not. */
export const emitRequisitionStatus = async (
  db: Db,
  r: { id: string; name: string; requisitionUid?: string | null; status: string; numHired?: number | null },
  previousStatus: string,
) => {
  const type = REQUISITION_EVENTS[r.status];
  if (type && r.status !== previousStatus)
    await emitWebhookEvent(db, type, {
      requisitionId: r.id,
      name: r.name,
      requisitionUid: r.requisitionUid ?? null,
      status: r.status,
      previousStatus,
      numHired: r.numHired ?? null,
    });
};
