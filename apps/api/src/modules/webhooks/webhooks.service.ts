import type { TWebhookEndpointCreate, TWebhookEndpointUpdate } from '@ats/contract';
import { ZWebhookEndpointCreate, ZWebhookEndpointUpdate } from '@ats/contract';
import { enqueueJob } from '../../adapters/jobs/job-queue';
import type { Db } from '../../db/client';
import { badRequest, conflict, notFound } from '../../lib/http-error';
import type { AuthContext } from '../../plugins/route-access';
import { diffOf, recordAudit, snapshotOf } from '../audit';
import { DELIVER_JOB } from './webhook-events';
import { newWebhookSecret } from './webhook-signing';
import * as repo from './webhooks.repo';

const ENTITY = 'webhook-endpoint';
/** After a rotation the old secret keeps signing (beside the new one) this long. */
const ROTATION_GRACE_MS = 24 * 3_600_000;

export const createWebhooksService = (db: Db, opts: { allowHttp: boolean }) => {
  const checkUrl = (url: string | undefined) => {
    if (url && !url.startsWith('https://') && !opts.allowHttp)
      throw badRequest('Validation failed', ['url: the endpoint must use HTTPS']);
  };
  const mustFind = async (tx: Db, id: string) => {
    const row = await repo.findEndpoint(tx, id);
    if (!row) throw notFound('Webhook endpoint');
    return row;
  };
  const audit = (
    tx: Db,
    caller: AuthContext,
    action: 'create' | 'update' | 'delete',
    id: string,
    diff: object,
  ) =>
    recordAudit(tx, { actorId: caller.userId, action, entityType: ENTITY, entityId: id, diff: { ...diff } });

  return {
    list: async () => (await repo.listEndpoints(db)).map(repo.toEndpoint),
    get: async (id: string) => repo.toEndpoint(await mustFind(db, id)),

    async create(input: TWebhookEndpointCreate, caller: AuthContext) {
      const values = ZWebhookEndpointCreate.parse(input);
      checkUrl(values.url);
      const secret = newWebhookSecret();
      return db.transaction(async (tx) => {
        const row = await repo.insertEndpoint(tx, { ...values, secret, createdBy: caller.userId });
        await audit(tx, caller, 'create', row.id, snapshotOf(values));
        return { endpoint: repo.toEndpoint(row), secret };
      });
    },

    async update(id: string, input: TWebhookEndpointUpdate, caller: AuthContext) {
      const values = ZWebhookEndpointUpdate.parse(input);
      checkUrl(values.url);
      return db.transaction(async (tx) => {
        const before = await mustFind(tx, id);
        const reenabled = values.enabled === true && !before.enabled;
        const after = (await repo.updateEndpoint(tx, id, {
          ...values,
          ...(reenabled ? { disabledReason: null, failingSince: null } : {}),
          ...(values.enabled === false ? { disabledReason: 'Turned off by a user' } : {}),
        }))!;
        const diff = diffOf(before, after);
        if (Object.keys(diff).length) await audit(tx, caller, 'update', id, diff);
        return repo.toEndpoint(after);
      });
    },

    async remove(id: string, caller: AuthContext) {
      return db.transaction(async (tx) => {
        const before = await mustFind(tx, id);
        await repo.deleteEndpoint(tx, id);
        await audit(tx, caller, 'delete', id, { url: before.url });
        return { id };
      });
    },

    /** The current secret, for setting up the receiver again. */
    async secret(id: string) {
      return { secret: (await mustFind(db, id)).secret };
    },

    /** A new secret; the old one keeps signing beside it for a day, so receivers can switch over. */
    async rotate(id: string, caller: AuthContext) {
      return db.transaction(async (tx) => {
        const before = await mustFind(tx, id);
        const secret = newWebhookSecret();
        await repo.updateEndpoint(tx, id, {
          secret,
          previousSecret: before.secret,
          previousSecretUntil: new Date(Date.now() + ROTATION_GRACE_MS),
        });
        await audit(tx, caller, 'update', id, { secret: 'rotated' });
        return { secret };
      });
    },

    async deliveries(id: string, q: { limit: number; paginationKey?: string | undefined }) {
      await mustFind(db, id);
      let before: { createdAt: Date; id: string } | undefined;
      if (q.paginationKey) {
        const [at, key] = q.paginationKey.split('_');
        const when = new Date(Number(at));
        if (!key || Number.isNaN(when.getTime())) throw badRequest('paginationKey is not valid');
        before = { createdAt: when, id: key };
      }
      const rows = await repo.listDeliveries(db, id, { limit: q.limit + 1, before });
      const page = rows.slice(0, q.limit);
      const last = page.at(-1);
      return {
        items: page.map(repo.toDelivery),
        paginationKey: rows.length > q.limit && last ? `${last.createdAt.getTime()}_${last.id}` : null,
      };
    },

    /** Sends a message again (same `webhook-id`), now, whatever its status. */
    async resend(endpointId: string, deliveryId: string) {
      const found = await repo.findDelivery(db, deliveryId);
      if (!found || found.endpoint.id !== endpointId) throw notFound('Webhook delivery');
      if (!found.endpoint.enabled) throw conflict('Turn the endpoint on before resending');
      await db.transaction(async (tx) => {
        await repo.updateDelivery(tx, deliveryId, { status: 'pending', nextAttemptAt: new Date() });
        await enqueueJob(tx, DELIVER_JOB, { deliveryId, attempt: found.delivery.attempts + 1 });
      });
      return repo.toDelivery((await repo.findDelivery(db, deliveryId))!.delivery);
    },
  };
};
