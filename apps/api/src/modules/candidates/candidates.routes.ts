import {
  CANDIDATE_PATHS,
  ZAddToRequisition,
  ZAddToRequisitionResult,
  ZCandidateActivityPage,
  ZCandidateActivityQuery,
  ZCandidateMerge,
  ZCandidateMergeResult,
  ZCandidateOfQuery,
  ZCandidateRecord,
  ZDuplicateCheckQuery,
  ZEnvelope,
  ZPossibleDuplicate,
} from '@ats/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf, eitherTrackerAccess } from '../../plugins/route-access';
import type { ModuleDeps } from '../module-deps';
import { createCandidateActivityService } from './candidate-activity.service';
import { createCandidateRecordsService } from './candidate-records.service';
import { createCandidatesService } from './candidates.service';

export const candidatesRoutes =
  (deps: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const candidates = createCandidatesService(deps.db);
    const records = createCandidateRecordsService(deps.db);
    const activity = createCandidateActivityService(deps.db);
    app.get(
      CANDIDATE_PATHS.possibleDuplicates,
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

    app.get(
      CANDIDATE_PATHS.of,
      {
        // Either tracker's applicant page asks; the service checks the applicant's own tracker.
        config: eitherTrackerAccess('view'),
        schema: {
          tags: ['candidates'],
          summary: "An applicant's candidate record and the applications the caller may see",
          querystring: ZCandidateOfQuery,
          response: { 200: ZEnvelope(ZCandidateRecord) },
        },
      },
      async (req) => ({
        data: await records.record(req.query.kind, req.query.applicantId, callerOf(req)),
      }),
    );

    app.get(
      CANDIDATE_PATHS.activity,
      {
        // As /of: either tracker's applicant page; each application is shown only in its scope.
        config: eitherTrackerAccess('view'),
        schema: {
          tags: ['candidates'],
          summary:
            "Notes, files, interviews and emails of the applicant's candidate, from every application the caller may see (keyset, newest first)",
          querystring: ZCandidateActivityQuery,
          response: { 200: ZEnvelope(ZCandidateActivityPage) },
        },
      },
      async (req) => ({ data: await activity.activity(req.query, callerOf(req)) }),
    );

    app.post(
      CANDIDATE_PATHS.merge,
      {
        // Edit of the applications' trackers; the service checks every application of both.
        config: eitherTrackerAccess('edit'),
        schema: {
          tags: ['candidates'],
          summary: 'Merge one candidate record into another (applications and their history move)',
          body: ZCandidateMerge,
          response: { 200: ZEnvelope(ZCandidateMergeResult) },
        },
      },
      async (req) => ({ data: await records.merge(req.body, callerOf(req)) }),
    );

    app.post(
      CANDIDATE_PATHS.addToRequisition,
      {
        // Creates a requisition applicant; the service also needs the manual tracker's view.
        config: { access: { permission: { menuItem: 'req-applicant-tracker', op: 'edit' } } },
        schema: {
          tags: ['candidates'],
          summary: "Put a manual applicant into a requisition's pipeline (same candidate)",
          body: ZAddToRequisition,
          response: { 200: ZEnvelope(ZAddToRequisitionResult) },
        },
      },
      async (req) => ({ data: await records.addToRequisition(req.body, callerOf(req)) }),
    );
  };
