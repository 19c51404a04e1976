import {
  UPLOAD_PATHS,
  ZEnvelope,
  ZPresignedUpload,
  ZPresignUploadRequest,
  ZStoredFile,
  ZUploadComplete,
} from '@ats/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerLocalStorageRoutes } from '../../adapters/storage/local-storage.routes';
import { callerOf, type RoutePermission } from '../../plugins/route-access';
import type { ModuleDeps } from '../module-deps';
import { uploadsServiceFor } from './uploads.service';

/** Staff who may edit anything that carries files may upload (docs/decisions/uploads.md#who-may-upload). */
const UPLOAD_PERMISSION: RoutePermission = {
  menuItem: 'applicant-tracker',
  op: 'edit',
  alsoGrantedBy: [
    'req-applicant-tracker',
    'requisitions',
    'qualification-questions',
    'video-questions',
    'resume-profiles',
    'typing-tests',
    'class-requests',
    'prompt-library',
    'resources',
  ].map((menuItem) => ({ menuItem, op: 'edit' as const })),
};

export const uploadsRoutes =
  (deps: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const uploads = uploadsServiceFor(deps);
    const tags = ['uploads'];

    app.post(
      UPLOAD_PATHS.presignedUrl,
      {
        config: { access: { permission: UPLOAD_PERMISSION } },
        schema: {
          tags,
          summary: 'A presigned PUT URL for `<kind>/<file name>`; the server builds the stored key',
          body: ZPresignUploadRequest,
          response: { 200: ZEnvelope(ZPresignedUpload) },
        },
      },
      async (req) => ({
        data: await uploads.presign(req.body, { type: 'staff', userId: callerOf(req).userId }),
      }),
    );

    app.post(
      UPLOAD_PATHS.complete,
      {
        config: { access: { permission: UPLOAD_PERMISSION }, errors: [404] },
        schema: {
          tags,
          summary: 'Checks an uploaded file (type by magic bytes, size) and answers a download link',
          body: ZUploadComplete,
          response: { 200: ZEnvelope(ZStoredFile) },
        },
      },
      async (req) => ({
        data: await uploads.complete(req.body.s3Key, { type: 'staff', userId: callerOf(req).userId }),
      }),
    );

    await uploads.materializeDemoFiles().catch((err) => deps.log.warn({ err }, 'demo files not written'));
    const local = uploads.storage.local;
    if (local)
      await app.register(
        registerLocalStorageRoutes(local, (key, receive) => uploads.receiveLocal(key, receive)),
      );
  };
