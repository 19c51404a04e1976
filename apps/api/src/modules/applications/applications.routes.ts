import {
  APPLICATION_PATHS,
  ZApplicationApplicantParam,
  ZApplicationContinue,
  ZApplicationPlan,
  ZApplicationPreScreenReply,
  ZApplicationQualificationSubmit,
  ZApplicationRequisitionParam,
  ZApplicationStartReply,
  ZApplicationStartSubmit,
  ZApplicationState,
  ZEnvelope,
} from '@ats/contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { useCookies } from '../../lib/cookies';
import { publicAccessBy } from '../../plugins/route-access';
import type { ModuleDeps } from '../module-deps';
import type { CandidateContext } from './application-context';
import { createApplicationsService } from './applications.service';
import { contextOf, setCookie } from './candidate-request';

/** The steps of an application in progress: its cookie opens them. */
const publicAccess = publicAccessBy('application-cookie');

/**
 * The candidate's application flow (docs/decisions/application-flow.md). Public and rate
 * limited; after personal-info every call needs the application's cookie (or the continue link,
 * which issues one). Staff handling of applications is in `application-records`.
 */
export const applicationsRoutes =
  (deps: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const flow = createApplicationsService(deps);
    const tags = ['application flow'];
    const applicant = { tags, params: ZApplicationApplicantParam };
    const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');
    await useCookies(app);

    app.get(
      APPLICATION_PATHS.plan,
      {
        config: publicAccessBy('none'),
        schema: {
          tags,
          params: ZApplicationRequisitionParam,
          response: { 200: ZEnvelope(ZApplicationPlan) },
        },
      },
      async (req) => ({ data: await flow.plan(req.params.requisitionId) }),
    );

    app.put(
      APPLICATION_PATHS.start,
      {
        config: publicAccessBy('none', 'application-cookie'),
        schema: {
          tags,
          summary: 'personal-info starts (or resumes) the application; resume-profile attaches the resume',
          params: ZApplicationRequisitionParam,
          body: ZApplicationStartSubmit,
          response: { 200: ZEnvelope(ZApplicationStartReply) },
        },
      },
      async (req, reply) => {
        noStore(reply);
        const ctx = contextOf(req);
        if (req.body.step === 'resume-profile') {
          return {
            data: {
              resumed: false as const,
              state: await flow.submitResume(req.params.requisitionId, req.body, ctx),
            },
          };
        }
        const { reply: data, cookie } = await flow.startApplication(req.params.requisitionId, req.body, ctx);
        if (cookie) setCookie(req, reply, cookie);
        return { data };
      },
    );

    // The calls on one application that take no body.
    type Call = (applicantId: string, ctx: CandidateContext) => Promise<unknown>;
    const calls: ['GET' | 'PUT', string, z.ZodType, Call, { noStore?: boolean }?][] = [
      ['GET', APPLICATION_PATHS.state, ZApplicationState, flow.state, { noStore: true }],
      ['PUT', APPLICATION_PATHS.preScreening, ZApplicationPreScreenReply, flow.runPreScreening],
      ['PUT', APPLICATION_PATHS.complete, ZApplicationState, flow.complete],
      ['PUT', APPLICATION_PATHS.withdraw, ZApplicationState, flow.withdraw],
      ['PUT', APPLICATION_PATHS.deletionRequest, ZApplicationState, flow.requestDeletion],
    ];
    for (const [method, url, data, run, opts = {}] of calls)
      app.route({
        method,
        url,
        config: publicAccess,
        schema: { ...applicant, response: { 200: ZEnvelope(data) } },
        handler: async (req, reply) => {
          if (opts.noStore) noStore(reply);
          return { data: await run(req.params.applicantId, contextOf(req)) } as never;
        },
      });

    app.put(
      APPLICATION_PATHS.qualificationSubmit,
      {
        config: publicAccess,
        schema: {
          ...applicant,
          body: ZApplicationQualificationSubmit,
          response: { 200: ZEnvelope(ZApplicationState) },
        },
      },
      async (req) => ({
        data: await flow.submitQualification(req.params.applicantId, req.body, contextOf(req)),
      }),
    );

    app.post(
      APPLICATION_PATHS.continue,
      {
        config: {
          ...publicAccessBy('link-token'),
          rateLimit: { max: 20, timeWindow: '1 minute' },
          errors: [404],
        },
        schema: {
          tags,
          summary: 'Opens the application of a continue link in this browser (sets its cookie)',
          body: ZApplicationContinue,
          response: { 200: ZEnvelope(z.object({ state: ZApplicationState, next: z.string() })) },
        },
      },
      async (req, reply) => {
        noStore(reply);
        const { cookie, ...data } = await flow.continueWith(req.body.token);
        setCookie(req, reply, cookie);
        return { data };
      },
    );
  };
