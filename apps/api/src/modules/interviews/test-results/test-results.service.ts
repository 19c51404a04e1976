import { randomUUID } from 'node:crypto';
import {
  INTERVIEW_PHASES,
  labelOf,
  RESULT_OUTCOMES,
  type TCandidateTypingOutcome,
  type TTestResult,
  type TTestResultCreate,
  type TTestResultCreated,
  type TTestResultKind,
  type TTestResultListArgs,
  type TTestResultListItem,
} from '@ats/contract';
import type { Db } from '../../../db/client';
import { HttpError, notFound } from '../../../lib/http-error';
import { type CsvColumn, csvStream } from '../../../lib/list/csv';
import { randomToken } from '../../../lib/tokens';
import type { AuthContext } from '../../../plugins/route-access';
import { assertArchivedAccess } from '../../applicant-common';
import { recordAudit } from '../../audit';
import { assertMove } from '../interview-lifecycle';
import { hashToken } from '../interview-token';
import { resultView } from '../interview-view';
import { evaluatedTyping } from '../typing-scoring';
import { abandonExpiredTestResult, TEST_RESULT_ENTITY, testLinkExpired } from './test-result-expiry';
import type { TestResultKindSpec } from './test-result-kinds';
import * as repo from './test-results.repo';

/** A pilot's link works this long after they give their email (docs/decisions/interviews.md#test-results-pilots). */
export const TEST_RESULT_LINK_HOURS = 24;

const CSV_COLUMNS: CsvColumn<TTestResultListItem>[] = [
  { header: 'Email', value: (r) => r.email },
  { header: 'Content', value: (r) => r.referenceName },
  { header: 'Status', value: (r) => labelOf(INTERVIEW_PHASES, r.phase) },
  { header: 'Score', value: (r) => r.score },
  { header: 'Outcome', value: (r) => (r.outcome ? labelOf(RESULT_OUTCOMES, r.outcome) : '') },
  { header: 'Started', value: (r) => r.startedAt },
  { header: 'Submitted', value: (r) => r.submittedAt },
  { header: 'Created', value: (r) => r.createdAt },
];

/** One test-result prefix: public create/submit by token, staff list/view/export/archive. */
export const createTestResultsService = (db: Db, spec: TestResultKindSpec<unknown>) => {
  const kind = spec.kind;

  const mustOpenContent = async (referenceId: string) => {
    const c = await spec.loadContent(db, referenceId);
    if (!c) throw notFound('Test');
    return c;
  };

  return {
    async open(referenceId: string) {
      const c = await mustOpenContent(referenceId);
      return { referenceName: c.name, content: c.content };
    },

    async create(body: TTestResultCreate, ip: string | null): Promise<TTestResultCreated> {
      const c = await mustOpenContent(body.referenceId);
      const token = randomToken();
      const now = new Date();
      return db.transaction(async (tx) => {
        const row = await repo.insertTestResult(tx, {
          id: randomUUID(),
          kind,
          email: body.email,
          referenceId: body.referenceId,
          referenceName: c.name,
          status: 'new',
          tokenHash: hashToken(token),
          startedAt: now,
          expiresAt: new Date(now.getTime() + TEST_RESULT_LINK_HOURS * 3_600_000),
          content: c.content,
        });
        await recordAudit(tx, {
          actorId: null,
          action: 'create',
          entityType: TEST_RESULT_ENTITY,
          entityId: row.id,
          diff: { kind, email: body.email, referenceName: c.name },
          ip,
        });
        return { id: row.id, token, expiresAt: row.expiresAt.toISOString(), content: c.content };
      });
    },

    async submit(token: string, body: unknown, ip: string | null): Promise<TCandidateTypingOutcome> {
      const hash = hashToken(token);
      const expired = await db.transaction(async (tx) => {
        const row = await repo.findTestResultByTokenHash(tx, kind, hash);
        if (!row || row.archivedAt) throw new HttpError(404, 'This test link is not valid');
        return abandonExpiredTestResult(tx, row, ip);
      });
      if (expired) throw testLinkExpired();
      return db.transaction(async (tx) => {
        const row = (await repo.findTestResultByTokenHash(tx, kind, hash))!;
        assertMove(row, 'submit', 'test');
        const now = new Date();
        const result = spec.score(row.content!, body, now.getTime() - row.startedAt!.getTime());
        await repo.updateTestResult(tx, row.id, evaluatedTyping(result, now));
        await recordAudit(tx, {
          actorId: null,
          action: 'interview_submit',
          entityType: TEST_RESULT_ENTITY,
          entityId: row.id,
          diff: { netWpm: result.score.netWpm, accuracy: result.score.accuracy, outcome: result.outcome },
          ip,
        });
        const s = result.score;
        return {
          netWpm: s.netWpm,
          rawWpm: s.rawWpm,
          accuracy: s.accuracy,
          consistency: s.consistency,
          durationSeconds: s.durationSeconds,
        };
      });
    },

    ...createTestResultsStaffService(db, kind),
  };
};

/**
 * The staff side of one prefix (list, export, view, archive): the same for every kind, whatever
 * its candidate page (resume-profile pilots are taken through `resume-interviews`).
 */
export const createTestResultsStaffService = (db: Db, kind: TTestResultKind) => ({
  async list(q: TTestResultListArgs, caller: AuthContext) {
    assertArchivedAccess(caller, q.archived);
    const page = await repo.listTestResults(db, kind, q);
    return { items: page.items.map(repo.toTestResultListItem), paginationKey: page.paginationKey };
  },

  async export(q: Omit<TTestResultListArgs, 'limit' | 'paginationKey'>, caller: AuthContext) {
    assertArchivedAccess(caller, q.archived);
    const batches = async function* () {
      for await (const batch of repo.streamTestResults(db, kind, q))
        yield batch.map(repo.toTestResultListItem);
    };
    return csvStream(CSV_COLUMNS, batches());
  },

  async view(id: string, archived: boolean | undefined, caller: AuthContext): Promise<TTestResult> {
    assertArchivedAccess(caller, archived);
    const row = await repo.findTestResult(db, kind, id);
    if (!row || Boolean(row.archivedAt) !== Boolean(archived)) throw notFound('Test result');
    return {
      ...repo.toTestResultListItem(row),
      result: await resultView(
        db,
        row.result,
        row.content,
        row.referenceId,
        row.score === null ? null : Number(row.score),
      ),
    };
  },

  async setArchived(ids: string[], archived: boolean, caller: AuthContext) {
    return db.transaction(async (tx) => {
      const unique = [...new Set(ids)];
      if ((await repo.countTestResults(tx, kind, unique)) !== unique.length) throw notFound('Test result');
      const done = await repo.setTestResultsArchived(tx, kind, unique, archived);
      await recordAudit(
        tx,
        ...done.map((r) => ({
          actorId: caller.userId,
          action: archived ? ('archive' as const) : ('unarchive' as const),
          entityType: TEST_RESULT_ENTITY,
          entityId: r.id,
        })),
      );
      return {
        updated: done.length,
        message: `${done.length} test result(s) ${archived ? 'archived' : 'restored'}`,
      };
    });
  },
});
