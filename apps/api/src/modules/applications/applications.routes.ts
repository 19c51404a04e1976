import {
  ZApplicationApplicantParam,
  ZApplicationContinue,
  ZApplicationPlan,
  ZApplicationPreScreenReply,
  ZApplicationQualificationSubmit,
  ZApplicationRequisitionParam,
  ZApplicationResumePrefill,
  ZApplicationStartReply,
  ZApplicationStartSubmit,
  ZApplicationState,
  ZApplicationTypingStartReply,
  ZApplicationVideoStartReply,
  ZApplicationVideoSubmit,
  ZEnvelope,
  ZPresignedUpload,
  ZPresignUploadRequest,
  ZStoredFile,
  ZUploadComplete,
} from '@ats/contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { useCookies } from '../../lib/cookies';
import { publicAccessBy } from '../../plugins/route-access';
import type { ModuleDeps } from '../module-deps';
import { uploadsServiceFor } from '../uploads';
import type { CandidateContext } from './application-context';
import { createApplicationsService } from './applications.service';
import { contextOf, setCookie } from './candidate-request';
import { resumePrefill } from './resume-prefill';

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
    const uploads = uploadsServiceFor(deps);
    const tags = ['application flow'];
    const applicant = { tags, params: ZApplicationApplicantParam };
    const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');
    await useCookies(app);

    app.get(
      '/api/applications/plan/:requisitionId',
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
      '/api/requisitions/resume-profile/submit/:requisitionId',
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

    // The calls on one application that take no body: /api/applications/{path}/{applicantId}.
    type Call = (applicantId: string, ctx: CandidateContext) => Promise<unknown>;
    const videoStart = "The video step's interview group for this application (created once, then reused)";
    const calls: ['GET' | 'PUT', string, z.ZodType, Call, { noStore?: boolean; summary?: string }?][] = [
      ['GET', 'state', ZApplicationState, flow.state, { noStore: true }],
      ['PUT', 'pre-screening', ZApplicationPreScreenReply, flow.runPreScreening],
      [
        'PUT',
        'video/start',
        ZApplicationVideoStartReply,
        flow.startVideo,
        { noStore: true, summary: videoStart },
      ],
      ['PUT', 'typing/start', ZApplicationTypingStartReply, flow.startTyping],
      ['PUT', 'complete', ZApplicationState, flow.complete],
      ['PUT', 'withdraw', ZApplicationState, flow.withdraw],
      ['PUT', 'deletion-request', ZApplicationState, flow.requestDeletion],
    ];
    for (const [method, path, data, run, opts = {}] of calls)
      app.route({
        method,
        url: `/api/applications/${path}/:applicantId`,
        config: publicAccess,
        schema: { ...applicant, summary: opts.summary, response: { 200: ZEnvelope(data) } },
        handler: async (req, reply) => {
          if (opts.noStore) noStore(reply);
          return { data: await run(req.params.applicantId, contextOf(req)) } as never;
        },
      });

    app.put(
      '/api/requisitions/qualification-question/submit/:applicantId',
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

    app.put(
      '/api/requisitions/video-question/submit/:applicantId',
      {
        config: publicAccess,
        schema: {
          ...applicant,
          summary:
            'video-questions: done once every video question has its answer received and validated, or with the answers so far when the candidate cannot record (an accommodation request the recruiter sees)',
          body: ZApplicationVideoSubmit.nullish(),
          response: { 200: ZEnvelope(ZApplicationState) },
        },
      },
      async (req) => ({
        data: await flow.submitVideo(req.params.applicantId, contextOf(req), req.body ?? {}),
      }),
    );

    app.post(
      '/api/applications/continue',
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

    // The resume upload of an open application (the shared upload control's candidate endpoints).
    app.post(
      '/api/applications/upload-url/:applicantId',
      {
        config: publicAccess,
        schema: { ...applicant, body: ZPresignUploadRequest, response: { 200: ZEnvelope(ZPresignedUpload) } },
      },
      async (req) => {
        const { applicantId } = req.params;
        await flow.state(applicantId, contextOf(req));
        return {
          data: await uploads.presign(
            req.body,
            { type: 'applicant', applicantId },
            { clientAddress: req.ip },
          ),
        };
      },
    );
    app.post(
      '/api/applications/upload-complete/:applicantId',
      {
        config: publicAccess,
        schema: { ...applicant, body: ZUploadComplete, response: { 200: ZEnvelope(ZStoredFile) } },
      },
      async (req) => {
        const { applicantId } = req.params;
        await flow.state(applicantId, contextOf(req));
        return { data: await uploads.complete(req.body.s3Key, { type: 'applicant', applicantId }) };
      },
    );

    app.post(
      '/api/applications/resume-prefill/:applicantId',
      {
        config: {
          ...publicAccess,
          // Each parse holds a worker for up to seconds: bounded per address, whatever the application.
          rateLimit: {
            max: deps.config.resumeParsesPerAddressHour,
            timeWindow: '1 hour',
            keyGenerator: (req: { ip: string }) => `resume-prefill:${req.ip}`,
          },
        },
        schema: {
          ...applicant,
          summary: "Personal info read from the candidate's uploaded resume (built-in parser)",
          body: ZUploadComplete,
          response: { 200: ZEnvelope(ZApplicationResumePrefill) },
        },
      },
      async (req) => {
        const { applicantId } = req.params;
        await flow.state(applicantId, contextOf(req));
        return { data: await resumePrefill(uploads, applicantId, req.body.s3Key) };
      },
    );
  };
