import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { applicants, requisitionApplicants as ra, requisitions } from '../../db/schema';
import type { ScopeCaller } from '../../lib/scope';
import { requisitionApplicantScope } from '../../lib/scope';

/** The requisition of a board, if the caller's tracker scope (line of business, group) covers it. */
export const findBoardRequisition = async (db: Db, id: string, caller: ScopeCaller) => {
  const [row] = await db
    .select({
      id: requisitions.id,
      requisitionUid: requisitions.requisitionUid,
      name: requisitions.name,
      requiredHC: requisitions.requiredHC,
      numHired: requisitions.numHired,
    })
    .from(requisitions)
    .where(and(eq(requisitions.id, id), requisitionApplicantScope(caller)));
  return row;
};

/** Live applicants of a requisition per status (requisition_applicants_requisition_idx). */
export const countByStatus = async (db: Db, requisitionId: string): Promise<Map<string, number>> => {
  const rows = await db
    .select({ status: ra.status, n: sql<number>`count(*)::int` })
    .from(ra)
    .where(and(eq(ra.requisitionId, requisitionId), isNull(ra.archivedAt)))
    .groupBy(ra.status);
  return new Map(rows.map((r) => [r.status, Number(r.n)]));
};

/**
 * Which of these applicants share an email (case-insensitive) or phone digits (7 or more) with
 * another applicant of either tracker: the cards' duplicates flag. A hint only (a boolean); the
 * applicant page lists the matches within the caller's scope.
 */
export const withPossibleDuplicates = async (db: Db, ids: string[]): Promise<Set<string>> => {
  if (!ids.length) return new Set();
  const rows = await db
    .select({ id: ra.id })
    .from(ra)
    .where(
      and(
        inArray(ra.id, ids),
        sql`(
          exists (select 1 from ${ra} o where o.id <> ${ra.id} and (
            (${ra.email} <> '' and lower(o.email) = lower(${ra.email}))
            or (length(${ra.phoneDigits}) >= 7 and o.phone_digits = ${ra.phoneDigits})))
          or exists (select 1 from ${applicants} m where
            (${ra.email} <> '' and lower(m.email) = lower(${ra.email}))
            or (length(${ra.phoneDigits}) >= 7 and m.phone_digits = ${ra.phoneDigits}))
        )`,
      ),
    );
  return new Set(rows.map((r) => r.id));
};

/** The requisition an applicant belongs to (scope is checked by the status change itself). */
export const requisitionOfApplicant = async (db: Db, applicantId: string) => {
  const [row] = await db
    .select({ requisitionId: ra.requisitionId, archivedAt: ra.archivedAt })
    .from(ra)
    .where(eq(ra.id, applicantId));
  return row;
};
