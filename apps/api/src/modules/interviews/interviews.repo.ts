import type { TApplicantInterviewListArgs, TApplicantInterviewListItem, TInterviewType } from '@ats/contract';
import { aliasedTable, and, asc, eq, inArray, isNotNull, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows-of';
import {
  applicantInterviews as ai,
  applicants,
  interviewGroups,
  linesOfBusiness,
  requisitionApplicants as ra,
  requisitions,
  users,
} from '../../db/schema';
import { archiveChange } from '../../lib/archive-change';
import { archivableRecordOf, iso, isoRequired } from '../../lib/dates';
import { withinDays } from '../../lib/list/day-range';
import { keysetList, keysetStream, type ListArgs, type ListSpec } from '../../lib/list/keyset-list';
import type { ScopeCaller } from '../../lib/scope';
import { manualApplicantScope, requisitionApplicantScope } from '../../lib/scope';
import { phaseOf, scoredContentOf } from './interview-lifecycle';

type Filters = Omit<TApplicantInterviewListArgs, 'limit' | 'paginationKey' | 'search' | 'sort'>;

const evaluator = aliasedTable(users, 'evaluator');
const applicantName = sql<string>`coalesce(${ra.firstName} || ' ' || ${ra.lastName}, ${applicants.firstName} || ' ' || ${applicants.lastName}, '')`;

const columns = {
  row: ai,
  applicantName,
  applicantFirstName: sql<string>`coalesce(${ra.firstName}, ${applicants.firstName}, '')`,
  applicantEmail: sql<string>`coalesce(${ra.email}, ${applicants.email}, '')`,
  /** The language candidate mail is written in (the application's, or set by staff). */
  applicantLanguage: sql<string>`coalesce(${ra.language}, ${applicants.language}, 'en')`,
  jobTitle: sql<string>`coalesce(${requisitions.jobTitle}, ${applicants.position}, '')`,
  requisitionId: requisitions.id,
  requisitionName: requisitions.name,
  requisitionUid: requisitions.requisitionUid,
  lobId: linesOfBusiness.id,
  lobName: linesOfBusiness.name,
  retakeIssued: sql<boolean>`exists (select 1 from applicant_interviews retake where retake.retake_of_id = ${ai.id})`,
  evaluatorFirstName: evaluator.firstName,
  evaluatorLastName: evaluator.lastName,
};

const base = <T extends Record<string, unknown>>(db: Db, select: T) =>
  db
    .select(select as never)
    .from(ai)
    .leftJoin(ra, eq(ra.id, ai.requisitionApplicantId))
    .leftJoin(requisitions, eq(requisitions.id, ra.requisitionId))
    .leftJoin(applicants, eq(applicants.id, ai.manualApplicantId))
    .leftJoin(
      linesOfBusiness,
      eq(linesOfBusiness.id, sql`coalesce(${requisitions.lobId}, ${applicants.lobId})`),
    )
    .leftJoin(evaluator, eq(evaluator.id, ai.evaluatedBy));

export type InterviewRow = typeof ai.$inferSelect;
export interface InterviewJoinedRow {
  row: InterviewRow;
  applicantName: string;
  applicantFirstName: string;
  applicantEmail: string;
  /** en | es: the language candidate mail is written in. */
  applicantLanguage: string;
  jobTitle: string;
  requisitionId: string | null;
  requisitionName: string | null;
  requisitionUid: string | null;
  lobId: string | null;
  lobName: string | null;
  retakeIssued: boolean;
  evaluatorFirstName: string | null;
  evaluatorLastName: string | null;
}

export const applicantIdOf = (r: InterviewRow) => (r.requisitionApplicantId ?? r.manualApplicantId)!;
export const applicantKindOf = (r: InterviewRow): 'requisition' | 'manual' =>
  r.requisitionApplicantId ? 'requisition' : 'manual';

export const toListItem = (j: InterviewJoinedRow): TApplicantInterviewListItem => {
  const r = j.row;
  return {
    id: r.id,
    type: r.type as TInterviewType,
    status: r.status as TApplicantInterviewListItem['status'],
    phase: phaseOf(r),
    groupId: r.groupId,
    groupIndex: r.groupIndex,
    attempt: r.attempt,
    retakeOfId: r.retakeOfId,
    retakeIssued: Boolean(j.retakeIssued),
    applicantId: applicantIdOf(r),
    applicantKind: applicantKindOf(r),
    applicantName: j.applicantName,
    applicantEmail: j.applicantEmail,
    requisition:
      j.requisitionId && j.requisitionName !== null
        ? { id: j.requisitionId, name: j.requisitionName, requisitionUid: j.requisitionUid ?? '' }
        : null,
    lob: j.lobId ? { id: j.lobId, name: j.lobName ?? '' } : null,
    ...scoredContentOf(r),
    sentAt: iso(r.sentAt),
    remindedAt: iso(r.remindedAt),
    startedAt: iso(r.startedAt),
    submittedAt: iso(r.submittedAt),
    evaluatedAt: iso(r.evaluatedAt),
    abandonedAt: iso(r.abandonedAt),
    expiresAt: isoRequired(r.expiresAt),
    ...archivableRecordOf(r),
  };
};

/** What a staff caller may see: the applicant's tracker scope, and only the types allowed. */
export const interviewScope = (
  caller: ScopeCaller,
  types: readonly TInterviewType[] | 'all',
): SQL | undefined =>
  and(
    or(
      and(isNotNull(ai.requisitionApplicantId), requisitionApplicantScope(caller)),
      and(isNotNull(ai.manualApplicantId), manualApplicantScope(caller)),
    ),
    types === 'all' ? undefined : types.length ? inArray(ai.type, [...types]) : sql`false`,
  );

/** Rows of applicants of these kinds the caller may see (any type). */
export const interviewKindsScope = (caller: ScopeCaller, kinds: readonly ('requisition' | 'manual')[]) =>
  and(
    interviewScope(caller, 'all'),
    or(
      kinds.includes('requisition') ? isNotNull(ai.requisitionApplicantId) : undefined,
      kinds.includes('manual') ? isNotNull(ai.manualApplicantId) : undefined,
    ) ?? sql`false`,
  );

/** Either scope grants the row. */
export const eitherScope = (a: SQL | undefined, b: SQL | undefined) => or(a, b);

export type InterviewInsert = typeof ai.$inferInsert;

const filterConditions = (f: Filters & { applicantId?: string }): (SQL | undefined)[] => [
  f.archived ? isNotNull(ai.archivedAt) : isNull(ai.archivedAt),
  f.type?.length ? inArray(ai.type, f.type) : undefined,
  f.status?.length ? inArray(ai.status, f.status) : undefined,
  f.outcome?.length ? inArray(ai.outcome, f.outcome) : undefined,
  f.applicantKind?.length === 1
    ? f.applicantKind[0] === 'requisition'
      ? isNotNull(ai.requisitionApplicantId)
      : isNotNull(ai.manualApplicantId)
    : undefined,
  f.requisition?.length ? inArray(ra.requisitionId, f.requisition) : undefined,
  f.lineOfBusiness?.length ? inArray(linesOfBusiness.id, f.lineOfBusiness) : undefined,
  f.referenceId?.length ? inArray(ai.referenceId, f.referenceId) : undefined,
  f.ids?.length ? inArray(ai.id, f.ids) : undefined,
  ...withinDays(ai.createdAt, f.createdFrom, f.createdTo),
  ...withinDays(ai.submittedAt, f.submittedFrom, f.submittedTo),
];

const EPOCH = sql`'1970-01-01'::timestamptz`;

const listSpec = (db: Db, scope: SQL | undefined, f: Filters): ListSpec<InterviewJoinedRow> => ({
  id: ai.id,
  sorts: {
    createdAt: ai.createdAt,
    // Never-sent / never-submitted rows sort as the oldest.
    sentAt: sql`coalesce(${ai.sentAt}, ${EPOCH})`,
    submittedAt: sql`coalesce(${ai.submittedAt}, ${EPOCH})`,
    expiresAt: ai.expiresAt,
    status: ai.status,
    applicantName: sql`lower(${applicantName})`,
    score: sql`coalesce(${ai.score}, -1)`,
  },
  defaultSort: '-createdAt',
  searchColumns: [applicantName, sql`coalesce(${ra.email}, ${applicants.email}, '')`, ai.referenceName],
  where: [scope, ...filterConditions(f)],
  query: async ({ sortKey, where, orderBy, limit }) =>
    (await base(db, { ...columns, __sortKey: sortKey, __id: ai.id })
      .where(where)
      .orderBy(...orderBy)
      .limit(limit)) as unknown as (InterviewJoinedRow & { __sortKey: unknown; __id: string })[],
});

export const listInterviews = async (db: Db, scope: SQL | undefined, args: ListArgs & Filters) =>
  keysetList(listSpec(db, scope, args), args);

export const streamInterviews = (
  db: Db,
  scope: SQL | undefined,
  args: Omit<ListArgs, 'limit' | 'paginationKey'> & Filters,
) => keysetStream(listSpec(db, scope, args), args);

/** One interview with its joins; `scope` undefined only for public/system callers. */
const findInterview = async (db: Db, where: SQL, scope?: SQL, forUpdate = false) => {
  const q = base(db, columns).where(and(where, scope)).limit(1);
  const [row] = (await (forUpdate ? q.for('update', { of: ai }) : q)) as unknown as InterviewJoinedRow[];
  return row;
};

export const findInterviewById = (db: Db, id: string, scope?: SQL, forUpdate = false) =>
  findInterview(db, eq(ai.id, id), scope, forUpdate);

export const findInterviewByTokenHash = (db: Db, hash: string, forUpdate = false) =>
  findInterview(db, eq(ai.tokenHash, hash), undefined, forUpdate);

/** Interviews among `ids` the scope allows (bulk actions). */
export const findInterviewsByIds = async (db: Db, ids: string[], scope: SQL | undefined) =>
  (await base(db, columns).where(and(inArray(ai.id, ids), scope))) as unknown as InterviewJoinedRow[];

/** Every interview of one applicant the scope allows, newest first. */
export const interviewsOfApplicant = async (
  db: Db,
  kind: 'requisition' | 'manual',
  applicantId: string,
  scope: SQL | undefined,
) =>
  (await base(db, columns)
    .where(
      and(
        kind === 'requisition'
          ? eq(ai.requisitionApplicantId, applicantId)
          : eq(ai.manualApplicantId, applicantId),
        scope,
      ),
    )
    .orderBy(sql`${ai.createdAt} desc`, sql`${ai.id} desc`)
    .limit(500)) as unknown as InterviewJoinedRow[];

/** The first attempt and its retake (one send), oldest first. */
export const attemptsOf = (db: Db, rootId: string) =>
  db
    .select({
      id: ai.id,
      attempt: ai.attempt,
      status: ai.status,
      submittedAt: ai.submittedAt,
      outcome: ai.outcome,
      score: ai.score,
    })
    .from(ai)
    .where(or(eq(ai.id, rootId), eq(ai.retakeOfId, rootId)))
    .orderBy(asc(ai.attempt), asc(ai.createdAt));

export const insertInterviews = async (db: Db, values: (typeof ai.$inferInsert)[]) =>
  values.length ? db.insert(ai).values(values).returning({ id: ai.id }) : [];

export const updateInterview = (db: Db, id: string, values: Partial<typeof ai.$inferInsert>) =>
  db
    .update(ai)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(ai.id, id));

export const setInterviewsArchived = (db: Db, ids: string[], archived: boolean) => {
  const change = archiveChange(ai.archivedAt, archived);
  return db
    .update(ai)
    .set(change.values)
    .where(and(inArray(ai.id, ids), change.changes))
    .returning({
      id: ai.id,
      requisitionApplicantId: ai.requisitionApplicantId,
      manualApplicantId: ai.manualApplicantId,
    });
};

export const insertGroup = async (db: Db, values: typeof interviewGroups.$inferInsert) => {
  const [row] = await db.insert(interviewGroups).values(values).returning();
  return row!;
};

export const findGroup = async (db: Db, id: string) => {
  const [row] = await db.select().from(interviewGroups).where(eq(interviewGroups.id, id));
  return row;
};

export const interviewsOfGroup = async (db: Db, groupId: string, scope: SQL | undefined) =>
  (await base(db, columns)
    .where(and(eq(ai.groupId, groupId), scope))
    .orderBy(asc(ai.groupIndex))) as unknown as InterviewJoinedRow[];

/**
 * Scored takers of one piece of content (applicant interviews and test results alike) and how
 * many scored below `score`: the percentile's inputs.
 */
export const scoreRank = async (db: Db, referenceId: string, score: number) => {
  const r = await rowsOf<{ takers: number; below: number }>(
    db,
    sql`
    select count(*)::int as takers, count(*) filter (where s < ${score})::int as below from (
      select score as s from applicant_interviews where reference_id = ${referenceId} and score is not null
      union all
      select score as s from test_results where reference_id = ${referenceId} and score is not null
    ) scored`,
  );
  const first = r[0] ?? { takers: 0, below: 0 };
  return { takers: Number(first.takers), below: Number(first.below) };
};

/**
 * Interviews due a reminder, locked so two replicas never remind the same one: sent before
 * `sentBefore`, never started, not reminded, not archived, link still valid.
 */
export const claimDueReminders = (db: Db, sentBefore: Date, limit: number) =>
  base(db, columns)
    .where(
      and(
        eq(ai.status, 'sent'),
        isNull(ai.startedAt),
        isNull(ai.remindedAt),
        isNull(ai.archivedAt),
        lt(ai.sentAt, sentBefore),
        sql`${ai.expiresAt} > now()`,
      ),
    )
    .orderBy(asc(ai.sentAt))
    .limit(limit)
    .for('update', { of: ai, skipLocked: true }) as unknown as Promise<InterviewJoinedRow[]>;
