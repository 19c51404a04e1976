import {
  INTERVIEW_TOKEN_PATTERN,
  TEST_RESULT_KINDS,
  type TTestResultKind,
  testResultPaths,
  ZBulkResult,
  ZCandidateTypingOutcome,
  ZEnvelope,
  ZIdParam,
  ZIds,
  ZListPage,
  ZTestResult,
  ZTestResultCreate,
  ZTestResultCreated,
  ZTestResultExportQuery,
  ZTestResultListItem,
  ZTestResultListQuery,
  ZTestResultOpen,
  ZTestResultViewQuery,
} from '@ats/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendCsv } from '../../../lib/list/csv-reply';
import { dataRoutes } from '../../../plugins/data-routes';
import { callerOf, publicAccessBy } from '../../../plugins/route-access';
import { unarchiveAccess } from '../../applicant-common';
import type { ModuleDeps } from '../../module-deps';
import { TEST_RESULT_SPECS, type TestResultKindSpec } from './test-result-kinds';
import { createTestResultsService, createTestResultsStaffService } from './test-results.service';

const publicAccess = { access: { public: true } } as const;
const ZTokenParam = z.object({
  token: z.string().regex(INTERVIEW_TOKEN_PATTERN, 'This test link is not valid'),
});

/**
 * The staff routes of one prefix (list, export, view, archive, unarchive), the same for every
 * kind; a kind whose candidate page lives elsewhere (resume-profile pilots) registers only these.
 */
export const testResultStaffRoutes =
  (kind: TTestResultKind) =>
  (deps: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const meta = TEST_RESULT_KINDS[kind];
    const P = testResultPaths(kind);
    const service = createTestResultsStaffService(deps.db, kind);
    const tags = [meta.prefix];
    // The hidden Testing Results item (opened by its altId, the content's permission) or the
    // Talent Discovery results item.
    const viewAccess = {
      access: {
        permission: {
          menuItem: meta.testingMenuItem,
          op: 'view',
          alsoGrantedBy: [{ menuItem: meta.menuItem, op: 'view' }],
        },
      },
    } as const;
    const archiveAccess = { access: { permission: { menuItem: meta.contentKind, op: 'delete' } } } as const;

    app.get(
      P.list,
      {
        config: viewAccess,
        schema: {
          tags,
          querystring: ZTestResultListQuery,
          response: { 200: ZListPage(ZTestResultListItem) },
        },
      },
      async (req) => ({ data: await service.list(req.query, callerOf(req)) }),
    );
    app.get(
      P.export,
      {
        config: viewAccess,
        schema: { tags, summary: 'CSV of the filtered list', querystring: ZTestResultExportQuery },
      },
      async (req, reply) => {
        const stream = await service.export(req.query, callerOf(req));
        return sendCsv(reply, meta.prefix, stream);
      },
    );
    app.get(
      P.view,
      {
        config: viewAccess,
        schema: {
          tags,
          params: ZIdParam,
          querystring: ZTestResultViewQuery,
          response: { 200: ZEnvelope(ZTestResult) },
        },
      },
      async (req) => ({ data: await service.view(req.params.id, req.query.archived, callerOf(req)) }),
    );
    app.post(
      P.archive,
      { config: archiveAccess, schema: { tags, body: ZIds, response: { 200: ZEnvelope(ZBulkResult) } } },
      async (req) => ({ data: await service.setArchived(req.body.ids, true, callerOf(req)) }),
    );
    app.post(
      P.unarchive,
      { config: unarchiveAccess, schema: { tags, body: ZIds, response: { 200: ZEnvelope(ZBulkResult) } } },
      async (req) => ({ data: await service.setArchived(req.body.ids, false, callerOf(req)) }),
    );
  };

/** The routes of one test-result prefix (SPEC §7 "Test results"), from its kind's configuration. */
const testResultRoutes =
  (spec: TestResultKindSpec<unknown>) =>
  (deps: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const meta = TEST_RESULT_KINDS[spec.kind];
    const P = testResultPaths(spec.kind);
    const service = createTestResultsService(deps.db, spec);
    const tags = [meta.prefix];

    dataRoutes(app, { config: publicAccess, tags, params: z.object({ referenceId: z.uuid() }) }).get(
      P.open,
      ZTestResultOpen,
      (req) => service.open(req.params.referenceId),
      { summary: 'The test page: the content to take, by content id' },
    );
    dataRoutes(app, { config: publicAccess, tags }).post(
      P.create,
      ZTestResultCreated,
      (req) => service.create(req.body, req.ip),
      { body: ZTestResultCreate },
    );
    dataRoutes(app, { config: publicAccessBy('link-token'), tags, params: ZTokenParam }).put(
      P.submit,
      ZCandidateTypingOutcome,
      (req) => service.submit(req.params.token, req.body, req.ip),
      {
        body: spec.submitBody,
        bodyLimit: spec.submitBodyLimit,
        preValidation: async (req) => spec.checkSize(req.body),
      },
    );
    await app.register(testResultStaffRoutes(spec.kind)(deps));
  };

/** One module per built prefix. */
export const TEST_RESULT_MODULES = TEST_RESULT_SPECS.map((spec) =>
  testResultRoutes(spec as TestResultKindSpec<unknown>),
);
