import type { TApplicantListArgs, TPossibleDuplicate } from '@ats/contract';
import { and, eq, inArray, isNotNull, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { applicants, linesOfBusiness, requisitionApplicants, requisitions } from '../../db/schema';
import { withinDays } from '../../lib/list/day-range';

type Filters = Omit<TApplicantListArgs, 'limit' | 'paginationKey' | 'search' | 'sort'>;
/** The filters both trackers share. */
export type CommonFilters = Pick<
  Filters,
  | 'archived'
  | 'status'
  | 'reason'
  | 'ids'
  | 'createdFrom'
  | 'createdTo'
  | 'statusChangedFrom'
  | 'statusChangedTo'
>;

/** Date-range, archive and id conditions shared by both trackers. */
export const commonFilterConditions = (
  t: Record<'archivedAt' | 'createdAt' | 'statusChangedAt' | 'status' | 'reason' | 'id', PgColumn>,
  f: CommonFilters,
): (SQL | undefined)[] => [
  f.archived ? isNotNull(t.archivedAt) : isNull(t.archivedAt),
  f.status?.length ? inArray(t.status, f.status) : undefined,
  f.reason?.length ? inArray(t.reason, f.reason) : undefined,
  f.ids?.length ? inArray(t.id, f.ids) : undefined,
  ...withinDays(t.createdAt, f.createdFrom, f.createdTo),
  ...withinDays(t.statusChangedAt, f.statusChangedFrom, f.statusChangedTo),
];

/** Digits of a phone number: the duplicate check compares these. */
export const phoneDigitsOf = (phone: string) => phone.replace(/\D/g, '');

/**
 * Applicants in either tracker with the same email (case-insensitive) or the same phone digits
 * (7+ digits), that the caller may see; `self` is left out.
 */
export const findPossibleDuplicates = async (
  db: Db,
  who: { email: string; phoneDigits: string },
  self: { tracker: 'manual' | 'requisition'; id: string },
  scopes: { manual: SQL | undefined; requisition: SQL | undefined },
  limit = 20,
): Promise<TPossibleDuplicate[]> => {
  const email = who.email.trim().toLowerCase();
  const phone = who.phoneDigits.length >= 7 ? who.phoneDigits : '';
  if (!email && !phone) return [];
  const match = (t: { email: PgColumn; phoneDigits: PgColumn }) =>
    or(email ? sql`lower(${t.email}) = ${email}` : undefined, phone ? eq(t.phoneDigits, phone) : undefined);
  const matchedOn = (r: { email: string; phoneDigits: string }) =>
    [
      ...(email && r.email.toLowerCase() === email ? (['email'] as const) : []),
      ...(phone && r.phoneDigits === phone ? (['phone'] as const) : []),
    ] as ('email' | 'phone')[];

  const manual = await db
    .select({
      id: applicants.id,
      candidateId: applicants.candidateId,
      firstName: applicants.firstName,
      lastName: applicants.lastName,
      email: applicants.email,
      phone: applicants.phone,
      phoneDigits: applicants.phoneDigits,
      archivedAt: applicants.archivedAt,
    })
    .from(applicants)
    .leftJoin(linesOfBusiness, eq(linesOfBusiness.id, applicants.lobId))
    .where(
      and(
        match(applicants),
        scopes.manual,
        self.tracker === 'manual' ? ne(applicants.id, self.id) : undefined,
      ),
    )
    .limit(limit);
  const fromRequisitions = await db
    .select({
      id: requisitionApplicants.id,
      candidateId: requisitionApplicants.candidateId,
      firstName: requisitionApplicants.firstName,
      lastName: requisitionApplicants.lastName,
      email: requisitionApplicants.email,
      phone: requisitionApplicants.phone,
      phoneDigits: requisitionApplicants.phoneDigits,
      archivedAt: requisitionApplicants.archivedAt,
      requisitionName: requisitions.name,
    })
    .from(requisitionApplicants)
    .innerJoin(requisitions, eq(requisitions.id, requisitionApplicants.requisitionId))
    .where(
      and(
        match(requisitionApplicants),
        scopes.requisition,
        self.tracker === 'requisition' ? ne(requisitionApplicants.id, self.id) : undefined,
      ),
    )
    .limit(limit);
  return [
    ...manual.map((r) => ({ tracker: 'manual' as const, requisitionName: null, ...r })),
    ...fromRequisitions.map((r) => ({ tracker: 'requisition' as const, ...r })),
  ].map(({ phoneDigits, archivedAt, ...r }) => ({
    ...r,
    archived: archivedAt !== null,
    matchedOn: matchedOn({ email: r.email, phoneDigits }),
  }));
};
