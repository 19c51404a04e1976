import type {
  TClassRequestContent,
  TClassRequestListItem,
  TClassRequestStatus,
  TClassRequestVersion,
} from '@ats/contract';
import { and, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { isActiveStaff } from '../../db/active-staff';
import type { Db } from '../../db/client';
import {
  classRequestCounters,
  classRequests,
  classRequestVersions,
  linesOfBusiness,
  requisitions,
  roles,
  users,
} from '../../db/schema';
import { isoRequired } from '../../lib/dates';
import { keysetList, keysetStream, type ListArgs, type ListSpec } from '../../lib/list/keyset-list';
import { nextMonthlyNumber, periodOf } from '../../lib/monthly-number';
import { claimRequisitionUid, issueRequisitionUid } from '../requisitions';

/** The columns of `class_requests` that copy the current version. */
export interface ClassRequestSummary {
  type: string;
  positionTitle: string;
  company: string;
  requesterName: string;
  email: string;
  country: string;
  headcount: number;
  targetStartDate: string;
  lobId: string | null;
}

export const summaryOf = (c: TClassRequestContent): ClassRequestSummary => ({
  type: c.type,
  positionTitle: c.positionTitle,
  company: c.company,
  requesterName: c.requesterName,
  email: c.email,
  country: c.country,
  headcount: c.headcount,
  targetStartDate: c.targetStartDate,
  lobId: c.lobId ?? null,
});

/** Next reference number of the month, e.g. CR-2611-0007; the counter row only ever grows. */
export const nextReferenceNumber = (db: Db, now = new Date()) =>
  nextMonthlyNumber(db, classRequestCounters, 'CR', periodOf(now));

export const insertClassRequest = async (
  db: Db,
  values: ClassRequestSummary & { referenceNumber: string },
): Promise<string> => {
  const [row] = await db
    .insert(classRequests)
    .values({ ...values, lastVersionNumber: 0 })
    .returning({ id: classRequests.id });
  return row!.id;
};

/** Takes the next version number; also locks the request row until the transaction ends. */
export const takeVersionNumber = async (db: Db, classRequestId: string) => {
  const [row] = await db
    .update(classRequests)
    .set({ lastVersionNumber: sql`${classRequests.lastVersionNumber} + 1` })
    .where(eq(classRequests.id, classRequestId))
    .returning({ n: classRequests.lastVersionNumber });
  return row!.n;
};

export const insertVersion = async (
  db: Db,
  values: {
    classRequestId: string;
    versionNumber: number;
    snapshot: TClassRequestContent;
    createdBy: string | null;
  },
): Promise<string> => {
  const [row] = await db
    .insert(classRequestVersions)
    .values({ ...values, snapshot: values.snapshot as unknown as Record<string, unknown> })
    .returning({ id: classRequestVersions.id });
  return row!.id;
};

/** Makes a version current and copies its summary onto the request. */
export const setCurrentVersion = (db: Db, id: string, versionId: string, summary: ClassRequestSummary) =>
  db
    .update(classRequests)
    .set({ ...summary, currentVersionId: versionId, updatedAt: sql`now()` })
    .where(eq(classRequests.id, id));

export const updateStatus = (
  db: Db,
  id: string,
  values: { status: TClassRequestStatus; statusReason: string | null; requisitionId?: string },
) =>
  db
    .update(classRequests)
    .set({ ...values, statusChangedAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(classRequests.id, id));

export const deleteClassRequest = (db: Db, id: string) =>
  db.delete(classRequests).where(eq(classRequests.id, id));

export const deleteVersion = (db: Db, versionId: string) =>
  db.delete(classRequestVersions).where(eq(classRequestVersions.id, versionId));

// Written with explicit qualifiers: Drizzle leaves columns unqualified in single-table selects,
// which inside a subquery would bind them to the subquery's own table.
const versionCount = sql<number>`(select count(*)::int from "class_request_versions" v where v."class_request_id" = "class_requests"."id")`;
const currentVersionNumber = sql<number>`coalesce((select v."version_number" from "class_request_versions" v where v."id" = "class_requests"."current_version_id"), 0)`;

const listFields = {
  id: classRequests.id,
  referenceNumber: classRequests.referenceNumber,
  status: classRequests.status,
  type: classRequests.type,
  positionTitle: classRequests.positionTitle,
  company: classRequests.company,
  requesterName: classRequests.requesterName,
  email: classRequests.email,
  country: classRequests.country,
  headcount: classRequests.headcount,
  targetStartDate: classRequests.targetStartDate,
  currentVersionNumber,
  versionCount,
  requisitionId: classRequests.requisitionId,
  statusChangedAt: classRequests.statusChangedAt,
  createdAt: classRequests.createdAt,
  updatedAt: classRequests.updatedAt,
};

type ListRow = Omit<
  TClassRequestListItem,
  'statusChangedAt' | 'createdAt' | 'updatedAt' | 'status' | 'type' | 'country'
> & {
  status: string;
  type: string;
  country: string;
  statusChangedAt: Date;
  createdAt: Date;
  updatedAt: Date;
};

const toListItem = (r: ListRow): TClassRequestListItem => ({
  ...r,
  status: r.status as TClassRequestListItem['status'],
  type: r.type as TClassRequestListItem['type'],
  country: r.country as TClassRequestListItem['country'],
  statusChangedAt: isoRequired(r.statusChangedAt),
  createdAt: isoRequired(r.createdAt),
  updatedAt: isoRequired(r.updatedAt),
});

export interface ClassRequestFilters {
  types?: string[] | undefined;
  statuses?: string[] | undefined;
  countries?: string[] | undefined;
  submittedFrom?: string | undefined;
  submittedTo?: string | undefined;
}

const listSpec = (db: Db, f: ClassRequestFilters): ListSpec<TClassRequestListItem> => ({
  id: classRequests.id,
  sorts: {
    createdAt: classRequests.createdAt,
    updatedAt: classRequests.updatedAt,
    referenceNumber: classRequests.referenceNumber,
    positionTitle: sql`lower(${classRequests.positionTitle})`,
    company: sql`lower(${classRequests.company})`,
    targetStartDate: classRequests.targetStartDate,
  },
  defaultSort: '-createdAt',
  searchColumns: [
    classRequests.referenceNumber,
    classRequests.positionTitle,
    classRequests.company,
    classRequests.requesterName,
    classRequests.email,
  ],
  where: [
    f.types?.length ? inArray(classRequests.type, f.types) : undefined,
    f.statuses?.length ? inArray(classRequests.status, f.statuses) : undefined,
    f.countries?.length ? inArray(classRequests.country, f.countries) : undefined,
    f.submittedFrom ? gte(classRequests.createdAt, new Date(`${f.submittedFrom}T00:00:00.000Z`)) : undefined,
    f.submittedTo
      ? lt(
          classRequests.createdAt,
          new Date(new Date(`${f.submittedTo}T00:00:00.000Z`).getTime() + 86_400_000),
        )
      : undefined,
  ],
  query: async ({ sortKey, where, orderBy, limit }) => {
    const rows = await db
      .select({ ...listFields, __sortKey: sortKey, __id: classRequests.id })
      .from(classRequests)
      .where(where)
      .orderBy(...orderBy)
      .limit(limit);
    return rows.map((r) => ({ ...toListItem(r), __sortKey: r.__sortKey, __id: r.__id }));
  },
});

export const listClassRequests = (db: Db, args: ListArgs & ClassRequestFilters) =>
  keysetList(listSpec(db, args), args);

export const streamClassRequests = (
  db: Db,
  args: Omit<ListArgs, 'limit' | 'paginationKey'> & ClassRequestFilters,
) => keysetStream(listSpec(db, args), args);

export const findClassRequestRow = async (db: Db, id: string) => {
  const [row] = await db
    .select({
      ...listFields,
      statusReason: classRequests.statusReason,
      currentVersionId: classRequests.currentVersionId,
      lobId: classRequests.lobId,
      lobName: linesOfBusiness.name,
      requisitionUid: requisitions.requisitionUid,
      requisitionName: requisitions.name,
    })
    .from(classRequests)
    .leftJoin(linesOfBusiness, eq(linesOfBusiness.id, classRequests.lobId))
    .leftJoin(requisitions, eq(requisitions.id, classRequests.requisitionId))
    .where(eq(classRequests.id, id))
    .limit(1);
  if (!row) return undefined;
  const { statusReason, currentVersionId, lobId, lobName, requisitionUid, requisitionName, ...rest } = row;
  return {
    ...toListItem(rest),
    statusReason,
    currentVersionId,
    lob: lobId && lobName !== null ? { id: lobId, name: lobName } : null,
    requisition:
      rest.requisitionId && requisitionUid !== null && requisitionName !== null
        ? { id: rest.requisitionId, requisitionUid, name: requisitionName }
        : null,
  };
};

/** Versions of a request, newest first, with who saved each. */
export const listVersions = async (
  db: Db,
  classRequestId: string,
  currentVersionId: string | null,
): Promise<TClassRequestVersion[]> => {
  const rows = await db
    .select({
      id: classRequestVersions.id,
      versionNumber: classRequestVersions.versionNumber,
      snapshot: classRequestVersions.snapshot,
      createdById: classRequestVersions.createdBy,
      firstName: users.firstName,
      lastName: users.lastName,
      createdAt: classRequestVersions.createdAt,
    })
    .from(classRequestVersions)
    .leftJoin(users, eq(users.id, classRequestVersions.createdBy))
    .where(eq(classRequestVersions.classRequestId, classRequestId))
    .orderBy(desc(classRequestVersions.versionNumber));
  return rows.map((r) => ({
    id: r.id,
    versionNumber: r.versionNumber,
    isCurrent: r.id === currentVersionId,
    createdBy: r.createdById
      ? { id: r.createdById, name: `${r.firstName ?? ''} ${r.lastName ?? ''}`.trim() }
      : null,
    createdAt: isoRequired(r.createdAt),
    content: r.snapshot as unknown as TClassRequestContent,
  }));
};

export const findVersion = async (db: Db, classRequestId: string, versionId: string) => {
  const [row] = await db
    .select({
      id: classRequestVersions.id,
      versionNumber: classRequestVersions.versionNumber,
      snapshot: classRequestVersions.snapshot,
    })
    .from(classRequestVersions)
    .where(
      and(eq(classRequestVersions.classRequestId, classRequestId), eq(classRequestVersions.id, versionId)),
    )
    .limit(1);
  return row ? { ...row, content: row.snapshot as unknown as TClassRequestContent } : undefined;
};

export const findLineOfBusiness = async (db: Db, id: string) => {
  const [row] = await db
    .select({
      id: linesOfBusiness.id,
      name: linesOfBusiness.name,
      active: linesOfBusiness.active,
      lineType: linesOfBusiness.lineType,
    })
    .from(linesOfBusiness)
    .where(eq(linesOfBusiness.id, id))
    .limit(1);
  return row;
};

/** Addresses of active staff whose (active) role may view class requests. */
export const staffWhoViewClassRequests = async (db: Db): Promise<string[]> => {
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(
      and(
        isActiveStaff(),
        sql`coalesce((${roles.permissions} -> 'class-requests' ->> 'view')::boolean, false)`,
      ),
    )
    .orderBy(users.email);
  return rows.map((r) => r.email);
};

/** The columns a class request fills in a new draft requisition. */
export interface DraftRequisition {
  requisitionUid: string;
  name: string;
  lobId: string;
  jobTitle: string;
  location: string;
  employmentType: string;
  workEnvironment: string;
  groupType: string;
  country: string;
  description: string;
  payText: string;
  shiftText: string;
  startDate: string;
  requiredHC: number;
  createdBy: string;
}

/** A draft requisition pre-filled from a request; the requisitions module owns the rest of its life. */
export const insertDraftRequisition = async (db: Db, values: DraftRequisition) => {
  const [row] = await db
    .insert(requisitions)
    .values({ ...values, status: 'draft', publishStatus: 'unpublished' })
    .returning({ id: requisitions.id, requisitionUid: requisitions.requisitionUid });
  return row!;
};

/** A new requisition uid, issued and bound the way the requisitions module does it (never reused). */
export const takeRequisitionUid = async (db: Db, issuedBy: string) => {
  const uid = await issueRequisitionUid(db, periodOf(new Date()), issuedBy);
  await claimRequisitionUid(db, uid);
  return uid;
};
