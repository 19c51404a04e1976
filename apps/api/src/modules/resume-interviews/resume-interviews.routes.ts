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
import { dataRoutes } from '../../plugins/data-routes';
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

    const byToken = dataRoutes(app, { config: publicAccess, tags, params: ZInterviewTokenParam });
    byToken.get(P.open, ZResumeInterviewOpen, (req) => service.open(req.params.token, req.ip));
    byToken.post(
      P.uploadUrl,
      ZPresignedUpload,
      (req) => service.presign(req.params.token, req.body, req.ip),
      {
        body: ZPresignUploadRequest,
      },
    );
    byToken.post(P.uploadComplete, ZStoredFile, (req) => service.complete(req.params.token, req.body.s3Key), {
      body: ZUploadComplete,
    });
    byToken.post(
      P.parse,
      ZResumeInterviewParsed,
      (req) => service.parse(req.params.token, req.body.s3Key, req.ip),
      {
        summary:
          'Parses the uploaded resume (or the one on file) for the candidate to check; starts the interview',
        body: ZResumeInterviewParse,
      },
    );
    byToken.put(
      P.submit,
      ZResumeInterviewSubmitted,
      (req) => service.submit(req.params.token, req.body, req.ip),
      {
        summary: 'Submits the confirmed resume; the server scores it against the resume profile',
        body: ZResumeInterviewSubmit,
        bodyLimit: SUBMIT_BODY_LIMIT,
      },
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
    const pilotPage = dataRoutes(app, {
      config: openAccess,
      tags: pilotTags,
      params: z.object({ referenceId: z.uuid() }),
    });
    pilotPage.get(P.testOpen, ZResumeTestOpen, (req) => pilots.open(req.params.referenceId));
    dataRoutes(app, { config: openAccess, tags: pilotTags }).post(
      P.testCreate,
      ZResumeTestCreated,
      (req) => pilots.create(req.body, req.ip),
      { body: ZTestResultCreate },
    );
    const byPilotToken = dataRoutes(app, { config: publicAccess, tags: pilotTags, params: ZPilotToken });
    byPilotToken.post(
      P.testUploadUrl,
      ZPresignedUpload,
      (req) => pilots.presign(req.params.token, req.body, req.ip),
      {
        body: ZPresignUploadRequest,
      },
    );
    byPilotToken.post(
      P.testUploadComplete,
      ZStoredFile,
      (req) => pilots.complete(req.params.token, req.body.s3Key),
      {
        body: ZUploadComplete,
      },
    );
    byPilotToken.post(
      P.testParse,
      ZResumeInterviewParsed,
      (req) => pilots.parse(req.params.token, req.body.s3Key, req.ip),
      {
        body: ZResumeInterviewParse,
      },
    );
    byPilotToken.put(
      P.testSubmit,
      ZResumeInterviewSubmitted,
      (req) => pilots.submit(req.params.token, req.body, req.ip),
      {
        body: ZResumeInterviewSubmit,
        bodyLimit: SUBMIT_BODY_LIMIT,
      },
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
