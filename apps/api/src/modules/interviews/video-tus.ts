import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import {
  VIDEO_PATHS as P,
  TUS_DURATION_HEADER,
  TUS_METADATA,
  VIDEO_ANSWER_MAX_BYTES,
  ZVideoTokenParam,
} from '@ats/contract';
import { Server } from '@tus/server';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from '../../config';
import { HttpError } from '../../lib/http-error';
import { parseTusMetadata, tusDatastore } from '../uploads';
import type { TusSlot, VideoCandidateService } from './video-candidate.service';
import { tusKey, type VideoStorage } from './video-storage';

/** The store's bookkeeping object beside an upload (removed once the answer has the file). */
const sidecarOf = (config: AppConfig, key: string) =>
  config.storage.driver === 's3' ? `${key}.info` : `${key}.json`;

const intOrNull = (v: string | null | undefined) => {
  if (v === null || v === undefined || !/^\d{1,15}$/.test(v)) return null;
  return Number(v);
};

/** A failure of ours, in tus's error shape: the same JSON body as every other API error. */
const tusError = (e: HttpError) => ({
  status_code: e.statusCode,
  body: JSON.stringify({ message: e.message, errors: e.errors }),
});

const tusRateLimit = {
  max: 600,
  timeWindow: '1 minute',
  keyGenerator: (req: { ip: string }) => `video-tus:${req.ip}`,
};

/**
 * tus 1.0 (creation, creation-defer-length, termination) for video answers, video tests and
 * public recordings: every request is authorised by the slot's upload token before tus sees it
 * (video-candidate.service.ts `tusSlot`), and the finished file goes the way of a completed
 * chunk upload (`acceptTusUpload`: quick checks, `validating`, the probe job).
 */
export const videoTusRoutes =
  (config: AppConfig, storage: VideoStorage, candidate: VideoCandidateService): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['video interviews'];
    const slots = new WeakMap<IncomingMessage, TusSlot & { ip: string }>();
    const slotOf = (req: unknown) => {
      const node = (req as { runtime?: { node?: { req?: IncomingMessage } } }).runtime?.node?.req;
      const slot = node && slots.get(node);
      if (!slot) throw { status_code: 404, body: JSON.stringify({ message: 'No such upload' }) };
      return slot;
    };

    const tus = new Server({
      path: '/api/video-answers',
      datastore: tusDatastore(config),
      maxSize: VIDEO_ANSWER_MAX_BYTES,
      disableTerminationForFinishedUploads: true,
      namingFunction: (req) => {
        const s = slotOf(req);
        return tusKey(s.answerId, s.round, randomBytes(16).toString('hex'));
      },
      // Relative, so it holds behind any proxy; the client resolves it against the endpoint.
      generateUrl: (req, { id }) => {
        const s = slotOf(req);
        const name = id.slice(id.lastIndexOf('upload-') + 'upload-'.length);
        return P.tusUpload
          .replace(':token', encodeURIComponent(s.token))
          .replace(':uploadId', `${s.round}-${name}`);
      },
      getFileIdFromRequest: (req) => slotOf(req).key,
      onUploadFinish: async (req, upload) => {
        const s = slotOf(req);
        const key = upload.id;
        const durationMs =
          intOrNull(req.headers.get(TUS_DURATION_HEADER)) ??
          intOrNull(upload.metadata?.[TUS_METADATA.durationMs] ?? null);
        try {
          await candidate.acceptTusUpload(
            { ...s, key },
            {
              size: upload.size ?? upload.offset,
              mimeType: upload.metadata?.[TUS_METADATA.type] ?? 'video/webm',
              durationMs,
            },
            s.ip,
          );
        } catch (e) {
          if (e instanceof HttpError) throw tusError(e);
          throw e;
        } finally {
          await storage.adapter.delete(sidecarOf(config, key)).catch(() => undefined);
        }
        return {};
      },
    });

    // tus bodies stay unread here: the tus server streams them to disk or S3.
    app.addContentTypeParser('application/offset+octet-stream', (_req, _payload, done) => done(null));

    const handOver = async (req: FastifyRequest, reply: FastifyReply, slot: TusSlot) => {
      slots.set(req.raw, { ...slot, ip: req.ip });
      reply.hijack();
      await tus.handle(req.raw, reply.raw);
    };

    app.post(
      P.tusCreate,
      {
        config: { access: { public: true }, rateLimit: tusRateLimit },
        schema: {
          tags,
          summary:
            'tus: creates the upload of an answer (Upload-Length or Upload-Defer-Length, filetype metadata)',
          params: ZVideoTokenParam,
        },
      },
      async (req, reply) => {
        const meta = parseTusMetadata(req.headers['upload-metadata'] as string | undefined);
        const length = intOrNull(req.headers['upload-length'] as string | undefined);
        if (req.headers['upload-length'] !== undefined && length === null)
          throw new HttpError(400, 'Upload-Length must be a whole number of bytes');
        const slot = await candidate.tusSlot(req.params.token, 'POST', undefined, {
          length,
          mimeType: meta[TUS_METADATA.type],
        });
        return handOver(req, reply, slot);
      },
    );
    app.route({
      method: ['HEAD', 'PATCH', 'DELETE'],
      url: P.tusUpload,
      config: { access: { public: true }, rateLimit: tusRateLimit },
      schema: {
        tags,
        summary: 'tus: the offset held (HEAD), more bytes at that offset (PATCH), or termination (DELETE)',
        params: ZVideoTokenParam.extend({ uploadId: z.string().max(60) }),
      },
      handler: async (req, reply) => {
        const { token, uploadId } = req.params as { token: string; uploadId: string };
        const slot = await candidate.tusSlot(token, req.method as 'HEAD' | 'PATCH' | 'DELETE', uploadId);
        return handOver(req, reply, slot);
      },
    });
  };
