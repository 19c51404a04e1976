import type { TApplicantKind, TCandidateApplication } from '@ats/contract';
import { and, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  applicants,
  candidates,
  linesOfBusiness,
  requisitionApplicants as ra,
  requisitions,
} from '../../db/schema';
import { iso, isoRequired } from '../../lib/dates';
import { readInScope } from '../../lib/scope';
import { applicationCount } from '../applicant-common';

const TABLE = { manual: applicants, requisition: ra } as const;

/** The candidate an applicant belongs to (undefined when the applicant does not exist). */
export const candidateIdOf = async (db: Db, kind: TApplicantKind, id: string) => {
  const t = TABLE[kind];
  const [row] = await db.select({ candidateId: t.candidateId }).from(t).where(eq(t.id, id)).limit(1);
  return row;
};

/** The candidate row, locked for the rest of the transaction. */
export const lockCandidate = async (db: Db, id: string) => {
  const [row] = await db
    .select({ id: candidates.id, mergedIntoId: candidates.mergedIntoId })
    .from(candidates)
    .where(eq(candidates.id, id))
    .for('update');
  return row;
};

/** Scope columns of each application of these candidates (for the merge's permission check). */
export const applicationScopesOf = async (db: Db, candidateIds: string[]) => {
  const manual = await db
    .select({
      id: applicants.id,
      candidateId: applicants.candidateId,
      lobId: applicants.lobId,
      groupType: linesOfBusiness.lineType,
    })
    .from(applicants)
    .leftJoin(linesOfBusiness, eq(linesOfBusiness.id, applicants.lobId))
    .where(inArray(applicants.candidateId, candidateIds));
  const fromRequisitions = await db
    .select({
      id: ra.id,
      candidateId: ra.candidateId,
      lobId: requisitions.lobId,
      groupType: requisitions.groupType,
    })
    .from(ra)
    .innerJoin(requisitions, eq(requisitions.id, ra.requisitionId))
    .where(inArray(ra.candidateId, candidateIds));
  return [
    ...manual.map((r) => ({ kind: 'manual' as const, ...r })),
    ...fromRequisitions.map((r) => ({ kind: 'requisition' as const, ...r })),
  ];
};

/** Moves every application of `mergedId` to `survivorId` and leaves the pointer on the merged row. */
export const mergeCandidates = async (db: Db, survivorId: string, mergedId: string, by: string) => {
  await db.update(applicants).set({ candidateId: survivorId }).where(eq(applicants.candidateId, mergedId));
  await db.update(ra).set({ candidateId: survivorId }).where(eq(ra.candidateId, mergedId));
  // Records merged earlier into the merged one now point at the survivor (one hop, always).
  await db
    .update(candidates)
    .set({ mergedIntoId: survivorId, updatedAt: sql`now()` })
    .where(eq(candidates.mergedIntoId, mergedId));
  await db
    .update(candidates)
    .set({ mergedIntoId: survivorId, mergedAt: sql`now()`, mergedBy: by, updatedAt: sql`now()` })
    .where(and(eq(candidates.id, mergedId), isNull(candidates.mergedIntoId)));
};

/** The applications of a candidate that each scope lets through (undefined scope: all). */
export const applicationsOf = async (
  db: Db,
  candidateId: string,
  scopes: { manual: SQL | undefined | false; requisition: SQL | undefined | false },
): Promise<TCandidateApplication[]> => {
  const manual = await readInScope(scopes.manual, (scope) =>
    db
      .select({
        id: applicants.id,
        firstName: applicants.firstName,
        lastName: applicants.lastName,
        email: applicants.email,
        lobName: linesOfBusiness.name,
        status: applicants.status,
        reason: applicants.reason,
        statusChangedAt: applicants.statusChangedAt,
        resumeUploadId: applicants.resumeUploadId,
        archivedAt: applicants.archivedAt,
        createdAt: applicants.createdAt,
      })
      .from(applicants)
      .leftJoin(linesOfBusiness, eq(linesOfBusiness.id, applicants.lobId))
      .where(and(eq(applicants.candidateId, candidateId), scope)),
  );
  const fromRequisitions = await readInScope(scopes.requisition, (scope) =>
    db
      .select({
        id: ra.id,
        firstName: ra.firstName,
        lastName: ra.lastName,
        email: ra.email,
        requisitionId: requisitions.id,
        requisitionUid: requisitions.requisitionUid,
        requisitionName: requisitions.name,
        lobName: linesOfBusiness.name,
        status: ra.status,
        reason: ra.reason,
        statusChangedAt: ra.statusChangedAt,
        completedAt: ra.completedAt,
        resumeUploadId: ra.resumeUploadId,
        archivedAt: ra.archivedAt,
        createdAt: ra.createdAt,
      })
      .from(ra)
      .innerJoin(requisitions, eq(requisitions.id, ra.requisitionId))
      .leftJoin(linesOfBusiness, eq(linesOfBusiness.id, requisitions.lobId))
      .where(and(eq(ra.candidateId, candidateId), scope)),
  );
  type Common = Omit<TCandidateApplication, 'kind' | 'requisition' | 'completedAt'>;
  const common = (r: {
    id: string;
    firstName: string;
    lastName: string;
    email: string;
    lobName: string | null;
    status: string;
    reason: string | null;
    statusChangedAt: Date;
    resumeUploadId: string | null;
    archivedAt: Date | null;
    createdAt: Date;
  }): Common => ({
    id: r.id,
    firstName: r.firstName,
    lastName: r.lastName,
    email: r.email,
    lobName: r.lobName,
    status: r.status as Common['status'],
    reason: r.reason as Common['reason'],
    statusChangedAt: isoRequired(r.statusChangedAt),
    hasResume: Boolean(r.resumeUploadId),
    archived: r.archivedAt !== null,
    createdAt: isoRequired(r.createdAt),
  });
  return [
    ...manual.map((r) => ({ kind: 'manual' as const, requisition: null, completedAt: null, ...common(r) })),
    ...fromRequisitions.map((r) => ({
      kind: 'requisition' as const,
      requisition: { id: r.requisitionId, uid: r.requisitionUid, name: r.requisitionName },
      completedAt: iso(r.completedAt),
      ...common(r),
    })),
  ].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
};

/** How many applications the candidate has in all. */
export const countApplications = applicationCount;

/** The candidate's live application to this requisition, if any (add-to-requisition's 409). */
export const applicationToRequisition = async (db: Db, candidateId: string, requisitionId: string) => {
  const [row] = await db
    .select({ id: ra.id })
    .from(ra)
    .where(and(eq(ra.candidateId, candidateId), eq(ra.requisitionId, requisitionId), isNull(ra.archivedAt)))
    .limit(1);
  return row;
};
