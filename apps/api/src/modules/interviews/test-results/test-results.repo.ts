import type { TTestResultKind, TTestResultListArgs, TTestResultListItem } from '@ats/contract';
import { and, eq, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { testResults as tr } from '../../../db/schema';
import { archiveChange } from '../../../lib/archive-change';
import { archivableRecordOf, iso, isoRequired } from '../../../lib/dates';
import { withinDays } from '../../../lib/list/day-range';
import { keysetList, keysetStream, type ListArgs, type ListSpec } from '../../../lib/list/keyset-list';
import { phaseOf, scoredContentOf } from '../interview-lifecycle';

export type TestResultRow = typeof tr.$inferSelect;
type Filters = Omit<TTestResultListArgs, 'limit' | 'paginationKey' | 'search' | 'sort'>;

export const toTestResultListItem = (r: TestResultRow): TTestResultListItem => ({
  id: r.id,
  kind: r.kind as TTestResultKind,
  status: r.status as TTestResultListItem['status'],
  phase: phaseOf(r),
  email: r.email,
  ...scoredContentOf(r),
  startedAt: iso(r.startedAt),
  submittedAt: iso(r.submittedAt),
  expiresAt: isoRequired(r.expiresAt),
  ...archivableRecordOf(r),
});

const EPOCH = sql`'1970-01-01'::timestamptz`;

const listSpec = (db: Db, kind: TTestResultKind, f: Filters): ListSpec<TestResultRow> => ({
  id: tr.id,
  sorts: {
    createdAt: tr.createdAt,
    submittedAt: sql`coalesce(${tr.submittedAt}, ${EPOCH})`,
    email: sql`lower(${tr.email})`,
    status: tr.status,
    score: sql`coalesce(${tr.score}, -1)`,
  },
  defaultSort: '-createdAt',
  searchColumns: [tr.email, tr.referenceName],
  where: [
    eq(tr.kind, kind),
    f.archived ? isNotNull(tr.archivedAt) : isNull(tr.archivedAt),
    f.status?.length ? inArray(tr.status, f.status) : undefined,
    f.outcome?.length ? inArray(tr.outcome, f.outcome) : undefined,
    f.referenceId?.length ? inArray(tr.referenceId, f.referenceId) : undefined,
    f.ids?.length ? inArray(tr.id, f.ids) : undefined,
    ...withinDays(tr.createdAt, f.createdFrom, f.createdTo),
    ...withinDays(tr.submittedAt, f.submittedFrom, f.submittedTo),
  ],
  query: async ({ sortKey, where, orderBy, limit }) =>
    (await db
      .select({ row: tr, __sortKey: sortKey, __id: tr.id })
      .from(tr)
      .where(where)
      .orderBy(...orderBy)
      .limit(limit)
      .then((rows) =>
        rows.map((r) => ({ ...r.row, __sortKey: r.__sortKey, __id: r.__id })),
      )) as (TestResultRow & {
      __sortKey: unknown;
      __id: string;
    })[],
});

export const listTestResults = (db: Db, kind: TTestResultKind, args: ListArgs & Filters) =>
  keysetList(listSpec(db, kind, args), args);

export const streamTestResults = (
  db: Db,
  kind: TTestResultKind,
  args: Omit<ListArgs, 'limit' | 'paginationKey'> & Filters,
) => keysetStream(listSpec(db, kind, args), args);

const findWhere = async (db: Db, where: SQL, forUpdate: boolean) => {
  const q = db.select().from(tr).where(where).limit(1);
  const [row] = await (forUpdate ? q.for('update') : q);
  return row;
};

export const findTestResult = (db: Db, kind: TTestResultKind, id: string) =>
  findWhere(db, and(eq(tr.kind, kind), eq(tr.id, id))!, false);

export const findTestResultByTokenHash = (db: Db, kind: TTestResultKind, hash: string) =>
  findWhere(db, and(eq(tr.kind, kind), eq(tr.tokenHash, hash))!, true);

export const countTestResults = async (db: Db, kind: TTestResultKind, ids: string[]) =>
  (
    await db
      .select({ id: tr.id })
      .from(tr)
      .where(and(eq(tr.kind, kind), inArray(tr.id, ids)))
  ).length;

export const insertTestResult = async (db: Db, values: typeof tr.$inferInsert) => {
  const [row] = await db.insert(tr).values(values).returning();
  return row!;
};

export const updateTestResult = (db: Db, id: string, values: Partial<typeof tr.$inferInsert>) =>
  db
    .update(tr)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(tr.id, id));

export const setTestResultsArchived = (db: Db, kind: TTestResultKind, ids: string[], archived: boolean) => {
  const change = archiveChange(tr.archivedAt, archived);
  return db
    .update(tr)
    .set(change.values)
    .where(and(eq(tr.kind, kind), inArray(tr.id, ids), change.changes))
    .returning({ id: tr.id });
};
