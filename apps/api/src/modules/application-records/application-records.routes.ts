import {
  APPLICATION_PATHS,
  ZApplicationApplicantParam,
  ZApplicationErasure,
  ZApplicationEvent,
  ZApplicationFunnel,
  ZApplicationRequisitionParam,
  ZApplicationStaffView,
  ZEnvelope,
} from '@ats/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../plugins/route-access';
import type { ModuleDeps } from '../module-deps';
import { createApplicationErasure } from './application-erasure';
import { funnelOf } from './application-funnel';
import { recordFunnelEvent } from './funnel-events';

/**
 * The funnel events the candidate's browser reports, and staff views of the candidate's
 * application flow: a requisition's funnel, and the candidate's
 * requests (withdrawal, deletion) on the applicant page, with the deletion carried out.
 */
export const applicationRecordsRoutes =
  (deps: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['application flow'];

    // What the candidate's browser reports for the funnel (public, rate limited on its own).
    app.post(
      APPLICATION_PATHS.events,
      {
        config: { access: { public: true }, rateLimit: { max: 120, timeWindow: '1 minute' } },
        schema: {
          tags,
          body: ZApplicationEvent,
          response: { 200: ZEnvelope(z.object({ recorded: z.boolean() })) },
        },
      },
      async (req) => {
        await recordFunnelEvent(deps.db, req.body, req.headers['user-agent'] ?? '');
        return { data: { recorded: true } };
      },
    );
    app.get(
      APPLICATION_PATHS.funnel,
      {
        config: { access: { permission: { menuItem: 'requisitions', op: 'view' } } },
        schema: {
          tags,
          params: ZApplicationRequisitionParam,
          response: { 200: ZEnvelope(ZApplicationFunnel) },
        },
      },
      async (req) => ({ data: await funnelOf(deps.db, req.params.requisitionId, callerOf(req)) }),
    );

    const erasure = createApplicationErasure(deps.db);
    app.get(
      APPLICATION_PATHS.staff,
      {
        config: { access: { permission: { menuItem: 'req-applicant-tracker', op: 'view' } } },
        schema: {
          tags,
          params: ZApplicationApplicantParam,
          response: { 200: ZEnvelope(ZApplicationStaffView) },
        },
      },
      async (req) => ({ data: await erasure.staffView(req.params.applicantId, callerOf(req)) }),
    );
    app.put(
      APPLICATION_PATHS.erase,
      {
        config: { access: { permission: { menuItem: 'req-applicant-tracker', op: 'delete' } } },
        schema: {
          tags,
          params: ZApplicationApplicantParam,
          response: { 200: ZEnvelope(ZApplicationErasure) },
        },
      },
      async (req) => ({ data: await erasure.erase(req.params.applicantId, callerOf(req), req.ip) }),
    );
  };
