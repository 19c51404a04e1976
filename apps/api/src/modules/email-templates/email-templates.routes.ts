import {
  EMAIL_TEMPLATE_PATHS,
  ZEmailTemplate,
  ZEmailTemplateCreate,
  ZEmailTemplateListQuery,
  ZEmailTemplateUpdate,
  ZEnvelope,
  ZIdParam,
} from '@ats/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf, menuItemAccess } from '../../plugins/route-access';
import type { ModuleDeps } from '../module-deps';
import { createEmailTemplatesService } from './email-templates.service';

const access = menuItemAccess('email-templates');

/** The status dialogs and the scheduler pick a template: the trackers' edit grant opens the list. */
const pickAccess = {
  access: {
    permission: {
      menuItem: 'email-templates',
      op: 'view',
      alsoGrantedBy: [
        { menuItem: 'applicant-tracker', op: 'edit' },
        { menuItem: 'req-applicant-tracker', op: 'edit' },
      ],
    },
  },
} as const;

export const emailTemplatesRoutes =
  (deps: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const templates = createEmailTemplatesService(deps.db);
    const tags = ['email-templates'];

    app.get(
      EMAIL_TEMPLATE_PATHS.list,
      {
        config: pickAccess,
        schema: {
          tags,
          querystring: ZEmailTemplateListQuery,
          response: { 200: ZEnvelope(z.array(ZEmailTemplate)) },
        },
      },
      async (req) => ({ data: await templates.list(req.query) }),
    );
    app.get(
      EMAIL_TEMPLATE_PATHS.get,
      {
        config: access('view'),
        schema: { tags, params: ZIdParam, response: { 200: ZEnvelope(ZEmailTemplate) } },
      },
      async (req) => ({ data: await templates.get(req.params.id) }),
    );
    app.post(
      EMAIL_TEMPLATE_PATHS.create,
      {
        config: access('edit'),
        schema: { tags, body: ZEmailTemplateCreate, response: { 200: ZEnvelope(ZEmailTemplate) } },
      },
      async (req) => ({ data: await templates.create(req.body, callerOf(req)) }),
    );
    app.put(
      EMAIL_TEMPLATE_PATHS.update,
      {
        config: access('edit'),
        schema: {
          tags,
          params: ZIdParam,
          body: ZEmailTemplateUpdate,
          response: { 200: ZEnvelope(ZEmailTemplate) },
        },
      },
      async (req) => ({ data: await templates.update(req.params.id, req.body, callerOf(req)) }),
    );
    app.delete(
      EMAIL_TEMPLATE_PATHS.delete,
      {
        config: access('delete'),
        schema: { tags, params: ZIdParam, response: { 200: ZEnvelope(z.object({ id: z.uuid() })) } },
      },
      async (req) => ({ data: await templates.remove(req.params.id, callerOf(req)) }),
    );
  };
