import {
  APPLICATION_PATHS,
  ZApplicationApplicantParam,
  ZApplicationResumePrefill,
  ZEnvelope,
  ZPresignedUpload,
  ZPresignUploadRequest,
  ZStoredFile,
  ZUploadComplete,
} from '@ats/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { useCookies } from '../../lib/cookies';
import { publicAccessBy } from '../../plugins/route-access';
import { contextOf, createApplicationsService } from '../applications';
import type { ModuleDeps } from '../module-deps';
import { uploadsServiceFor } from '../uploads';
import { resumePrefill } from './resume-prefill';

/** Steps of an application in progress: its cookie opens them. */
const publicAccess = publicAccessBy('application-cookie');

/**
 * The resume of an open application: its upload (the shared upload control's candidate
 * endpoints) and the personal info read from it. Public and rate limited; only the application's
 * own cookie may use them.
 */
export const applicationResumeUploadRoutes =
  (deps: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const flow = createApplicationsService(deps);
    const uploads = uploadsServiceFor(deps);
    const applicant = { tags: ['application flow'], params: ZApplicationApplicantParam };
    await useCookies(app);

    app.post(
      APPLICATION_PATHS.uploadUrl,
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
      APPLICATION_PATHS.uploadComplete,
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
      APPLICATION_PATHS.resumePrefill,
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
