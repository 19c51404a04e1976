import {
  INTERVIEW_TOKEN_PATTERN,
  PUBLIC_RECORDING_PATHS as P,
  PUBLIC_RECORDING_DEVICE_COOKIE,
  ZEnvelope,
  ZPublicRecordingCreate,
  ZPublicRecordingCreated,
  ZPublicRecordingList,
  ZSharedPublicRecording,
} from '@ats/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendRangedMedia } from '../../lib/ranged-reply';
import type { ModuleDeps } from '../module-deps';
import { createPublicRecordingsService } from './public-recordings.service';
import type { VideoStorage } from './video-storage';

const publicAccess = { access: { public: true } } as const;
const DEVICE_COOKIE_DAYS = 365;

/** The device cookie's value, if the request has one. */
const deviceOf = (req: FastifyRequest) => {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === PUBLIC_RECORDING_DEVICE_COOKIE)
      return part.slice(eq + 1).trim();
  }
  return undefined;
};

/** HttpOnly, SameSite=Lax, sent only to the API; Secure over HTTPS. */
const setDeviceCookie = (req: FastifyRequest, reply: FastifyReply, value: string) => {
  const secure = req.protocol === 'https' ? '; Secure' : '';
  reply.header(
    'set-cookie',
    `${PUBLIC_RECORDING_DEVICE_COOKIE}=${value}; Path=/api; Max-Age=${DEVICE_COOKIE_DAYS * 86_400}; HttpOnly; SameSite=Lax${secure}`,
  );
};

/** Public recordings (SPEC §1, §2): create, this device's or staff's list, the share link, playback. */
export const publicRecordingsRoutes =
  (deps: ModuleDeps, storage: VideoStorage): FastifyPluginAsyncZod =>
  async (app) => {
    const service = createPublicRecordingsService(
      deps.db,
      storage,
      deps.config.jwtSecret,
      deps.config.video.retentionDays,
    );
    const tags = ['public recordings'];

    app.post(
      P.create,
      {
        config: publicAccess,
        schema: {
          tags,
          summary:
            'Starts a public recording (name, email, consent); answers its upload token and share link',
          body: ZPublicRecordingCreate,
          response: { 200: ZEnvelope(ZPublicRecordingCreated) },
        },
      },
      async (req, reply) => {
        const r = await service.create(req.body, deviceOf(req), req.auth ?? null);
        if (r.issued) setDeviceCookie(req, reply, r.device);
        reply.header('cache-control', 'no-store');
        return { data: r.created };
      },
    );
    app.get(
      P.list,
      {
        config: publicAccess,
        schema: {
          tags,
          summary: "Signed-in staff: the recordings of their scope; a guest: only this device's",
          response: { 200: ZEnvelope(ZPublicRecordingList) },
        },
      },
      async (req, reply) => {
        reply.header('cache-control', 'no-store');
        return { data: await service.list(deviceOf(req), req.auth ?? null) };
      },
    );
    app.get(
      P.shared,
      {
        config: publicAccess,
        schema: {
          tags,
          summary: 'A recording by its private share link',
          params: z.object({
            shareToken: z.string().regex(INTERVIEW_TOKEN_PATTERN, 'This link is not valid'),
          }),
          response: { 200: ZEnvelope(ZSharedPublicRecording) },
        },
      },
      async (req, reply) => {
        reply.header('cache-control', 'no-store');
        return { data: await service.shared(req.params.shareToken) };
      },
    );
    app.get(
      P.stream,
      {
        // Signed URL from the share link (a <video> element cannot send anything else).
        config: publicAccess,
        schema: {
          tags,
          summary: "Streams a public recording for the share page's player (signed, short-lived; Range)",
          params: z.object({ id: z.uuid() }),
          querystring: z.object({ exp: z.coerce.number().int().positive(), sig: z.string().max(100) }),
        },
      },
      async (req, reply) => {
        const r = await service.stream(req.params.id, req.query.exp, req.query.sig, req.headers.range);
        return sendRangedMedia(reply, r);
      },
    );
  };
