import {
  ASSESSMENT_PATHS as P,
  ZApplicantInterviewSendResult,
  ZAssessmentAudio,
  ZAssessmentPlayAudio,
  ZAssessmentResult,
  ZAssessmentReview,
  ZAssessmentSave,
  ZAssessmentSaved,
  ZAssessmentTokenParam,
  ZCandidateAssessment,
  ZEnvelope,
  ZIdParam,
  ZSendAssessment,
} from '@ats/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createAiProvider } from '../../adapters/ai';
import { callerOf } from '../../plugins/auth';
import { trackerAccess } from '../interviews/interview-access';
import { createLinkTokens } from '../interviews/interview-token';
import type { ModuleDeps } from '../module-deps';
import { createAssessmentsService } from './assessments.service';
import { createCandidateAssessmentsService } from './candidate-assessments.service';

const publicAccess = { access: { public: true } } as const;

/** Who may open an assessment result: its template screen, the trackers, the typing results. */
const RESULT_ACCESS = {
  access: {
    permission: {
      menuItem: 'assessment-templates',
      op: 'view',
      alsoGrantedBy: [
        { menuItem: 'req-applicant-tracker', op: 'view' },
        { menuItem: 'applicant-tracker', op: 'view' },
      ],
    },
  },
} as const;

/** Sending language and writing assessments, their results and the reviewer's final word. */
export const assessmentsRoutes =
  (deps: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const service = createAssessmentsService(deps.db, {
      tokens: createLinkTokens(deps.config.jwtSecret),
      publicUrl: deps.publicUrl,
    });
    const tags = ['assessments'];

    app.post(
      P.send,
      {
        config: trackerAccess('edit'),
        schema: {
          tags,
          summary: 'Creates and emails a language or writing assessment per applicant (one or many)',
          body: ZSendAssessment,
          response: { 200: ZEnvelope(ZApplicantInterviewSendResult) },
        },
      },
      async (req) => ({ data: await service.send(req.body, callerOf(req)) }),
    );
    app.get(
      P.result,
      {
        config: RESULT_ACCESS,
        schema: { tags, params: ZIdParam, response: { 200: ZEnvelope(ZAssessmentResult) } },
      },
      async (req) => ({ data: await service.result(req.params.id, callerOf(req)) }),
    );
    app.post(
      P.review,
      {
        config: trackerAccess('edit'),
        schema: {
          tags,
          summary: "The reviewer's final score (a note is required when it differs from the engine's)",
          params: ZIdParam,
          body: ZAssessmentReview,
          response: { 200: ZEnvelope(ZAssessmentResult) },
        },
      },
      async (req) => ({ data: await service.review(req.params.id, req.body, callerOf(req)) }),
    );
  };

/** The candidate's calls, public and rate limited, reached only by the link's token. */
export const candidateAssessmentsRoutes =
  (deps: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const candidate = createCandidateAssessmentsService(deps.db, createAiProvider(deps.config.ai));
    const tags = ['candidate assessments'];
    const view = { 200: ZEnvelope(ZCandidateAssessment) };

    app.get(
      P.open,
      { config: publicAccess, schema: { tags, params: ZAssessmentTokenParam, response: view } },
      async (req) => ({ data: await candidate.open(req.params.token, req.ip) }),
    );
    app.put(
      P.start,
      { config: publicAccess, schema: { tags, params: ZAssessmentTokenParam, response: view } },
      async (req) => ({ data: await candidate.start(req.params.token, req.ip) }),
    );
    app.put(
      P.save,
      {
        config: publicAccess,
        schema: {
          tags,
          summary: 'Autosave: the answers so far and the integrity counts since the last save',
          params: ZAssessmentTokenParam,
          body: ZAssessmentSave,
          response: { 200: ZEnvelope(ZAssessmentSaved) },
        },
      },
      async (req) => ({ data: await candidate.save(req.params.token, req.body, req.ip) }),
    );
    app.put(
      P.playAudio,
      {
        config: publicAccess,
        schema: {
          tags,
          summary: 'Counts one play of a listening section (409 when none are left)',
          params: ZAssessmentTokenParam,
          body: ZAssessmentPlayAudio,
          response: { 200: ZEnvelope(ZAssessmentAudio) },
        },
      },
      async (req) => ({ data: await candidate.playAudio(req.params.token, req.body.sectionId, req.ip) }),
    );
    app.put(
      P.submit,
      {
        config: publicAccess,
        schema: { tags, params: ZAssessmentTokenParam, body: ZAssessmentSave, response: view },
      },
      async (req) => ({ data: await candidate.submit(req.params.token, req.body, req.ip) }),
    );
  };
