import { CANDIDATE_RESOURCES_MAX, type TResourceListArgs } from '@ats/contract';
import { and, eq, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  applicantInterviews,
  applicants,
  linesOfBusiness,
  requisitionApplicants,
  requisitions,
  resources,
} from '../../db/schema';
import { keysetList, type ListArgs } from '../../lib/list/keyset-list';
import { lobScope, type ScopeCaller } from '../../lib/scope';

const columns = {
  id: resources.id,
  title: resources.title,
  description: resources.description,
  audience: resources.audience,
  lobId: resources.lobId,
  lobName: linesOfBusiness.name,
  url: resources.url,
  uploadId: resources.uploadId,
  archivedAt: resources.archivedAt,
  createdAt: resources.createdAt,
  updatedAt: resources.updatedAt,
};
export type ResourceRow = {
  id: string;
  title: string;
  description: string;
  audience: string;
  lobId: string | null;
  lobName: string | null;
  url: string | null;
  uploadId: string | null;
  archivedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
};

/**
 * A resource without a line of business is for everyone; one with a line only for callers who see
 * that line (lib/scope), so a scoped recruiter never sees another client's documents.
 */
const scope = (caller: ScopeCaller) => {
  const inScope = lobScope(caller, resources.lobId);
  return inScope ? or(isNull(resources.lobId), inScope) : undefined;
};

export const listResources = (db: Db, caller: ScopeCaller, q: TResourceListArgs) => {
  const { limit, paginationKey, search, sort, archived, audience, lineOfBusiness } = q;
  const args: ListArgs = { limit, paginationKey, search, sort };
  return keysetList<ResourceRow>(
    {
      id: resources.id,
      sorts: { createdAt: resources.createdAt, title: sql`lower(${resources.title})` },
      defaultSort: '-createdAt',
      searchColumns: [resources.title, resources.description],
      where: [
        scope(caller),
        archived ? isNotNull(resources.archivedAt) : isNull(resources.archivedAt),
        audience?.length ? inArray(resources.audience, audience) : undefined,
        lineOfBusiness?.length ? inArray(resources.lobId, lineOfBusiness) : undefined,
      ],
      query: ({ sortKey, where, orderBy, limit: n }) =>
        db
          .select({ ...columns, __sortKey: sql`${sortKey}`, __id: resources.id })
          .from(resources)
          .leftJoin(linesOfBusiness, eq(linesOfBusiness.id, resources.lobId))
          .where(where)
          .orderBy(...orderBy)
          .limit(n),
    },
    args,
  );
};

export const findResource = async (db: Db, caller: ScopeCaller, id: string) => {
  const [row] = await db
    .select(columns)
    .from(resources)
    .leftJoin(linesOfBusiness, eq(linesOfBusiness.id, resources.lobId))
    .where(and(eq(resources.id, id), scope(caller)));
  return row as ResourceRow | undefined;
};

export const insertResource = async (db: Db, values: typeof resources.$inferInsert) => {
  const [row] = await db.insert(resources).values(values).returning({ id: resources.id });
  return row!.id;
};

export const updateResource = (db: Db, id: string, values: Partial<typeof resources.$inferInsert>) =>
  db
    .update(resources)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(resources.id, id));

export const lineOfBusinessExists = async (db: Db, id: string) =>
  (await db.select({ id: linesOfBusiness.id }).from(linesOfBusiness).where(eq(linesOfBusiness.id, id)))
    .length > 0;

/** Candidate resources a candidate page may list: of the line of business, or of no line. */
export const candidateResources = (db: Db, lobId: string | null) =>
  db
    .select({
      id: resources.id,
      title: resources.title,
      description: resources.description,
      url: resources.url,
      uploadId: resources.uploadId,
    })
    .from(resources)
    .where(
      and(
        eq(resources.audience, 'candidates'),
        isNull(resources.archivedAt),
        lobId ? or(isNull(resources.lobId), eq(resources.lobId, lobId)) : isNull(resources.lobId),
      ),
    )
    .orderBy(resources.title, resources.id)
    .limit(CANDIDATE_RESOURCES_MAX);

/** The line of business of a published requisition (the job page is public), else undefined. */
export const lobOfPublishedRequisition = async (db: Db, id: string) => {
  const [row] = await db
    .select({ lobId: requisitions.lobId })
    .from(requisitions)
    .where(and(eq(requisitions.id, id), eq(requisitions.publishStatus, 'published')))
    .limit(1);
  return row?.lobId;
};

/** The line of business of a live interview link (by its token's hash), else undefined. */
export const lobOfInterviewToken = async (db: Db, tokenHash: string) => {
  const [row] = await db
    .select({ lobId: sql<string | null>`coalesce(${requisitions.lobId}, ${applicants.lobId})` })
    .from(applicantInterviews)
    .leftJoin(requisitionApplicants, eq(requisitionApplicants.id, applicantInterviews.requisitionApplicantId))
    .leftJoin(requisitions, eq(requisitions.id, requisitionApplicants.requisitionId))
    .leftJoin(applicants, eq(applicants.id, applicantInterviews.manualApplicantId))
    .where(and(eq(applicantInterviews.tokenHash, tokenHash), isNull(applicantInterviews.archivedAt)))
    .limit(1);
  return row ? { lobId: row.lobId } : undefined;
};
