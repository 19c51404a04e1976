import type { TRequisition, TRequisitionListItem, TRequisitionPublic } from '@ats/contract';
import { and, eq, gte, inArray, isNull, lte, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  linesOfBusiness,
  requisitionApplicants,
  requisitions,
  requisitionUidCounters,
  requisitionUids,
  requisitionVisitThrottle,
} from '../../db/schema';
import { iso, isoRequired } from '../../lib/dates';
import { keysetList, type ListArgs } from '../../lib/list/keyset-list';
import { nextMonthlyNumber } from '../../lib/monthly-number';
import { requisitionScope, type ScopeCaller } from '../../lib/scope';

const r = requisitions;

const listFields = {
  id: r.id,
  requisitionUid: r.requisitionUid,
  name: r.name,
  lobId: r.lobId,
  lobName: linesOfBusiness.name,
  internalJobCode: r.internalJobCode,
  jobTitle: r.jobTitle,
  location: r.location,
  employmentType: r.employmentType,
  workEnvironment: r.workEnvironment,
  groupType: r.groupType,
  country: r.country,
  payText: r.payText,
  shiftText: r.shiftText,
  status: r.status,
  statusChangedAt: r.statusChangedAt,
  publishStatus: r.publishStatus,
  publishedAt: r.publishedAt,
  startDate: r.startDate,
  clientSubmissionDate: r.clientSubmissionDate,
  requiredHC: r.requiredHC,
  numHired: r.numHired,
  // Correlated counts over requisition_applicants_requisition_idx (one page of rows at a time).
  applicantCount: sql<number>`(select count(*)::int from ${requisitionApplicants} ra where ra.requisition_id = ${r.id} and ra.archived_at is null)`,
  deletable: sql<boolean>`not exists (select 1 from ${requisitionApplicants} ra where ra.requisition_id = ${r.id})`,
  reasonForCancellation: r.reasonForCancellation,
  visits: r.visits,
  qualificationQuestionProfileId: r.qualificationQuestionProfileId,
  videoQuestionProfileId: r.videoQuestionProfileId,
  resumeProfileId: r.resumeProfileId,
  typingTestId: r.typingTestId,
  createdAt: r.createdAt,
  updatedAt: r.updatedAt,
  createdBy: r.createdBy,
};
const fullFields = {
  ...listFields,
  description: r.description,
  instructions: r.instructions,
  reminders: r.reminders,
};

type ListRow = {
  [K in Exclude<
    keyof typeof listFields,
    'applicantCount' | 'deletable'
  >]: (typeof listFields)[K]['_']['data'];
} & { applicantCount: number; deletable: boolean };
type FullRow = ListRow & { description: string; instructions: string; reminders: string };

const toListItem = (row: ListRow): TRequisitionListItem =>
  ({
    id: row.id,
    requisitionUid: row.requisitionUid,
    name: row.name,
    lobId: row.lobId,
    lob: { id: row.lobId, name: row.lobName },
    jobTitle: {
      internalJobCode: row.internalJobCode,
      jobTitle: row.jobTitle,
      location: row.location,
      type: row.employmentType,
      workEnvironment: row.workEnvironment,
    },
    groupType: row.groupType,
    country: row.country,
    payText: row.payText,
    shiftText: row.shiftText,
    status: row.status,
    statusChangedAt: isoRequired(row.statusChangedAt),
    publishStatus: row.publishStatus,
    publishedAt: iso(row.publishedAt),
    startDate: row.startDate,
    clientSubmissionDate: row.clientSubmissionDate,
    requiredHC: row.requiredHC,
    numHired: row.numHired,
    applicantCount: Number(row.applicantCount),
    deletable: Boolean(row.deletable),
    reasonForCancellation: row.reasonForCancellation,
    visits: row.visits,
    qualificationQuestionProfileId: row.qualificationQuestionProfileId,
    videoQuestionProfileId: row.videoQuestionProfileId,
    resumeProfileId: row.resumeProfileId,
    typingTestId: row.typingTestId,
    createdAt: isoRequired(row.createdAt),
    updatedAt: isoRequired(row.updatedAt),
    createdBy: row.createdBy,
  }) as TRequisitionListItem;

const toRequisition = (row: FullRow): TRequisition => ({
  ...toListItem(row),
  description: row.description,
  instructions: row.instructions,
  reminders: row.reminders,
});

/** One requisition the caller may see (no caller: unscoped, for internal use). */
export const findRequisition = async (
  db: Db,
  id: string,
  caller?: ScopeCaller,
): Promise<TRequisition | undefined> => {
  const [row] = await db
    .select(fullFields)
    .from(r)
    .innerJoin(linesOfBusiness, eq(linesOfBusiness.id, r.lobId))
    .where(and(eq(r.id, id), requisitionScope(caller)))
    .limit(1);
  return row ? toRequisition(row as FullRow) : undefined;
};

/** Locks the row for the rest of the transaction so concurrent status changes serialize. */
export const lockRequisition = async (db: Db, id: string) => {
  await db.select({ id: r.id }).from(r).where(eq(r.id, id)).for('update');
};

export interface RequisitionListFilters {
  status?: string[] | undefined;
  publishStatus?: string[] | undefined;
  lobId?: string[] | undefined;
  groupType?: string[] | undefined;
  startDateFrom?: string | undefined;
  startDateTo?: string | undefined;
}

const FAR_FUTURE = sql`'9999-12-31'::date`;

export const listRequisitions = (db: Db, caller: ScopeCaller, args: ListArgs & RequisitionListFilters) =>
  keysetList(
    {
      id: r.id,
      sorts: {
        createdAt: r.createdAt,
        updatedAt: r.updatedAt,
        name: sql`lower(${r.name})`,
        requisitionUid: r.requisitionUid,
        jobTitle: sql`lower(${r.jobTitle})`,
        status: r.status,
        // Nullable dates sort last ascending; the keyset needs non-null keys.
        startDate: sql`coalesce(${r.startDate}, ${FAR_FUTURE})`,
        clientSubmissionDate: sql`coalesce(${r.clientSubmissionDate}, ${FAR_FUTURE})`,
        requiredHC: r.requiredHC,
        numHired: r.numHired,
        visits: r.visits,
        publishedAt: sql`coalesce(${r.publishedAt}, 'epoch'::timestamptz)`,
      },
      defaultSort: '-createdAt',
      searchColumns: [r.name, r.requisitionUid, r.jobTitle, r.internalJobCode],
      where: [
        requisitionScope(caller),
        args.status?.length ? inArray(r.status, args.status) : undefined,
        args.publishStatus?.length ? inArray(r.publishStatus, args.publishStatus) : undefined,
        args.lobId?.length ? inArray(r.lobId, args.lobId) : undefined,
        args.groupType?.length ? inArray(r.groupType, args.groupType) : undefined,
        args.startDateFrom ? gte(r.startDate, args.startDateFrom) : undefined,
        args.startDateTo ? lte(r.startDate, args.startDateTo) : undefined,
      ],
      query: async ({ sortKey, where, orderBy, limit }) => {
        const rows = await db
          .select({ ...listFields, __sortKey: sortKey, __id: r.id })
          .from(r)
          .innerJoin(linesOfBusiness, eq(linesOfBusiness.id, r.lobId))
          .where(where)
          .orderBy(...orderBy)
          .limit(limit);
        return rows.map((row) => ({
          ...toListItem(row as ListRow),
          __sortKey: row.__sortKey,
          __id: row.__id,
        }));
      },
    },
    args,
  );

/** A line of business as a requisition needs it, within the caller's line-of-business scope. */
export const findLobForRequisition = async (db: Db, lobId: string, caller: ScopeCaller) => {
  const conditions: (SQL | undefined)[] = [eq(linesOfBusiness.id, lobId)];
  if (caller.linesOfBusiness.length) conditions.push(inArray(linesOfBusiness.id, caller.linesOfBusiness));
  const [row] = await db
    .select({
      id: linesOfBusiness.id,
      name: linesOfBusiness.name,
      active: linesOfBusiness.active,
      lineType: linesOfBusiness.lineType,
      country: linesOfBusiness.country,
    })
    .from(linesOfBusiness)
    .where(and(...conditions))
    .limit(1);
  return row;
};

export const insertRequisition = async (db: Db, values: typeof r.$inferInsert) => {
  const [row] = await db.insert(r).values(values).returning({ id: r.id });
  return row!.id;
};

export const updateRequisitionRow = (db: Db, id: string, values: Partial<typeof r.$inferInsert>) =>
  db
    .update(r)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(r.id, id));

export const deleteRequisitionRow = (db: Db, id: string) => db.delete(r).where(eq(r.id, id));

/**
 * Issues the next uid of the month (REQ-YYMM-NNNN) and records it, so it is never issued again,
 * even after the requisition that used it is deleted.
 */
export const issueRequisitionUid = async (db: Db, period: string, issuedBy: string | null) => {
  const uid = await nextMonthlyNumber(db, requisitionUidCounters, 'REQ', period);
  await db.insert(requisitionUids).values({ uid, issuedBy });
  return uid;
};

/** Binds an issued, never used uid to a new requisition; false when it was not issued or is used. */
export const claimRequisitionUid = async (db: Db, uid: string) => {
  const rows = await db
    .update(requisitionUids)
    .set({ usedAt: sql`now()` })
    .where(and(eq(requisitionUids.uid, uid), isNull(requisitionUids.usedAt)))
    .returning({ uid: requisitionUids.uid });
  return rows.length === 1;
};

/**
 * How many applicants a requisition has ever had (archived included); a requisition with any
 * cannot be deleted.
 */
export const countRequisitionApplicants = async (db: Db, requisitionId: string): Promise<number> => {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(requisitionApplicants)
    .where(eq(requisitionApplicants.requisitionId, requisitionId));
  return row?.n ?? 0;
};

/** A requisition as the public job page shows it (published or not; the service decides). */
export const findPublicRequisition = async (
  db: Db,
  id: string,
): Promise<(TRequisitionPublic & { lobId: string; groupType: string }) | undefined> => {
  const [row] = await db
    .select({
      id: r.id,
      title: r.jobTitle,
      location: r.location,
      type: r.employmentType,
      workEnvironment: r.workEnvironment,
      country: r.country,
      clientName: linesOfBusiness.clientName,
      payText: r.payText,
      shiftText: r.shiftText,
      description: r.description,
      instructions: r.instructions,
      reminders: r.reminders,
      publishedAt: r.publishedAt,
      startDate: r.startDate,
      publishStatus: r.publishStatus,
      lobId: r.lobId,
      groupType: r.groupType,
    })
    .from(r)
    .innerJoin(linesOfBusiness, eq(linesOfBusiness.id, r.lobId))
    .where(eq(r.id, id))
    .limit(1);
  if (!row) return undefined;
  const { publishStatus, publishedAt, ...rest } = row;
  return {
    ...(rest as Omit<TRequisitionPublic, 'publishedAt' | 'published'> & { lobId: string; groupType: string }),
    publishedAt: iso(publishedAt),
    published: publishStatus === 'published',
  };
};

/**
 * Counts one visit of a published requisition unless this visitor was counted within the window.
 * The throttle row is claimed atomically, so parallel requests count once.
 */
export const countVisit = async (db: Db, requisitionId: string, visitorKey: string, windowSeconds: number) =>
  db.transaction(async (tx) => {
    const claimed = await tx
      .insert(requisitionVisitThrottle)
      .values({ key: visitorKey, requisitionId })
      .onConflictDoUpdate({
        target: requisitionVisitThrottle.key,
        set: { countedAt: sql`now()` },
        setWhere: sql`${requisitionVisitThrottle.countedAt} < now() - make_interval(secs => ${windowSeconds})`,
      })
      .returning({ key: requisitionVisitThrottle.key });
    if (!claimed.length) return false;
    await tx
      .update(r)
      .set({ visits: sql`${r.visits} + 1` })
      .where(eq(r.id, requisitionId));
    return true;
  });

/** Forgets throttle entries older than a day (called now and then by the visit route). */
export const pruneVisitThrottle = (db: Db) =>
  db
    .delete(requisitionVisitThrottle)
    .where(sql`${requisitionVisitThrottle.countedAt} < now() - interval '1 day'`);
