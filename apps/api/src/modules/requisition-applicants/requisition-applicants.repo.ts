import type { TRequisitionApplicant, TRequisitionApplicantListArgs, TTimelineEntry } from '@ats/contract';
import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditLog, linesOfBusiness, requisitionApplicants as ra, requisitions, users } from '../../db/schema';
import { archiveChange } from '../../lib/archive-change';
import { archivableRecordOf, iso, isoRequired } from '../../lib/dates';
import type { CsvColumn } from '../../lib/list/csv';
import { keysetCsv, keysetList, type ListArgs, type ListSpec } from '../../lib/list/keyset-list';
import type { ScopeCaller } from '../../lib/scope';
import { requisitionApplicantScope } from '../../lib/scope';
import { applicantPersonOf, applicantStatusOf, commonFilterConditions } from '../applicant-common';
import { tagFilter } from '../tags';

/** Statuses that count as hired on the requisition (numHired). */
export const HIRED_STATUSES = ['offer_accepted', 'complete'] as const;

type Filters = Omit<TRequisitionApplicantListArgs, 'limit' | 'paginationKey' | 'search' | 'sort'>;

const columns = {
  id: ra.id,
  requisitionId: ra.requisitionId,
  requisitionName: requisitions.name,
  requisitionUid: requisitions.requisitionUid,
  jobTitle: requisitions.jobTitle,
  lobId: requisitions.lobId,
  lobName: linesOfBusiness.name,
  firstName: ra.firstName,
  lastName: ra.lastName,
  email: ra.email,
  phone: ra.phone,
  phoneDigits: ra.phoneDigits,
  address: ra.address,
  country: ra.country,
  /** The language they applied in (their emails' language). */
  language: ra.language,
  status: ra.status,
  reason: ra.reason,
  statusChangedAt: ra.statusChangedAt,
  completedAt: ra.completedAt,
  qualificationQuestions: ra.qualificationQuestions,
  qualificationQuestionResults: ra.qualificationQuestionResults,
  resumeUploadId: ra.resumeUploadId,
  notes: ra.notes,
  archivedAt: ra.archivedAt,
  createdAt: ra.createdAt,
  updatedAt: ra.updatedAt,
};
export type RequisitionApplicantRow = {
  [K in keyof typeof columns]:
    | (typeof columns)[K]['_']['data']
    | ((typeof columns)[K]['_']['notNull'] extends true ? never : null);
};

export const toRequisitionApplicant = (r: RequisitionApplicantRow): TRequisitionApplicant => ({
  id: r.id,
  requisition: {
    id: r.requisitionId,
    name: r.requisitionName,
    requisitionUid: r.requisitionUid,
    jobTitle: r.jobTitle,
    lob: { id: r.lobId, name: r.lobName },
  },
  ...applicantPersonOf(r),
  ...applicantStatusOf(r),
  completedAt: iso(r.completedAt),
  hasResume: Boolean(r.resumeUploadId),
  ...archivableRecordOf(r),
});

/**
 * What lists and exports read: the detail columns (answered questions, notes) are large and
 * neither shows them, so a page never carries them.
 */
const { qualificationQuestions: _q, qualificationQuestionResults: _r, notes: _n, ...listColumns } = columns;

export const scopeFor = (caller: ScopeCaller) => requisitionApplicantScope(caller);

const base = (db: Db, fields: Record<string, unknown>) =>
  db
    .select(fields as typeof columns)
    .from(ra)
    .innerJoin(requisitions, eq(requisitions.id, ra.requisitionId))
    .innerJoin(linesOfBusiness, eq(linesOfBusiness.id, requisitions.lobId));

/** The list's select in its order: a page adds a limit, an export streams all of it. */
const listSelect = (
  db: Db,
  { sortKey, where, orderBy }: { sortKey: SQL; where: SQL | undefined; orderBy: SQL[] },
  fields: Record<string, unknown> = { ...listColumns, __sortKey: sortKey, __id: ra.id },
) => {
  return {
    fields,
    query: base(db, fields)
      .where(where)
      .orderBy(...orderBy),
  };
};

const listSpec = (db: Db, caller: ScopeCaller, f: Filters): ListSpec<RequisitionApplicantRow> => ({
  id: ra.id,
  sorts: {
    name: sql`lower(${ra.firstName} || ' ' || ${ra.lastName})`,
    createdAt: ra.createdAt,
    statusChangedAt: ra.statusChangedAt,
    // Incomplete applications (no completedAt) sort as the oldest.
    completedAt: sql`coalesce(${ra.completedAt}, '1970-01-01'::timestamptz)`,
    status: ra.status,
  },
  defaultSort: '-createdAt',
  // Matched on `search_text` (their lower-cased copy, trigram-indexed: migrations 0006, 0037).
  searchColumns: [sql`${ra.firstName} || ' ' || ${ra.lastName}`, ra.email, ra.phoneDigits],
  searchText: ra.searchText,
  searchDigits: ra.phoneDigits,
  where: [
    scopeFor(caller),
    ...commonFilterConditions(ra, f),
    f.requisition?.length ? inArray(ra.requisitionId, f.requisition) : undefined,
    f.lineOfBusiness?.length ? inArray(requisitions.lobId, f.lineOfBusiness) : undefined,
    tagFilter('requisition', ra.id, f.tag),
  ],
  query: async ({ limit, ...parts }) =>
    (await listSelect(db, parts).query.limit(limit)) as unknown as (RequisitionApplicantRow & {
      __sortKey: unknown;
      __id: string;
    })[],
  select: { db, frame: 'requisition-applicants', build: (parts, fields) => listSelect(db, parts, fields) },
});

export const listRequisitionApplicants = async (db: Db, caller: ScopeCaller, args: ListArgs & Filters) => {
  const page = await keysetList(listSpec(db, caller, args), args);
  return { items: page.items.map(toRequisitionApplicant), paginationKey: page.paginationKey };
};

/** The list as a CSV document (written by the database when every column has its SQL). */
export const exportRequisitionApplicants = (
  db: Db,
  caller: ScopeCaller,
  args: Omit<ListArgs, 'limit' | 'paginationKey'> & Filters,
  columns: CsvColumn<RequisitionApplicantRow>[],
) => keysetCsv(listSpec(db, caller, args), args, columns);

export const findRequisitionApplicant = async (db: Db, id: string, caller: ScopeCaller) => {
  const [row] = await base(db, columns)
    .where(and(eq(ra.id, id), scopeFor(caller)))
    .limit(1);
  return row as RequisitionApplicantRow | undefined;
};

/** Rows among `ids` the caller may see (what bulk actions and mail need). */
export const visibleRequisitionApplicants = async (db: Db, ids: string[], caller: ScopeCaller) =>
  (await base(db, columns).where(and(inArray(ra.id, ids), scopeFor(caller)))) as RequisitionApplicantRow[];

export const insertRequisitionApplicant = async (db: Db, values: typeof ra.$inferInsert) => {
  const [row] = await db
    .insert(ra)
    .values({ ...values, phoneDigits: (values.phone ?? '').replace(/\D/g, '') })
    .returning({ id: ra.id });
  return row!.id;
};

export const updateRequisitionApplicantRows = (
  db: Db,
  ids: string[],
  values: Partial<typeof ra.$inferInsert>,
) =>
  db
    .update(ra)
    .set({ ...values, updatedAt: sql`now()` })
    .where(inArray(ra.id, ids));

export const setRequisitionApplicantsArchived = (db: Db, ids: string[], archived: boolean) => {
  const change = archiveChange(ra.archivedAt, archived);
  return db
    .update(ra)
    .set(change.values)
    .where(and(inArray(ra.id, ids), change.changes))
    .returning({ id: ra.id, requisitionId: ra.requisitionId });
};

/**
 * Recomputes `numHired` of these requisitions from their live applicants in a hired status.
 * The requisitions table belongs to the requisitions module; this is the one column applicants own.
 */
export const syncNumHired = async (db: Db, requisitionIds: string[]) => {
  const ids = [...new Set(requisitionIds)];
  if (!ids.length) return;
  await db
    .update(requisitions)
    .set({
      numHired: sql`(select count(*)::int from ${ra} where ${ra.requisitionId} = ${requisitions.id} and ${ra.archivedAt} is null and ${inArray(ra.status, [...HIRED_STATUSES])})`,
    })
    .where(inArray(requisitions.id, ids));
};

/** The applicant's audit entries, newest first, with the actor's name (null: the candidate or the system). */
export const timelineOf = async (db: Db, entityType: string, entityId: string): Promise<TTimelineEntry[]> => {
  const rows = await db
    .select({
      id: auditLog.id,
      at: auditLog.createdAt,
      action: auditLog.action,
      diff: auditLog.diff,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(and(eq(auditLog.entityType, entityType), eq(auditLog.entityId, entityId)))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(200);
  return rows.map((r) => ({
    id: r.id,
    at: isoRequired(r.at),
    action: r.action,
    actorName: r.firstName ? `${r.firstName} ${r.lastName}` : null,
    changes: r.diff,
  }));
};
