import { ZDuplicateCheckQuery, ZEnvelope, ZPossibleDuplicate } from '@ats/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../plugins/auth';
import type { ModuleDeps } from '../module-deps';
import { createCandidatesService } from './candidates.service';

export const candidatesRoutes =
  (deps: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const candidates = createCandidatesService(deps.db);
    app.get(
      '/api/candidates/possible-duplicates',
      {
        // The manual applicant dialog asks while a recruiter types (adding or editing needs edit).
        config: { access: { permission: { menuItem: 'applicant-tracker', op: 'edit' } } },
        schema: {
          tags: ['candidates'],
          summary: 'People in either tracker with this email or phone (that the caller may see)',
          querystring: ZDuplicateCheckQuery,
          response: { 200: ZEnvelope(z.array(ZPossibleDuplicate)) },
        },
      },
      async (req) => ({ data: await candidates.possibleDuplicates(req.query, callerOf(req)) }),
    );
  };
