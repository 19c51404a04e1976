import {
  PIPELINE_PATHS,
  ZEnvelope,
  ZIdParam,
  ZListPage,
  ZPipelineBoard,
  ZPipelineCard,
  ZPipelineColumnQuery,
  ZPipelineMove,
} from '@ats/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf, menuItemAccess } from '../../plugins/route-access';
import type { ModuleDeps } from '../module-deps';
import { uploadsServiceFor } from '../uploads';
import { createPipelineService } from './pipeline.service';

/** The board is the requisition applicant tracker seen by status: the tracker's permission. */
const access = menuItemAccess<'view' | 'edit'>('req-applicant-tracker');

export const pipelineRoutes =
  (deps: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const pipeline = createPipelineService(deps.db, uploadsServiceFor(deps), deps.publicUrl);
    const tags = ['pipeline'];

    app.get(
      PIPELINE_PATHS.board,
      {
        config: access('view'),
        schema: {
          tags,
          summary: "A requisition's live applicants in one column per status, with counts",
          params: ZIdParam,
          response: { 200: ZEnvelope(ZPipelineBoard) },
        },
      },
      async (req) => ({ data: await pipeline.board(req.params.id, callerOf(req)) }),
    );
    app.get(
      PIPELINE_PATHS.column,
      {
        config: access('view'),
        schema: {
          tags,
          summary: 'More cards of one column (keyset)',
          params: ZIdParam,
          querystring: ZPipelineColumnQuery,
          response: { 200: ZListPage(ZPipelineCard) },
        },
      },
      async (req) => ({ data: await pipeline.column(req.params.id, req.query, callerOf(req)) }),
    );
    app.post(
      PIPELINE_PATHS.move,
      {
        config: access('edit'),
        schema: {
          tags,
          summary: 'Moves a card to another column: a status change with the tracker rules',
          params: ZIdParam,
          body: ZPipelineMove,
          response: { 200: ZEnvelope(z.object({ moved: z.boolean(), message: z.string() })) },
        },
      },
      async (req) => ({ data: await pipeline.move(req.params.id, req.body, callerOf(req)) }),
    );
  };
