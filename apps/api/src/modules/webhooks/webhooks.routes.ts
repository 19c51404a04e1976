import {
  WEBHOOK_PATHS,
  ZEnvelope,
  ZIdParam,
  ZListPage,
  ZWebhookDelivery,
  ZWebhookDeliveryListQuery,
  ZWebhookEndpoint,
  ZWebhookEndpointCreate,
  ZWebhookEndpointCreated,
  ZWebhookEndpointUpdate,
  ZWebhookSecret,
} from '@ats/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf, menuItemAccess } from '../../plugins/route-access';
import type { ModuleDeps } from '../module-deps';
import { createWebhooksService } from './webhooks.service';

const access = menuItemAccess('webhooks');

export const webhooksRoutes =
  (deps: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const hooks = createWebhooksService(deps.db, { allowHttp: deps.config.webhooks.allowHttp });
    const tags = ['webhooks'];
    const idReply = { 200: ZEnvelope(z.object({ id: z.uuid() })) };

    app.get(
      WEBHOOK_PATHS.list,
      { config: access('view'), schema: { tags, response: { 200: ZEnvelope(z.array(ZWebhookEndpoint)) } } },
      async () => ({ data: await hooks.list() }),
    );
    app.get(
      WEBHOOK_PATHS.get,
      {
        config: access('view'),
        schema: { tags, params: ZIdParam, response: { 200: ZEnvelope(ZWebhookEndpoint) } },
      },
      async (req) => ({ data: await hooks.get(req.params.id) }),
    );
    app.post(
      WEBHOOK_PATHS.create,
      {
        config: access('edit'),
        schema: { tags, body: ZWebhookEndpointCreate, response: { 200: ZEnvelope(ZWebhookEndpointCreated) } },
      },
      async (req) => ({ data: await hooks.create(req.body, callerOf(req)) }),
    );
    app.put(
      WEBHOOK_PATHS.update,
      {
        config: access('edit'),
        schema: {
          tags,
          params: ZIdParam,
          body: ZWebhookEndpointUpdate,
          response: { 200: ZEnvelope(ZWebhookEndpoint) },
        },
      },
      async (req) => ({ data: await hooks.update(req.params.id, req.body, callerOf(req)) }),
    );
    app.delete(
      WEBHOOK_PATHS.delete,
      { config: access('delete'), schema: { tags, params: ZIdParam, response: idReply } },
      async (req) => ({ data: await hooks.remove(req.params.id, callerOf(req)) }),
    );
    app.get(
      WEBHOOK_PATHS.secret,
      {
        config: access('edit'),
        schema: { tags, params: ZIdParam, response: { 200: ZEnvelope(ZWebhookSecret) } },
      },
      async (req) => ({ data: await hooks.secret(req.params.id) }),
    );
    app.post(
      WEBHOOK_PATHS.rotateSecret,
      {
        config: access('edit'),
        schema: {
          tags,
          description:
            'A new signing secret; for 24 hours messages carry signatures with the new and the old one.',
          params: ZIdParam,
          response: { 200: ZEnvelope(ZWebhookSecret) },
        },
      },
      async (req) => ({ data: await hooks.rotate(req.params.id, callerOf(req)) }),
    );
    app.get(
      WEBHOOK_PATHS.deliveries,
      {
        config: access('view'),
        schema: {
          tags,
          params: ZIdParam,
          querystring: ZWebhookDeliveryListQuery,
          response: { 200: ZListPage(ZWebhookDelivery) },
        },
      },
      async (req) => ({ data: await hooks.deliveries(req.params.id, req.query) }),
    );
    app.post(
      WEBHOOK_PATHS.resend,
      {
        config: access('edit'),
        schema: {
          tags,
          params: z.object({ id: z.uuid(), deliveryId: z.uuid() }),
          response: { 200: ZEnvelope(ZWebhookDelivery) },
        },
      },
      async (req) => ({ data: await hooks.resend(req.params.id, req.params.deliveryId) }),
    );
  };
