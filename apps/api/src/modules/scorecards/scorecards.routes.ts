import {
  SCORECARD_PATHS,
  ZApplicantRefParams,
  ZApplicantScorecards,
  ZEnvelope,
  ZIdParam,
  ZScorecardSubmit,
  ZScorecardTemplate,
  ZScorecardTemplateUpdate,
} from '@ats/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf, menuItemAccess } from '../../plugins/route-access';
import type { ModuleDeps } from '../module-deps';
import { createScorecardsService } from './scorecards.service';

const requisitionAccess = menuItemAccess<'view' | 'edit'>('requisitions');

/** Interviewers are any staff: the service checks they are on the interview. */
const interviewerAccess = { access: { signedIn: true } } as const;

export const scorecardsRoutes =
  (deps: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const scorecards = createScorecardsService(deps.db);
    const tags = ['scorecards'];
    const requisitionParams = z.object({ requisitionId: z.uuid() });

    app.get(
      SCORECARD_PATHS.template,
      {
        config: requisitionAccess('view'),
        schema: { tags, params: requisitionParams, response: { 200: ZEnvelope(ZScorecardTemplate) } },
      },
      async (req) => ({ data: await scorecards.template(req.params.requisitionId, callerOf(req)) }),
    );
    app.put(
      SCORECARD_PATHS.template,
      {
        config: requisitionAccess('edit'),
        schema: {
          tags,
          params: requisitionParams,
          body: ZScorecardTemplateUpdate,
          response: { 200: ZEnvelope(ZScorecardTemplate) },
        },
      },
      async (req) => ({
        data: await scorecards.saveTemplate(req.params.requisitionId, req.body.attributes, callerOf(req)),
      }),
    );
    app.get(
      SCORECARD_PATHS.form,
      {
        config: interviewerAccess,
        schema: {
          tags,
          params: ZIdParam,
          response: { 200: ZEnvelope(z.object({ attributes: z.array(z.string()) })) },
        },
      },
      async (req) => ({ data: await scorecards.form(req.params.id, callerOf(req)) }),
    );
    app.post(
      SCORECARD_PATHS.submit,
      {
        config: interviewerAccess,
        schema: {
          tags,
          params: ZIdParam,
          body: ZScorecardSubmit,
          response: { 200: ZEnvelope(z.object({ id: z.uuid() })) },
        },
      },
      async (req) => ({ data: await scorecards.submit(req.params.id, req.body, callerOf(req)) }),
    );
    app.get(
      SCORECARD_PATHS.ofApplicant,
      {
        config: {
          access: {
            permission: {
              menuItem: 'req-applicant-tracker',
              op: 'view',
              alsoGrantedBy: [{ menuItem: 'applicant-tracker', op: 'view' }],
            },
          },
        },
        schema: { tags, params: ZApplicantRefParams, response: { 200: ZEnvelope(ZApplicantScorecards) } },
      },
      async (req) => ({
        data: await scorecards.forApplicant(req.params.kind, req.params.applicantId, callerOf(req)),
      }),
    );
  };
