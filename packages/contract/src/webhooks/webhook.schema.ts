import { z } from 'zod';
import { ZListQuery } from '../common/envelope';
import { ZLine } from '../common/text';

/** The events an endpoint can subscribe to, with the label Settings › Webhooks shows. */
export const WEBHOOK_EVENTS = {
  'applicant.created': { label: 'Applicant created' },
  'applicant.status_changed': { label: 'Applicant status changed (with the decline reason)' },
  'applicant.stage_moved': { label: 'Pipeline stage moved' },
  'interview.result_submitted': { label: 'Interview result submitted' },
  'application.completed': { label: 'Application completed' },
  'requisition.opened': { label: 'Requisition opened' },
  'requisition.closed': { label: 'Requisition closed' },
  'requisition.filled': { label: 'Requisition filled' },
  'class_request.submitted': { label: 'Class request submitted' },
  'candidate.erased': { label: 'Candidate erased' },
} as const;
export const WEBHOOK_EVENT_TYPES = Object.keys(WEBHOOK_EVENTS) as (keyof typeof WEBHOOK_EVENTS)[];
export const ZWebhookEventType = z.enum(WEBHOOK_EVENT_TYPES as [keyof typeof WEBHOOK_EVENTS]);
export type TWebhookEventType = z.infer<typeof ZWebhookEventType>;

const ZWebhookUrl = z
  .url({ protocol: /^https?$/, message: 'Enter an http(s) URL' })
  .max(2000, 'The URL must be at most 2000 characters');

export const ZWebhookEndpointCreate = z.object({
  url: ZWebhookUrl,
  description: ZLine('Description').max(200).default(''),
  events: z.array(ZWebhookEventType).min(1, 'Choose at least one event').max(WEBHOOK_EVENT_TYPES.length),
});
export type TWebhookEndpointCreate = z.input<typeof ZWebhookEndpointCreate>;

export const ZWebhookEndpointUpdate = z
  .object({
    url: ZWebhookUrl,
    description: ZLine('Description').max(200),
    events: ZWebhookEndpointCreate.shape.events,
    /** Turning an endpoint back on clears its failure streak. */
    enabled: z.boolean(),
  })
  .partial();
export type TWebhookEndpointUpdate = z.input<typeof ZWebhookEndpointUpdate>;

export const ZWebhookEndpoint = z.object({
  id: z.uuid(),
  url: z.string(),
  description: z.string(),
  events: z.array(z.string()),
  enabled: z.boolean(),
  disabledReason: z.string().nullable(),
  failingSince: z.string().nullable(),
  /** Until when the secret before the last rotation still signs (two signatures per message). */
  previousSecretUntil: z.string().nullable(),
  createdAt: z.string(),
});
export type TWebhookEndpoint = z.infer<typeof ZWebhookEndpoint>;

/** The signing secret (`whsec_…`): shown on creation, on request, and after a rotation. */
export const ZWebhookSecret = z.object({ secret: z.string() });

export const WEBHOOK_DELIVERY_STATUSES = {
  pending: { label: 'Retrying' },
  delivered: { label: 'Delivered' },
  failed: { label: 'Failed' },
} as const;

export const ZWebhookDelivery = z.object({
  id: z.uuid(),
  /** The `webhook-id` header: the same on every attempt, so receivers drop repeats. */
  messageId: z.string(),
  eventType: z.string(),
  status: z.enum(['pending', 'delivered', 'failed']),
  attempts: z.number().int(),
  lastStatusCode: z.number().int().nullable(),
  lastLatencyMs: z.number().int().nullable(),
  lastResponse: z.string().nullable(),
  lastError: z.string().nullable(),
  lastAttemptAt: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  createdAt: z.string(),
});
export type TWebhookDelivery = z.infer<typeof ZWebhookDelivery>;

/** A webhook message body (Standard Webhooks): `type`, `timestamp`, and `data` with ids and plain fields. */
export interface TWebhookMessage {
  type: TWebhookEventType;
  timestamp: string;
  data: Record<string, unknown>;
}

export const ZWebhookEndpointCreated = z.object({ endpoint: ZWebhookEndpoint, secret: z.string() });
export type TWebhookEndpointCreated = z.infer<typeof ZWebhookEndpointCreated>;

/** `GET /api/webhooks/deliveries/:id`: newest first, keyset pages. */
export const ZWebhookDeliveryListQuery = ZListQuery.pick({ limit: true, paginationKey: true });
export type TWebhookDeliveryListQuery = z.input<typeof ZWebhookDeliveryListQuery>;
