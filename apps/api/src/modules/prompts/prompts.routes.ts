import {
  PROMPT_PATHS,
  ZAiCall,
  ZAiCallListQuery,
  ZEnvelope,
  ZIdParam,
  ZListPage,
  ZPrompt,
  ZPromptCreate,
  ZPromptIdParam,
  ZPromptListItem,
  ZPromptListQuery,
  ZPromptMarkCurrent,
  ZPromptUpdate,
  ZPromptVersionParams,
  ZPromptVersionSave,
} from '@ats/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deleteByIdRoute } from '../../plugins/delete-by-id-route';
import { callerOf, menuItemAccess } from '../../plugins/route-access';
import type { ModuleDeps } from '../module-deps';
import { listAiCalls } from './ai-calls.repo';
import { createPromptsService } from './prompts.service';

const access = menuItemAccess('prompt-library');
/** A prompt is text plus settings; 256 KB leaves room for a long template and output schema. */
const BODY_LIMIT = 256 * 1024;

export const promptsRoutes =
  (deps: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const service = createPromptsService(deps);
    const tags = ['prompts'];
    const one = { 200: ZEnvelope(ZPrompt) };

    app.get(
      PROMPT_PATHS.list,
      {
        config: access('view'),
        schema: { tags, querystring: ZPromptListQuery, response: { 200: ZListPage(ZPromptListItem) } },
      },
      async (req) => {
        const { purpose, archived: _archived, ...args } = req.query;
        return { data: await service.list({ ...args, purposes: purpose }) };
      },
    );

    app.get(
      PROMPT_PATHS.get,
      { config: access('view'), schema: { tags, params: ZIdParam, response: one } },
      async (req) => ({ data: await service.get(req.params.id) }),
    );

    app.get(
      PROMPT_PATHS.usage,
      {
        config: access('view'),
        schema: {
          tags,
          params: ZIdParam,
          querystring: ZAiCallListQuery,
          response: { 200: ZListPage(ZAiCall) },
        },
      },
      async (req) => {
        await service.get(req.params.id);
        return { data: await listAiCalls(deps.db, req.params.id, req.query) };
      },
    );

    app.post(
      PROMPT_PATHS.create,
      { bodyLimit: BODY_LIMIT, config: access('edit'), schema: { tags, body: ZPromptCreate, response: one } },
      async (req) => ({ data: await service.create(req.body, callerOf(req)) }),
    );

    app.post(
      PROMPT_PATHS.update,
      {
        bodyLimit: BODY_LIMIT,
        config: access('edit'),
        schema: { tags, params: ZPromptIdParam, body: ZPromptUpdate, response: one },
      },
      async (req) => ({ data: await service.update(req.params.promptId, req.body, callerOf(req)) }),
    );

    deleteByIdRoute(app, PROMPT_PATHS.delete, {
      config: access('delete'),
      tags,
      remove: service.remove,
      message: 'Prompt deleted',
    });

    app.post(
      PROMPT_PATHS.saveVersion,
      {
        bodyLimit: BODY_LIMIT,
        config: access('edit'),
        schema: { tags, body: ZPromptVersionSave, response: one },
      },
      async (req) => ({ data: await service.saveVersion(req.body, callerOf(req)) }),
    );

    app.post(
      PROMPT_PATHS.markVersionCurrent,
      { config: access('edit'), schema: { tags, body: ZPromptMarkCurrent, response: one } },
      async (req) => ({ data: await service.markCurrent(req.body.promptId, req.body.id, callerOf(req)) }),
    );

    app.delete(
      PROMPT_PATHS.deleteVersion,
      { config: access('delete'), schema: { tags, params: ZPromptVersionParams, response: one } },
      async (req) => ({
        data: await service.deleteVersion(req.params.promptId, req.params.versionId, callerOf(req)),
      }),
    );
  };
