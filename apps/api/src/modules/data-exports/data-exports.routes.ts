import {
  DATA_EXPORT_PATHS,
  ZDataExport,
  ZDataExportCreate,
  ZDataExportDownloadQuery,
  ZEnvelope,
  ZIdParam,
} from '@ats/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { useCookies } from '../../lib/cookies';
import { callerOf, publicAccessBy } from '../../plugins/route-access';
import { contextOf, createApplicationsService } from '../applications';
import type { ModuleDeps } from '../module-deps';
import { createDataExportsService } from './data-exports.service';

/** Either tracker's view opens the routes; the service checks the one of the applicant's kind. */
const access = {
  access: {
    permission: {
      menuItem: 'req-applicant-tracker',
      op: 'view',
      alsoGrantedBy: [{ menuItem: 'applicant-tracker', op: 'view' }],
    },
  },
} as const;

export const dataExportsRoutes =
  (deps: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    await useCookies(app);
    const exports = createDataExportsService(deps);
    const flow = createApplicationsService(deps);
    const tags = ['data-exports'];
    const applicant = z.object({ applicantId: z.uuid() });
    app.post(
      DATA_EXPORT_PATHS.create,
      {
        config: access,
        schema: {
          tags,
          description: 'Queues an archive of everything held about one applicant (GDPR Art. 15 and 20).',
          body: ZDataExportCreate,
          response: { 200: ZEnvelope(ZDataExport) },
        },
      },
      async (req) => ({ data: await exports.create(req.body, callerOf(req), req.ip) }),
    );
    app.get(
      DATA_EXPORT_PATHS.get,
      { config: access, schema: { tags, params: ZIdParam, response: { 200: ZEnvelope(ZDataExport) } } },
      async (req) => ({ data: await exports.get(req.params.id, callerOf(req)) }),
    );
    app.get(
      DATA_EXPORT_PATHS.download,
      {
        config: publicAccessBy('signed-url'),
        schema: { tags, params: ZIdParam, querystring: ZDataExportDownloadQuery },
      },
      async (req, reply) =>
        reply
          .header('cache-control', 'no-store')
          .redirect(
            await exports.download(req.params.id, req.query.expires, req.query.signature, req.ip),
            303,
          ),
    );
    // The candidate's status page: the application's cookie opens these, as it opens the application.
    app.post(
      DATA_EXPORT_PATHS.candidateRequests,
      {
        config: publicAccessBy('application-cookie'),
        schema: { tags, params: applicant, response: { 200: ZEnvelope(ZDataExport) } },
      },
      async (req) => {
        await flow.state(req.params.applicantId, contextOf(req));
        return { data: await exports.createForCandidate(req.params.applicantId, req.ip) };
      },
    );
    app.get(
      DATA_EXPORT_PATHS.candidateRequest,
      {
        config: publicAccessBy('application-cookie'),
        schema: {
          tags,
          params: applicant.extend({ id: z.uuid() }),
          response: { 200: ZEnvelope(ZDataExport) },
        },
      },
      async (req) => {
        await flow.state(req.params.applicantId, contextOf(req));
        return { data: await exports.getForCandidate(req.params.applicantId, req.params.id) };
      },
    );
  };
