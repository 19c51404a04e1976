import {
  NETWORK_CHECK_BYTES,
  VIDEO_PATHS as P,
  VIDEO_CHUNK_MAX_BYTES,
  ZApplicantInterviewViewQuery,
  ZCandidateVideoInterview,
  ZComfortZoneChecks,
  ZEnvelope,
  ZNetworkCheck,
  ZVideoAnswerComplete,
  ZVideoAnswerProgress,
  ZVideoAnswerRate,
  ZVideoChunkParams,
  ZVideoGroupEvaluate,
  ZVideoReview,
  ZVideoTokenParam,
} from '@ats/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../lib/http-error';
import { sendRangedMedia } from '../../lib/ranged-reply';
import { callerOf, publicAccessBy } from '../../plugins/route-access';
import type { ModuleDeps } from '../module-deps';
import { recordingStorage } from '../recorded-answers';
import { publicUploadGuard, uploadRateLimit, uploadsServiceFor } from '../uploads';
import { resultOrTrackerAccess, trackerAccess } from './interview-access';
import { createLinkTokens } from './interview-token';
import { publicRecordingsRoutes } from './public-recordings.routes';
import { createVideoCandidateService } from './video-candidate.service';
import { videoQuestionTestsRoutes } from './video-question-tests.routes';
import { createVideoReviewService } from './video-review.service';
import { videoTusRoutes } from './video-tus';

const publicAccess = publicAccessBy('link-token');
/** Chunk uploads count in their own bucket: a long answer is many chunks (docs/decisions/video.md#uploads-over-tus). */
const chunkRateLimit = uploadRateLimit('video-chunks');
const BINARY_TYPES = ['application/octet-stream', 'video/webm', 'video/mp4'];

const bytesOf = (body: unknown) => {
  if (!Buffer.isBuffer(body))
    throw new HttpError(400, 'Send the bytes as application/octet-stream', [
      'content-type: application/octet-stream, video/webm or video/mp4',
    ]);
  return body;
};

/** Video interviews: the candidate's recorder calls (public, by token) and the reviewer's (staff). */
export const videoInterviewsRoutes =
  (deps: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const storage = recordingStorage(uploadsServiceFor(deps).storage, deps.config);
    const candidate = createVideoCandidateService(deps.db, createLinkTokens(deps.config.jwtSecret), storage);
    const review = createVideoReviewService(deps.db, storage, deps.config.jwtSecret);
    const tags = ['video interviews'];
    const guard = publicUploadGuard(deps);
    await app.register(publicRecordingsRoutes(deps, storage));
    await app.register(videoQuestionTestsRoutes(deps, storage));
    await app.register(videoTusRoutes(deps, storage, candidate));

    // Chunks arrive as raw bytes, capped per request (this plugin's scope only).
    app.addContentTypeParser(
      BINARY_TYPES,
      { parseAs: 'buffer', bodyLimit: VIDEO_CHUNK_MAX_BYTES },
      (_req, body, done) => done(null, body),
    );

    app.get(
      P.open,
      {
        config: publicAccess,
        schema: {
          tags,
          summary: "The candidate's video interview: every question of the group, for any of its tokens",
          params: ZVideoTokenParam,
          response: { 200: ZEnvelope(ZCandidateVideoInterview) },
        },
      },
      async (req) => ({ data: await candidate.open(req.params.token, req.ip) }),
    );
    app.put(
      P.checks,
      {
        config: publicAccess,
        schema: {
          tags,
          summary: "Keeps the comfort zone's checks with the interview",
          params: ZVideoTokenParam,
          body: ZComfortZoneChecks,
          response: { 200: ZEnvelope(z.object({ saved: z.boolean() })) },
        },
      },
      async (req) => {
        await candidate.saveChecks(req.params.token, req.body);
        return { data: { saved: true } };
      },
    );
    app.post(
      P.networkCheck,
      {
        config: publicAccess,
        bodyLimit: NETWORK_CHECK_BYTES + 1024,
        schema: {
          tags,
          summary: 'Upload-speed probe: the page times sending these bytes to this server',
          params: ZVideoTokenParam,
          response: { 200: ZEnvelope(ZNetworkCheck) },
        },
      },
      async (req) => {
        const body = bytesOf(req.body);
        await candidate.assertLink(req.params.token);
        return { data: { receivedBytes: body.length } };
      },
    );
    app.get(
      P.progress,
      {
        config: { ...publicAccess, rateLimit: chunkRateLimit },
        schema: {
          tags,
          summary: 'What the server holds of an answer (resume from the first missing chunk)',
          params: ZVideoTokenParam,
          response: { 200: ZEnvelope(ZVideoAnswerProgress) },
        },
      },
      async (req) => ({ data: await candidate.progress(req.params.token) }),
    );
    app.put(
      P.chunk,
      {
        config: { ...publicAccess, rateLimit: chunkRateLimit, errors: [413, 507] },
        schema: {
          tags,
          summary: 'Stores one chunk of an answer (idempotent: the same bytes again answer 200)',
          params: ZVideoChunkParams,
          response: { 200: ZEnvelope(ZVideoAnswerProgress) },
        },
      },
      async (req) => ({
        data: await candidate.putChunk(req.params.token, req.params.index, bytesOf(req.body), (bytes) =>
          guard.admit(req.ip, bytes),
        ),
      }),
    );
    app.post(
      P.complete,
      {
        config: publicAccess,
        schema: {
          tags,
          summary: 'Every chunk is there: the server checks the recording and counts the answer',
          params: ZVideoTokenParam,
          body: ZVideoAnswerComplete,
          response: { 200: ZEnvelope(ZVideoAnswerProgress) },
        },
      },
      async (req) => ({ data: await candidate.complete(req.params.token, req.body, req.ip) }),
    );
    // P.requisitionSubmit is the application flow's step (modules/applications): it needs the
    // application's cookie and marks the step done (docs/decisions/application-flow.md#video-step).

    // Staff
    const viewAccess = resultOrTrackerAccess({ menuItem: 'video-questions', op: 'view' });
    app.get(
      P.review,
      {
        config: viewAccess,
        schema: {
          tags,
          summary: "The reviewer's page: answers in order with players, ratings and the comfort-zone checks",
          params: z.object({ groupId: z.uuid() }),
          querystring: ZApplicantInterviewViewQuery,
          response: { 200: ZEnvelope(ZVideoReview) },
        },
      },
      async (req) => ({
        data: await review.review(req.params.groupId, req.query.archived, callerOf(req)),
      }),
    );
    app.post(
      P.rate,
      {
        config: trackerAccess('edit'),
        schema: {
          tags,
          summary: 'Rates one answer (1–5) with notes',
          params: z.object({ interviewId: z.uuid() }),
          body: ZVideoAnswerRate,
          response: { 200: ZEnvelope(ZVideoReview) },
        },
      },
      async (req) => {
        const groupId = await review.rate(req.params.interviewId, req.body, callerOf(req));
        return { data: await review.review(groupId, undefined, callerOf(req)) };
      },
    );
    app.post(
      P.evaluate,
      {
        config: trackerAccess('edit'),
        schema: {
          tags,
          summary: 'The overall recommendation; received answers become evaluated',
          params: z.object({ groupId: z.uuid() }),
          body: ZVideoGroupEvaluate,
          response: { 200: ZEnvelope(ZVideoReview) },
        },
      },
      async (req) => {
        await review.evaluate(req.params.groupId, req.body, callerOf(req));
        return { data: await review.review(req.params.groupId, undefined, callerOf(req)) };
      },
    );
    app.get(
      P.stream,
      {
        // Signed URL (a <video> element cannot send the bearer token); the signature is the access.
        config: publicAccessBy('signed-url'),
        schema: {
          tags,
          summary: "Streams an answer for the reviewer's player (signed, short-lived; supports Range)",
          params: z.object({ interviewId: z.uuid() }),
          querystring: z.object({ exp: z.coerce.number().int().positive(), sig: z.string().max(100) }),
        },
      },
      async (req, reply) => {
        const r = await review.stream(
          req.params.interviewId,
          req.query.exp,
          req.query.sig,
          req.headers.range,
        );
        return sendRangedMedia(reply, r);
      },
    );
  };
