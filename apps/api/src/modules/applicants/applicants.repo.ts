import type { TApplicantListArgs, TApplicantListItem } from '@ats/contract';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { applicants, linesOfBusiness } from '../../db/schema';
import { archiveChange } from '../../lib/archive-change';
import { archivableRecordOf } from '../../lib/dates';
import type { CsvColumn } from '../../lib/list/csv';
import { keysetCsv, keysetList, type ListArgs, type ListSpec } from '../../lib/list/keyset-list';
import { applicantPersonOf, applicantStatusOf, commonFilterConditions } from '../applicant-common';
import { tagFilter } from '../tags';

export type ApplicantRow = Omit<typeof applicants.$inferSelect, 'candidateId' | 'searchText'> & {
  lobName: string | null;
};
type Filters = Omit<TApplicantListArgs, 'limit' | 'paginationKey' | 'search' | 'sort'>;
const columns = {
  id: applicants.id,
  firstName: applicants.firstName,
  lastName: applicants.lastName,
  email: applicants.email,
  phone: applicants.phone,
  phoneDigits: applicants.phoneDigits,
  address: applicants.address,
  country: applicants.country,
  language: applicants.language,
  source: applicants.source,
  lobId: applicants.lobId,
  lobName: linesOfBusiness.name,
  position: applicants.position,
  educationLevel: applicants.educationLevel,
  yearsOfExperience: applicants.yearsOfExperience,
  status: applicants.status,
  reason: applicants.reason,
  statusChangedAt: applicants.statusChangedAt,
  notes: applicants.notes,
  resumeUploadId: applicants.resumeUploadId,
  createdBy: applicants.createdBy,
  archivedAt: applicants.archivedAt,
  createdAt: applicants.createdAt,
  updatedAt: applicants.updatedAt,
};

export const toListItem = (r: ApplicantRow): TApplicantListItem => ({
  id: r.id,
  ...applicantPersonOf(r),
  source: r.source as TApplicantListItem['source'],
  lob: r.lobId ? { id: r.lobId, name: r.lobName ?? '' } : null,
  position: r.position,
  educationLevel: r.educationLevel as TApplicantListItem['educationLevel'],
  yearsOfExperience: r.yearsOfExperience,
  ...applicantStatusOf(r),
  hasResume: Boolean(r.resumeUploadId),
  ...archivableRecordOf(r),
});

/** The list's select in its order: a page adds a limit, an export streams all of it. */
const listSelect = (
  db: Db,
  { sortKey, where, orderBy }: { sortKey: SQL; where: SQL | undefined; orderBy: SQL[] },
  fields: Record<string, unknown> = { ...columns, __sortKey: sortKey, __id: applicants.id },
) => {
  const query = db
    .select(fields as typeof columns & { __sortKey: SQL; __id: typeof applicants.id })
    .from(applicants)
    .leftJoin(linesOfBusiness, eq(linesOfBusiness.id, applicants.lobId))
    .where(where)
    .orderBy(...orderBy);
  return { fields, query };
};

const listSpec = (db: Db, scope: SQL | undefined, f: Filters): ListSpec<ApplicantRow> => ({
  id: applicants.id,
  sorts: {
    name: sql`lower(${applicants.firstName} || ' ' || ${applicants.lastName})`,
    createdAt: applicants.createdAt,
    statusChangedAt: applicants.statusChangedAt,
    status: applicants.status,
  },
  defaultSort: '-createdAt',
  // Matched on `search_text` (their lower-cased copy, trigram-indexed: migrations 0006, 0037).
  searchColumns: [
    sql`${applicants.firstName} || ' ' || ${applicants.lastName}`,
    applicants.email,
    applicants.phoneDigits,
  ],
  searchText: applicants.searchText,
  searchDigits: applicants.phoneDigits,
  where: [
    scope,
    ...commonFilterConditions(applicants, f),
    f.source?.length ? inArray(applicants.source, f.source) : undefined,
    f.lineOfBusiness?.length ? inArray(applicants.lobId, f.lineOfBusiness) : undefined,
    tagFilter('manual', applicants.id, f.tag),
  ],
  query: ({ limit, ...parts }) => listSelect(db, parts).query.limit(limit),
  select: { db, frame: 'applicants', build: (parts, fields) => listSelect(db, parts, fields) },
});

export const listApplicants = async (db: Db, scope: SQL | undefined, args: ListArgs & Filters) => {
  const page = await keysetList(listSpec(db, scope, args), args);
  return { items: page.items.map(toListItem), paginationKey: page.paginationKey };
};

/** The list as a CSV document (written by the database when every column has its SQL). */
export const exportApplicants = (
  db: Db,
  scope: SQL | undefined,
  args: Omit<ListArgs, 'limit' | 'paginationKey'> & Filters,
  columns: CsvColumn<ApplicantRow>[],
) => keysetCsv(listSpec(db, scope, args), args, columns);

/** One applicant the caller may see (archived or not), or undefined. */
export const findApplicant = async (db: Db, id: string, scope: SQL | undefined) => {
  const [row] = await db
    .select(columns)
    .from(applicants)
    .leftJoin(linesOfBusiness, eq(linesOfBusiness.id, applicants.lobId))
    .where(and(eq(applicants.id, id), scope))
    .limit(1);
  return row;
};

/** Ids among `ids` the caller may see, with their archive state. */
export const visibleApplicantIds = async (db: Db, ids: string[], scope: SQL | undefined) =>
  db
    .select({
      id: applicants.id,
      email: applicants.email,
      archivedAt: applicants.archivedAt,
      status: applicants.status,
      reason: applicants.reason,
    })
    .from(applicants)
    .leftJoin(linesOfBusiness, eq(linesOfBusiness.id, applicants.lobId))
    .where(and(inArray(applicants.id, ids), scope));

export const insertApplicant = async (db: Db, values: typeof applicants.$inferInsert) => {
  const [row] = await db.insert(applicants).values(values).returning({ id: applicants.id });
  return row!.id;
};

export const updateApplicantRows = (db: Db, ids: string[], values: Partial<typeof applicants.$inferInsert>) =>
  db
    .update(applicants)
    .set({ ...values, updatedAt: sql`now()` })
    .where(inArray(applicants.id, ids));

export const setApplicantsArchived = (db: Db, ids: string[], archived: boolean) => {
  const change = archiveChange(applicants.archivedAt, archived);
  return db
    .update(applicants)
    .set(change.values)
    .where(and(inArray(applicants.id, ids), change.changes))
    .returning({ id: applicants.id });
};

/** A line of business the caller may file an applicant under (active, in their scope). */
export const findLineOfBusiness = async (db: Db, id: string) => {
  const [row] = await db
    .select({ id: linesOfBusiness.id, lineType: linesOfBusiness.lineType, active: linesOfBusiness.active })
    .from(linesOfBusiness)
    .where(eq(linesOfBusiness.id, id));
  return row;
};
