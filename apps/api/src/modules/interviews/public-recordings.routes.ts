import {
  INTERVIEW_TOKEN_PATTERN,
  labelOf,
  PUBLIC_RECORDING_PATHS as P,
  PUBLIC_RECORDING_DEVICE_COOKIE,
  type TStaffPublicRecording,
  VIDEO_ANSWER_STATUSES,
  ZEnvelope,
  ZIdParam,
  ZListPage,
  ZMessage,
  ZPublicRecordingCreate,
  ZPublicRecordingCreated,
  ZPublicRecordingList,
  ZPublicRecordingListQuery,
  ZSharedPublicRecording,
  ZStaffPublicRecording,
} from '@ats/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { httpOnlyCookie, useCookies } from '../../lib/cookies';
import { type CsvColumn, csvStream } from '../../lib/list/csv';
import { sendCsv } from '../../lib/list/csv-reply';
import { sendRangedMedia } from '../../lib/ranged-reply';
import { callerOf, publicAccessBy } from '../../plugins/route-access';
import type { ModuleDeps } from '../module-deps';
import type { RecordingStorage } from '../recorded-answers';
import { createPublicRecordingsService } from './public-recordings.service';

/** The staff list and delete scope themselves (own, or all with the permission): any signed-in user. */
const staffAccess = { access: { signedIn: true } } as const;

const CSV_COLUMNS: CsvColumn<TStaffPublicRecording>[] = [
  { header: 'Name', value: (r) => r.name },
  { header: 'Email', value: (r) => r.email },
  { header: 'Status', value: (r) => labelOf(VIDEO_ANSWER_STATUSES, r.status) },
  { header: 'Duration (s)', value: (r) => (r.durationMs === null ? null : Math.round(r.durationMs / 1000)) },
  { header: 'Started by', value: (r) => r.createdByName },
  { header: 'Created at', value: (r) => r.createdAt },
  { header: 'Deleted after', value: (r) => r.expiresAt },
];
const DEVICE_COOKIE_DAYS = 365;

/** The device cookie's value, if the request has one. */
const deviceOf = (req: FastifyRequest) => req.cookies[PUBLIC_RECORDING_DEVICE_COOKIE];

/** HttpOnly, SameSite=Lax, sent only to the API; Secure over HTTPS. */
const setDeviceCookie = (reply: FastifyReply, value: string) =>
  reply.setCookie(PUBLIC_RECORDING_DEVICE_COOKIE, value, httpOnlyCookie('/api', DEVICE_COOKIE_DAYS * 86_400));

/** Public recordings (SPEC §1, §2): create, this device's or staff's list, the share link, playback. */
export const publicRecordingsRoutes =
  (deps: ModuleDeps, storage: RecordingStorage): FastifyPluginAsyncZod =>
  async (app) => {
    const service = createPublicRecordingsService(
      deps.db,
      storage,
      deps.config.jwtSecret,
      deps.config.video.retentionDays,
    );
    const tags = ['public recordings'];
    await useCookies(app);

    app.post(
      P.create,
      {
        config: publicAccessBy('none', 'recording-device-cookie', 'staff-bearer'),
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
        if (r.issued) setDeviceCookie(reply, r.device);
        reply.header('cache-control', 'no-store');
        return { data: r.created };
      },
    );
    app.get(
      P.list,
      {
        config: publicAccessBy('recording-device-cookie', 'staff-bearer'),
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
      P.staffList,
      {
        config: staffAccess,
        schema: {
          tags,
          summary: 'Staff: the recordings of their scope, paged (keyset), with search and filters',
          querystring: ZPublicRecordingListQuery,
          response: { 200: ZListPage(ZStaffPublicRecording) },
        },
      },
      async (req) => {
        const { status, archived: _archived, ...args } = req.query;
        return { data: await service.staffList(callerOf(req), { ...args, statuses: status }) };
      },
    );
    app.get(
      P.staffExport,
      {
        config: staffAccess,
        schema: {
          tags,
          summary: 'Staff: the same list as CSV (streamed)',
          querystring: ZPublicRecordingListQuery.omit({ limit: true, paginationKey: true }),
        },
      },
      async (req, reply) => {
        const { status, archived: _archived, ...args } = req.query;
        // Runs the first batch now: a bad sort or search answers 400 before the first byte.
        const stream = await csvStream(
          CSV_COLUMNS,
          service.staffStream(callerOf(req), { ...args, statuses: status }),
        );
        return sendCsv(reply, 'public-recordings', stream);
      },
    );
    app.delete(
      P.delete,
      {
        config: staffAccess,
        schema: {
          tags,
          summary:
            'Deletes a recording (its maker, or the video questions delete permission); storage follows',
          params: ZIdParam,
          response: { 200: ZEnvelope(ZMessage) },
        },
      },
      async (req) => {
        await service.remove(req.params.id, callerOf(req), req.ip);
        return { data: { message: 'Recording deleted' } };
      },
    );
    app.get(
      P.shared,
      {
        config: publicAccessBy('link-token'),
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
        config: publicAccessBy('signed-url'),
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
