import type { TWebhookDelivery, TWebhookEndpoint } from '@ats/contract';
import { and, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { roles, users, webhookDeliveries, webhookEndpoints } from '../../db/schema';
import { iso } from '../../lib/dates';

type EndpointRow = typeof webhookEndpoints.$inferSelect;
type DeliveryRow = typeof webhookDeliveries.$inferSelect;

export const toEndpoint = (r: EndpointRow): TWebhookEndpoint => ({
  id: r.id,
  url: r.url,
  description: r.description,
  events: r.events,
  enabled: r.enabled,
  disabledReason: r.disabledReason,
  failingSince: iso(r.failingSince),
  previousSecretUntil:
    r.previousSecret && r.previousSecretUntil && r.previousSecretUntil > new Date()
      ? iso(r.previousSecretUntil)
      : null,
  createdAt: iso(r.createdAt) ?? '',
});

export const messageIdOf = (deliveryId: string) => `msg_${deliveryId.replaceAll('-', '')}`;

export const toDelivery = (r: DeliveryRow): TWebhookDelivery => ({
  id: r.id,
  messageId: messageIdOf(r.id),
  eventType: r.eventType,
  status: r.status as TWebhookDelivery['status'],
  attempts: r.attempts,
  lastStatusCode: r.lastStatusCode,
  lastLatencyMs: r.lastLatencyMs,
  lastResponse: r.lastResponse,
  lastError: r.lastError,
  lastAttemptAt: iso(r.lastAttemptAt),
  nextAttemptAt: iso(r.nextAttemptAt),
  deliveredAt: iso(r.deliveredAt),
  createdAt: iso(r.createdAt) ?? '',
});

export const listEndpoints = (db: Db) =>
  db.select().from(webhookEndpoints).orderBy(desc(webhookEndpoints.createdAt)).limit(200);

export const findEndpoint = async (db: Db, id: string) =>
  (await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id)))[0];

export const insertEndpoint = async (db: Db, values: typeof webhookEndpoints.$inferInsert) =>
  (await db.insert(webhookEndpoints).values(values).returning())[0]!;

export const updateEndpoint = async (
  db: Db,
  id: string,
  values: Partial<typeof webhookEndpoints.$inferInsert>,
) =>
  (
    await db
      .update(webhookEndpoints)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(webhookEndpoints.id, id))
      .returning()
  )[0];

export const deleteEndpoint = async (db: Db, id: string) =>
  (
    await db
      .delete(webhookEndpoints)
      .where(eq(webhookEndpoints.id, id))
      .returning({ id: webhookEndpoints.id })
  ).length > 0;

/** Enabled endpoints subscribed to an event type. */
export const subscribedEndpoints = (db: Db, eventType: string) =>
  db
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(
      and(
        eq(webhookEndpoints.enabled, true),
        sql`${webhookEndpoints.events} @> ${JSON.stringify([eventType])}::jsonb`,
      ),
    );

export const insertDeliveries = async (
  db: Db,
  rows: { endpointId: string; eventType: string; payload: Record<string, unknown> }[],
) =>
  rows.length
    ? db
        .insert(webhookDeliveries)
        .values(rows.map((r) => ({ ...r, nextAttemptAt: new Date() })))
        .returning({ id: webhookDeliveries.id })
    : [];

export const listDeliveries = async (
  db: Db,
  endpointId: string,
  q: { limit: number; before?: { createdAt: Date; id: string } | undefined },
) =>
  db
    .select()
    .from(webhookDeliveries)
    .where(
      and(
        eq(webhookDeliveries.endpointId, endpointId),
        q.before
          ? or(
              lt(webhookDeliveries.createdAt, q.before.createdAt),
              and(eq(webhookDeliveries.createdAt, q.before.createdAt), lt(webhookDeliveries.id, q.before.id)),
            )
          : undefined,
      ),
    )
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(q.limit);

export const findDelivery = async (db: Db, id: string) => {
  const [row] = await db
    .select({ delivery: webhookDeliveries, endpoint: webhookEndpoints })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(eq(webhookDeliveries.id, id));
  return row;
};

export const updateDelivery = (db: Db, id: string, values: Partial<typeof webhookDeliveries.$inferInsert>) =>
  db.update(webhookDeliveries).set(values).where(eq(webhookDeliveries.id, id));

/** Marks an endpoint failing from now on, unless it already is. */
export const markFailing = (db: Db, id: string) =>
  db
    .update(webhookEndpoints)
    .set({ failingSince: sql`coalesce(${webhookEndpoints.failingSince}, now())` })
    .where(eq(webhookEndpoints.id, id));

export const markHealthy = (db: Db, id: string) =>
  db
    .update(webhookEndpoints)
    .set({ failingSince: null })
    .where(and(eq(webhookEndpoints.id, id), sql`${webhookEndpoints.failingSince} is not null`));

/** Disables an endpoint that is still enabled; true when this call did it (one email, not several). */
export const disableEndpoint = async (db: Db, id: string, reason: string) =>
  (
    await db
      .update(webhookEndpoints)
      .set({ enabled: false, disabledReason: reason, updatedAt: new Date() })
      .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.enabled, true)))
      .returning({ id: webhookEndpoints.id })
  ).length > 0;

/** Active administrators' addresses (the Administrator role). */
export const administratorEmails = async (db: Db) =>
  (
    await db
      .select({ email: users.email })
      .from(users)
      .innerJoin(roles, eq(roles.id, users.roleId))
      .where(and(eq(roles.isSystem, true), eq(users.active, true), isNull(users.deletedAt)))
  ).map((r) => r.email);
