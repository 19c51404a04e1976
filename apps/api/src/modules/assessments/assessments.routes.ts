import {
  ASSESSMENT_PATHS as P,
  SPOKEN_ANSWER_MAX_BYTES,
  ZAssessmentAudio,
  ZAssessmentAudioParam,
  ZAssessmentPlayAudio,
  ZAssessmentResult,
  ZAssessmentReview,
  ZAssessmentSave,
  ZAssessmentSaved,
  ZAssessmentSendResult,
  ZAssessmentTokenParam,
  ZCandidateAssessment,
  ZEnvelope,
  ZIdParam,
  ZItemId,
  ZSendAssessment,
  ZSpokenAnswerProgress,
  ZSpokenItemParam,
  ZSpokenRate,
  ZSpokenTranscribe,
  ZSpokenUploadParam,
} from '@ats/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createAiProvider } from '../../adapters/ai';
import { sendRangedMedia } from '../../lib/ranged-reply';
import { dataRoutes } from '../../plugins/data-routes';
import { callerOf, publicAccessBy } from '../../plugins/route-access';
import { createLinkTokens, trackerAccess } from '../interviews';
import type { ModuleDeps } from '../module-deps';
import { recordingStorage } from '../recorded-answers';
import { mountTus, tusUploadIdOf, uploadRateLimit, uploadsServiceFor } from '../uploads';
import { createAssessmentsService } from './assessments.service';
import { createCandidateAssessmentsService } from './candidate-assessments.service';
import { createSpokenCandidateService, SPOKEN_KEYS } from './spoken-candidate.service';
import { createSpokenReviewService } from './spoken-review.service';

const publicAccess = publicAccessBy('link-token');
/** Offset questions count in the tus bucket: a long answer is many PATCHes (as video answers). */
const tusRateLimit = uploadRateLimit('spoken-tus');

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
    const storage = recordingStorage(uploadsServiceFor(deps).storage, deps.config);
    const spoken = createSpokenReviewService(
      deps.db,
      storage,
      createAiProvider(deps.config.ai),
      deps.config.jwtSecret,
    );
    const service = createAssessmentsService(
      deps.db,
      { tokens: createLinkTokens(deps.config.jwtSecret), publicUrl: deps.publicUrl },
      spoken,
    );
    const tags = ['assessments'];

    app.post(
      P.send,
      {
        config: trackerAccess('edit'),
        schema: {
          tags,
          summary: 'Creates and emails a language or writing assessment per applicant (one or many)',
          body: ZSendAssessment,
          response: { 200: ZEnvelope(ZAssessmentSendResult) },
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
    app.post(
      P.spokenRate,
      {
        config: trackerAccess('edit'),
        schema: {
          tags,
          summary: "The reviewer's CEFR level (against the speaking descriptors) for one spoken answer",
          params: ZIdParam,
          body: ZSpokenRate,
          response: { 200: ZEnvelope(ZAssessmentResult) },
        },
      },
      async (req) => {
        await spoken.rate(req.params.id, req.body, callerOf(req));
        return { data: await service.result(req.params.id, callerOf(req)) };
      },
    );
    app.post(
      P.spokenTranscribe,
      {
        config: trackerAccess('edit'),
        schema: {
          tags,
          summary:
            'Transcript and AI rubric suggestion of a spoken answer (409 without a provider that can transcribe)',
          params: ZIdParam,
          body: ZSpokenTranscribe,
          response: { 200: ZEnvelope(ZAssessmentResult) },
        },
      },
      async (req) => {
        await spoken.transcribe(req.params.id, req.body.itemId, callerOf(req));
        return { data: await service.result(req.params.id, callerOf(req)) };
      },
    );
    app.get(
      P.spokenStream,
      {
        // Signed URL (a <video> element cannot send the bearer token); the signature is the access.
        config: publicAccessBy('signed-url'),
        schema: {
          tags,
          summary: "Streams a spoken answer for the reviewer's player (signed, short-lived; supports Range)",
          params: z.object({ id: z.uuid(), itemId: ZItemId }),
          querystring: z.object({ exp: z.coerce.number().int().positive(), sig: z.string().max(100) }),
        },
      },
      async (req, reply) => {
        const r = await spoken.stream(
          req.params.id,
          req.params.itemId,
          req.query.exp,
          req.query.sig,
          req.headers.range,
        );
        return sendRangedMedia(reply, r);
      },
    );
  };

/** The candidate's calls, public and rate limited, reached only by the link's token. */
export const candidateAssessmentsRoutes =
  (deps: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const candidate = createCandidateAssessmentsService(deps.db, createAiProvider(deps.config.ai));
    const storage = recordingStorage(uploadsServiceFor(deps).storage, deps.config);
    const spoken = createSpokenCandidateService(deps.db, storage);
    const tags = ['candidate assessments'];

    app.get(
      P.audio,
      {
        config: publicAccess,
        schema: {
          tags,
          summary: "Plays a listening section's clip: each request counts one play (409 when none are left)",
          params: ZAssessmentAudioParam,
        },
      },
      async (req, reply) => {
        const clip = await candidate.audioClip(req.params.token, req.params.sectionId, req.ip);
        return reply
          .type(clip.contentType)
          .header('content-length', String(clip.size))
          .header('cache-control', 'no-store')
          .header('x-plays', String(clip.plays))
          .header('x-max-plays', String(clip.maxPlays))
          .send(await storage.read(clip.key));
      },
    );
    app.get(
      P.spokenProgress,
      {
        config: { ...publicAccess, rateLimit: tusRateLimit },
        schema: {
          tags,
          summary: 'Where a spoken answer stands (pending, uploading, uploaded or corruption_detected)',
          params: ZSpokenItemParam,
          response: { 200: ZEnvelope(ZSpokenAnswerProgress) },
        },
      },
      async (req) => ({ data: await spoken.progress(req.params.token, req.params.itemId) }),
    );
    // Spoken answers over tus (docs/decisions/assessments.md#spoken-answers): the token and item
    // are checked before tus sees the request; the answer counts when the last byte is in.
    mountTus(app, deps, {
      tags,
      createUrl: P.spokenTusCreate,
      uploadUrl: P.spokenTusUpload,
      params: ZSpokenItemParam,
      uploadParams: ZSpokenUploadParam,
      maxSize: SPOKEN_ANSWER_MAX_BYTES,
      rateLimitKey: 'spoken-tus',
      summaries: {
        create:
          'tus: creates the upload of a spoken answer (Upload-Length or Upload-Defer-Length; filetype and durationMs metadata)',
        upload:
          'tus: the offset held (HEAD), more bytes at that offset (PATCH; the last one checks and counts the answer), or termination (DELETE)',
      },
      authorise: (req, method, create) => {
        const p = req.params as { token: string; itemId: string; uploadId?: string };
        return spoken.tusSlot(p.token, p.itemId, method, p.uploadId, create);
      },
      keyOf: (s, name) => SPOKEN_KEYS.tus(s.answerId, s.round, name),
      urlOf: (s, key) =>
        P.spokenTusUpload
          .replace(':token', encodeURIComponent(s.token))
          .replace(':itemId', encodeURIComponent(s.itemId))
          .replace(':uploadId', tusUploadIdOf(s.round, key)),
      onFinish: async (s, { key, mimeType, ...upload }) => {
        await spoken.acceptTusUpload({ ...s, key }, { ...upload, mimeType: mimeType || 'audio/webm' }, s.ip);
      },
      deleteObject: (key) => storage.adapter.delete(key),
    });

    const byToken = dataRoutes(app, { config: publicAccess, tags, params: ZAssessmentTokenParam });
    byToken.get(P.open, ZCandidateAssessment, (req) => candidate.open(req.params.token, req.ip));
    byToken.put(P.start, ZCandidateAssessment, (req) => candidate.start(req.params.token, req.ip));
    byToken.put(P.save, ZAssessmentSaved, (req) => candidate.save(req.params.token, req.body, req.ip), {
      summary: 'Autosave: the answers so far and the integrity counts since the last save',
      body: ZAssessmentSave,
    });
    byToken.put(
      P.playAudio,
      ZAssessmentAudio,
      (req) => candidate.playAudio(req.params.token, req.body.sectionId, req.ip),
      {
        summary: 'Counts one play of a listening section (409 when none are left)',
        body: ZAssessmentPlayAudio,
      },
    );
    byToken.put(
      P.submit,
      ZCandidateAssessment,
      (req) => candidate.submit(req.params.token, req.body, req.ip),
      {
        body: ZAssessmentSave,
      },
    );
  };
