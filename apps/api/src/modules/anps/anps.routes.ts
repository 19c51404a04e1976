import {
  ANPS_PATHS as P,
  ZAnpsAnswer,
  ZAnpsSummary,
  ZAnpsSummaryQuery,
  ZAnpsTokenParam,
  ZCandidateAnps,
  ZEnvelope,
  ZSendAnpsResult,
  ZSendAnpsSurvey,
} from '@ats/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf, publicAccessBy } from '../../plugins/route-access';
import { trackerAccess } from '../interviews';
import type { ModuleDeps } from '../module-deps';
import { createAnpsService } from './anps.service';

const publicAccess = publicAccessBy('link-token');

/** aNPS surveys (SPEC §7 `send-anps-survey`), the public answer page's calls and the figures. */
export const anpsRoutes =
  (deps: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const anps = createAnpsService(deps.db, deps.publicUrl);
    const tags = ['anps'];

    app.post(
      P.send,
      {
        config: trackerAccess('edit'),
        schema: { tags, body: ZSendAnpsSurvey, response: { 200: ZEnvelope(ZSendAnpsResult) } },
      },
      async (req) => ({ data: await anps.send(req.body, callerOf(req)) }),
    );
    app.get(
      P.summary,
      {
        config: {
          access: {
            permission: {
              menuItem: 'dashboard',
              op: 'view',
              alsoGrantedBy: [{ menuItem: 'requisitions', op: 'view' }],
            },
          },
        },
        schema: { tags, querystring: ZAnpsSummaryQuery, response: { 200: ZEnvelope(ZAnpsSummary) } },
      },
      async (req) => ({ data: await anps.summary(req.query, callerOf(req)) }),
    );
    app.get(
      P.open,
      {
        config: publicAccess,
        schema: { tags, params: ZAnpsTokenParam, response: { 200: ZEnvelope(ZCandidateAnps) } },
      },
      async (req) => ({ data: await anps.open(req.params.token) }),
    );
    app.put(
      P.answer,
      {
        config: publicAccess,
        schema: {
          tags,
          params: ZAnpsTokenParam,
          body: ZAnpsAnswer,
          response: { 200: ZEnvelope(ZCandidateAnps) },
        },
      },
      async (req) => ({
        data: await anps.answer(req.params.token, req.body.score, req.body.comment ?? '', req.ip),
      }),
    );
  };
