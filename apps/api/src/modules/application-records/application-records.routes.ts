import {
  ZApplicationApplicantParam,
  ZApplicationErasure,
  ZApplicationFunnel,
  ZApplicationRequisitionParam,
  ZApplicationStaffView,
  ZEnvelope,
} from '@ats/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../plugins/auth';
import type { ModuleDeps } from '../module-deps';
import { createApplicationErasure } from './application-erasure';
import { funnelOf } from './application-funnel';

/**
 * Staff views of the candidate's application flow: a requisition's funnel, and the candidate's
 * requests (withdrawal, deletion) on the applicant page, with the deletion carried out.
 */
export const applicationRecordsRoutes =
  (deps: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['application flow'];
    app.get(
      '/api/applications/funnel/:requisitionId',
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
      '/api/applications/staff/:applicantId',
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
      '/api/applications/erase/:applicantId',
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
