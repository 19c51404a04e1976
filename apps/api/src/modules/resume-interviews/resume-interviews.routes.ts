import {
  RESUME_INTERVIEW_PATHS as P,
  ZApplicantInterview,
  ZEnvelope,
  ZFairnessQuery,
  ZFairnessReport,
  ZInterviewTokenParam,
  ZPresignedUpload,
  ZPresignUploadRequest,
  ZResumeInterviewOpen,
  ZResumeInterviewParse,
  ZResumeInterviewParsed,
  ZResumeInterviewSubmit,
  ZResumeInterviewSubmitted,
  ZResumeOverrideRequest,
  ZResumeTestCreated,
  ZResumeTestOpen,
  ZStoredFile,
  ZTestResultCreate,
  ZUploadComplete,
} from '@ats/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendCsv } from '../../lib/list/csv-reply';
import { callerOf, publicAccessBy } from '../../plugins/route-access';
import { testResultStaffRoutes, trackerAccess } from '../interviews';
import type { ModuleDeps } from '../module-deps';
import { fairnessCsv } from '../resume-parsing';
import { createResumeInterviewsService } from './resume-interviews.service';
import { createResumeTestsService } from './resume-tests.service';

const publicAccess = publicAccessBy('link-token');
/** The pilot test page and its start need nothing: a pilot opens content by its id. */
const openAccess = publicAccessBy('none');
const ZPilotToken = z.object({ token: ZInterviewTokenParam.shape.token });
/** The fairness report: the resume results item, or the resume profiles' own view (its altId). */
const FAIRNESS_ACCESS = {
  access: {
    permission: {
      menuItem: 'resume-screen-results',
      op: 'view',
      alsoGrantedBy: [{ menuItem: 'resume-profiles', op: 'view' }],
    },
  },
} as const;
/** A confirmed JSON Resume is at most a few hundred KB. */
const SUBMIT_BODY_LIMIT = 512 * 1024;

/** Resume-profile interviews: the candidate's page (by token), the override and the fairness report. */
export const resumeInterviewsRoutes =
  (deps: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const service = createResumeInterviewsService(deps);
    const tags = ['resume interviews'];

    app.get(
      P.open,
      {
        config: publicAccess,
        schema: { tags, params: ZInterviewTokenParam, response: { 200: ZEnvelope(ZResumeInterviewOpen) } },
      },
      async (req) => ({ data: await service.open(req.params.token, req.ip) }),
    );
    app.post(
      P.uploadUrl,
      {
        config: publicAccess,
        schema: {
          tags,
          params: ZInterviewTokenParam,
          body: ZPresignUploadRequest,
          response: { 200: ZEnvelope(ZPresignedUpload) },
        },
      },
      async (req) => ({ data: await service.presign(req.params.token, req.body, req.ip) }),
    );
    app.post(
      P.uploadComplete,
      {
        config: publicAccess,
        schema: {
          tags,
          params: ZInterviewTokenParam,
          body: ZUploadComplete,
          response: { 200: ZEnvelope(ZStoredFile) },
        },
      },
      async (req) => ({ data: await service.complete(req.params.token, req.body.s3Key) }),
    );
    app.post(
      P.parse,
      {
        config: publicAccess,
        schema: {
          tags,
          summary:
            'Parses the uploaded resume (or the one on file) for the candidate to check; starts the interview',
          params: ZInterviewTokenParam,
          body: ZResumeInterviewParse,
          response: { 200: ZEnvelope(ZResumeInterviewParsed) },
        },
      },
      async (req) => ({ data: await service.parse(req.params.token, req.body.s3Key, req.ip) }),
    );
    app.put(
      P.submit,
      {
        config: publicAccess,
        bodyLimit: SUBMIT_BODY_LIMIT,
        schema: {
          tags,
          summary: 'Submits the confirmed resume; the server scores it against the resume profile',
          params: ZInterviewTokenParam,
          body: ZResumeInterviewSubmit,
          response: { 200: ZEnvelope(ZResumeInterviewSubmitted) },
        },
      },
      async (req) => ({ data: await service.submit(req.params.token, req.body, req.ip) }),
    );
    app.post(
      P.override,
      {
        config: trackerAccess('edit'),
        schema: {
          tags,
          summary: "A recruiter's decision on a resume verdict, with a note (audited; the verdict is kept)",
          params: z.object({ id: z.uuid() }),
          body: ZResumeOverrideRequest,
          response: { 200: ZEnvelope(ZApplicantInterview) },
        },
      },
      async (req) => ({ data: await service.override(req.params.id, req.body, callerOf(req)) }),
    );

    // Pilots: the public page by profile id, then the pilot's token; staff screens as every prefix.
    const pilots = createResumeTestsService(deps);
    const pilotTags = ['resume-profile-test-results'];
    app.get(
      P.testOpen,
      {
        config: openAccess,
        schema: {
          tags: pilotTags,
          params: z.object({ referenceId: z.uuid() }),
          response: { 200: ZEnvelope(ZResumeTestOpen) },
        },
      },
      async (req) => ({ data: await pilots.open(req.params.referenceId) }),
    );
    app.post(
      P.testCreate,
      {
        config: openAccess,
        schema: {
          tags: pilotTags,
          body: ZTestResultCreate,
          response: { 200: ZEnvelope(ZResumeTestCreated) },
        },
      },
      async (req) => ({ data: await pilots.create(req.body, req.ip) }),
    );
    app.post(
      P.testUploadUrl,
      {
        config: publicAccess,
        schema: {
          tags: pilotTags,
          params: ZPilotToken,
          body: ZPresignUploadRequest,
          response: { 200: ZEnvelope(ZPresignedUpload) },
        },
      },
      async (req) => ({ data: await pilots.presign(req.params.token, req.body, req.ip) }),
    );
    app.post(
      P.testUploadComplete,
      {
        config: publicAccess,
        schema: {
          tags: pilotTags,
          params: ZPilotToken,
          body: ZUploadComplete,
          response: { 200: ZEnvelope(ZStoredFile) },
        },
      },
      async (req) => ({ data: await pilots.complete(req.params.token, req.body.s3Key) }),
    );
    app.post(
      P.testParse,
      {
        config: publicAccess,
        schema: {
          tags: pilotTags,
          params: ZPilotToken,
          body: ZResumeInterviewParse,
          response: { 200: ZEnvelope(ZResumeInterviewParsed) },
        },
      },
      async (req) => ({ data: await pilots.parse(req.params.token, req.body.s3Key, req.ip) }),
    );
    app.put(
      P.testSubmit,
      {
        config: publicAccess,
        bodyLimit: SUBMIT_BODY_LIMIT,
        schema: {
          tags: pilotTags,
          params: ZPilotToken,
          body: ZResumeInterviewSubmit,
          response: { 200: ZEnvelope(ZResumeInterviewSubmitted) },
        },
      },
      async (req) => ({ data: await pilots.submit(req.params.token, req.body, req.ip) }),
    );
    await app.register(testResultStaffRoutes('resume-profile')(deps));

    app.get(
      P.fairness,
      {
        config: FAIRNESS_ACCESS,
        schema: { tags, querystring: ZFairnessQuery, response: { 200: ZEnvelope(ZFairnessReport) } },
      },
      async (req) => ({ data: await service.fairness(req.query) }),
    );
    app.get(
      P.fairnessExport,
      {
        config: FAIRNESS_ACCESS,
        schema: { tags, summary: 'The fairness report as CSV', querystring: ZFairnessQuery },
      },
      async (req, reply) => {
        const report = await service.fairness(req.query);
        return sendCsv(reply, 'resume-fairness', fairnessCsv(report));
      },
    );
  };
