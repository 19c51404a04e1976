import { VIDEO_PATHS as P, VIDEO_ANSWER_MAX_BYTES, ZVideoTokenParam } from '@ats/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ModuleDeps } from '../module-deps';
import type { RecordingStorage } from '../recorded-answers';
import { mountTus, tusUploadIdOf } from '../uploads';
import type { VideoCandidateService } from './video-candidate.service';
import { videoKeys } from './video-keys';

/**
 * tus 1.0 (creation, creation-defer-length, termination) for video answers, video tests and
 * public recordings: every request is authorised by the slot's upload token before tus sees it
 * (video-candidate.service.ts `tusSlot`), and the finished file goes the way of a completed
 * chunk upload (`acceptTusUpload`: quick checks, `validating`, the probe job).
 */
export const videoTusRoutes =
  (deps: ModuleDeps, storage: RecordingStorage, candidate: VideoCandidateService): FastifyPluginAsyncZod =>
  async (app) => {
    mountTus(app, deps, {
      tags: ['video interviews'],
      createUrl: P.tusCreate,
      uploadUrl: P.tusUpload,
      params: ZVideoTokenParam,
      uploadParams: ZVideoTokenParam.extend({ uploadId: z.string().max(60) }),
      maxSize: VIDEO_ANSWER_MAX_BYTES,
      rateLimitKey: 'video-tus',
      summaries: {
        create:
          'tus: creates the upload of an answer (Upload-Length or Upload-Defer-Length, filetype metadata)',
        upload: 'tus: the offset held (HEAD), more bytes at that offset (PATCH), or termination (DELETE)',
      },
      authorise: (req, method, create) => {
        const p = req.params as { token: string; uploadId?: string };
        return candidate.tusSlot(p.token, method, p.uploadId, create);
      },
      keyOf: (s, name) => videoKeys.tus(s.answerId, s.round, name),
      // Relative, so it holds behind any proxy; the client resolves it against the endpoint.
      urlOf: (s, key) =>
        P.tusUpload
          .replace(':token', encodeURIComponent(s.token))
          .replace(':uploadId', tusUploadIdOf(s.round, key)),
      onFinish: async (s, { key, mimeType, ...upload }) => {
        await candidate.acceptTusUpload(
          { ...s, key },
          { ...upload, mimeType: mimeType || 'video/webm' },
          s.ip,
        );
      },
      deleteObject: (key) => storage.adapter.delete(key),
    });
  };
