import {
  VIDEO_QUESTION_TEST_PATHS as P,
  TEST_RESULT_KINDS,
  ZEnvelope,
  ZIdParam,
  ZTestResultCreate,
  ZVideoQuestionTestCreated,
  ZVideoQuestionTestOpen,
  ZVideoQuestionTestVideo,
} from '@ats/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendRangedMedia } from '../../lib/ranged-reply';
import { dataRoutes } from '../../plugins/data-routes';
import { publicAccessBy } from '../../plugins/route-access';
import type { ModuleDeps } from '../module-deps';
import type { RecordingStorage } from '../recorded-answers';
import { testResultStaffRoutes } from './test-results/test-results.routes';
import { createVideoQuestionTestsService } from './video-question-tests.service';

const publicAccess = { access: { public: true } } as const;

/**
 * The video question test (SPEC §2, §7 `/video-question-test-results/*`): the pilot's open and
 * create (public), the player of a result (staff), and the prefix's generic staff routes.
 */
export const videoQuestionTestsRoutes =
  (deps: ModuleDeps, storage: RecordingStorage): FastifyPluginAsyncZod =>
  async (app) => {
    const service = createVideoQuestionTestsService(deps.db, storage, deps.config.jwtSecret);
    const meta = TEST_RESULT_KINDS['video-question'];
    const tags = [meta.prefix];

    dataRoutes(app, { config: publicAccess, tags, params: z.object({ referenceId: z.uuid() }) }).get(
      P.open,
      ZVideoQuestionTestOpen,
      (req) => service.open(req.params.referenceId),
      { summary: 'The test page: the video question to answer, by its id' },
    );
    dataRoutes(app, { config: publicAccess, tags }).post(
      P.create,
      ZVideoQuestionTestCreated,
      (req) => service.create(req.body, req.ip),
      {
        summary: "Starts a pilot's test (by email); answers the recorder's upload token",
        body: ZTestResultCreate,
      },
    );
    app.get(
      P.video,
      {
        config: {
          access: {
            permission: {
              menuItem: meta.testingMenuItem,
              op: 'view',
              alsoGrantedBy: [{ menuItem: meta.menuItem, op: 'view' }],
            },
          },
        },
        schema: {
          tags,
          summary: "A test result's recorded answer: status, duration and a signed player URL",
          params: ZIdParam,
          response: { 200: ZEnvelope(ZVideoQuestionTestVideo) },
        },
      },
      async (req) => ({ data: await service.video(req.params.id) }),
    );
    app.get(
      P.stream,
      {
        // Signed URL (a <video> element cannot send the bearer token); the signature is the access.
        config: publicAccessBy('signed-url'),
        schema: {
          tags,
          summary: "Streams a test result's answer (signed, short-lived; supports Range)",
          params: z.object({ id: z.uuid() }),
          querystring: z.object({ exp: z.coerce.number().int().positive(), sig: z.string().max(100) }),
        },
      },
      async (req, reply) => {
        const r = await service.stream(req.params.id, req.query.exp, req.query.sig, req.headers.range);
        return sendRangedMedia(reply, r);
      },
    );
    await app.register(testResultStaffRoutes('video-question')(deps));
  };
