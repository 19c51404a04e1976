import type { TApplicantStatus } from '@ats/contract';
import { and, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { applicants, linesOfBusiness, requisitionApplicants as ra, requisitions } from '../../db/schema';
import { readInScope } from '../../lib/scope';

export interface PersonApplication {
  kind: 'manual' | 'requisition';
  id: string;
  candidateId: string | null;
  status: TApplicantStatus;
  context: string;
  createdAt: Date;
}

/** The candidate of each of these applicants (primary-key lookups). */
export const candidateIdsOf = async (db: Db, ids: { manual: string[]; requisition: string[] }) => {
  const out = new Map<string, string | null>();
  if (ids.manual.length)
    for (const r of await db
      .select({ id: applicants.id, candidateId: applicants.candidateId })
      .from(applicants)
      .where(inArray(applicants.id, ids.manual)))
      out.set(`manual:${r.id}`, r.candidateId);
  if (ids.requisition.length)
    for (const r of await db
      .select({ id: ra.id, candidateId: ra.candidateId })
      .from(ra)
      .where(inArray(ra.id, ids.requisition)))
      out.set(`requisition:${r.id}`, r.candidateId);
  return out;
};

/** What a person's application shows of either tracker's applicant row. */
const applicationColumns = (t: typeof applicants | typeof ra) => ({
  id: t.id,
  candidateId: t.candidateId,
  status: t.status,
  createdAt: t.createdAt,
});

/** The rows of these candidates in either tracker that are not archived, within `scope`. */
const liveOf = (t: typeof applicants | typeof ra, candidateIds: string[], scope: SQL | undefined) =>
  and(inArray(t.candidateId, candidateIds), isNull(t.archivedAt), scope);

/**
 * The live applications of these candidates that each scope lets through (read by the
 * `candidate_id` indexes; `false`: that tracker is not the caller's).
 */
export const liveApplicationsOf = async (
  db: Db,
  candidateIds: string[],
  scopes: { manual: SQL | undefined | false; requisition: SQL | undefined | false },
): Promise<PersonApplication[]> => {
  if (!candidateIds.length) return [];
  const manual = await readInScope(scopes.manual, (scope) =>
    db
      .select(applicationColumns(applicants))
      .from(applicants)
      .leftJoin(linesOfBusiness, eq(linesOfBusiness.id, applicants.lobId))
      .where(liveOf(applicants, candidateIds, scope)),
  );
  const fromRequisitions = await readInScope(scopes.requisition, (scope) =>
    db
      .select({ ...applicationColumns(ra), uid: requisitions.requisitionUid, name: requisitions.name })
      .from(ra)
      .innerJoin(requisitions, eq(requisitions.id, ra.requisitionId))
      .where(liveOf(ra, candidateIds, scope)),
  );
  return [
    ...manual.map((r) => ({
      kind: 'manual' as const,
      ...r,
      status: r.status as TApplicantStatus,
      context: 'Manual applicant',
    })),
    ...fromRequisitions.map((r) => ({
      kind: 'requisition' as const,
      id: r.id,
      candidateId: r.candidateId,
      status: r.status as TApplicantStatus,
      createdAt: r.createdAt,
      context: `${r.uid} · ${r.name}`,
    })),
  ];
};
