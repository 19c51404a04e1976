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

const TABLE = { manual: applicants, requisition: ra } as const;

/** Rows of a raw query (node-postgres and PGlite both answer `{ rows }`). */
const rowsOf = async <T>(db: Db, query: SQL): Promise<T[]> => {
  const r = (await db.execute(query)) as unknown as { rows?: T[] } | T[];
  return Array.isArray(r) ? r : (r.rows ?? []);
};

/** The candidate an applicant belongs to (undefined when the applicant does not exist). */
export const candidateIdOf = async (db: Db, kind: TApplicantKind, id: string) => {
  const t = TABLE[kind];
  const [row] = await db.select({ candidateId: t.candidateId }).from(t).where(eq(t.id, id)).limit(1);
  return row;
};

/**
 * Links one application to its candidate (docs/decisions/candidates.md#matching-rule): the
 * candidate of another application with the same email (case-insensitive); else, with the same
 * phone digits (7+), one whose email is empty or this one's is; else a new candidate. A transaction-
 * scoped advisory lock on the email and phone keeps two simultaneous creates of one person from
 * making two candidates. An application already linked moves only while it is its candidate's
 * only one (a corrected email then finds the right person); the emptied record is removed.
 */
export const linkApplication = async (db: Db, kind: TApplicantKind, id: string): Promise<string> => {
  const t = TABLE[kind];
  const [row] = await db
    .select({ email: sql<string>`lower(${t.email})`, phone: t.phoneDigits, candidateId: t.candidateId })
    .from(t)
    .where(eq(t.id, id))
    .limit(1);
  if (!row) throw new Error(`linkApplication: no ${kind} applicant ${id}`);
  const email = row.email.trim();
  const phone = row.phone.length >= 7 ? row.phone : '';
  const keys = [email && `candidate:e:${email}`, phone && `candidate:p:${phone}`].filter(Boolean).sort();
  for (const key of keys) await db.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);

  // A phone match never joins a person whose record already holds another email.
  const noOtherEmail = (alias: SQL) =>
    email
      ? sql` and not exists (select 1 from applicants x where x.candidate_id = ${alias}.candidate_id and x.email <> '' and lower(x.email) <> ${email})
             and not exists (select 1 from requisition_applicants x where x.candidate_id = ${alias}.candidate_id and x.email <> '' and lower(x.email) <> ${email})`
      : sql``;
  const matches = sql.join(
    [
      ...(email
        ? [
            sql`select candidate_id, 1 as rank, created_at from applicants where lower(email) = ${email} and candidate_id is not null`,
            sql`select candidate_id, 1 as rank, created_at from requisition_applicants where lower(email) = ${email} and candidate_id is not null`,
          ]
        : []),
      ...(phone
        ? [
            sql`select candidate_id, 2 as rank, created_at from applicants p where phone_digits = ${phone} and candidate_id is not null and (email = '' or ${email}::text = '')${noOtherEmail(sql`p`)}`,
            sql`select candidate_id, 2 as rank, created_at from requisition_applicants p where phone_digits = ${phone} and candidate_id is not null and (email = '' or ${email}::text = '')${noOtherEmail(sql`p`)}`,
          ]
        : []),
    ],
    sql` union all `,
  );
  const found =
    email || phone
      ? (
          await rowsOf<{ candidate_id: string }>(
            db,
            sql`select m.candidate_id from (${matches}) m
              where m.candidate_id is distinct from ${row.candidateId}::uuid
              order by m.rank, m.created_at limit 1`,
          )
        )[0]
      : undefined;

  const current = row.candidateId;
  if (current && (!found || (await applicationCount(db, current)) > 1)) return current;
  const target =
    found?.candidate_id ?? (await db.insert(candidates).values({}).returning({ id: candidates.id }))[0]!.id;
  await db.update(t).set({ candidateId: target }).where(eq(t.id, id));
  if (current) await removeIfEmpty(db, current);
  return target;
};

const applicationCount = async (db: Db, candidateId: string) => {
  const [r] = await rowsOf<{ n: string | number }>(
    db,
    sql`select (select count(*) from applicants where candidate_id = ${candidateId})
             + (select count(*) from requisition_applicants where candidate_id = ${candidateId}) as n`,
  );
  return Number(r?.n ?? 0);
};

/** A record left without applications (and never a merge target) is removed. */
const removeIfEmpty = async (db: Db, candidateId: string) => {
  if ((await applicationCount(db, candidateId)) > 0) return;
  await db.execute(
    sql`delete from candidates c where c.id = ${candidateId}
        and not exists (select 1 from candidates m where m.merged_into_id = c.id)`,
  );
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
  const manual =
    scopes.manual === false
      ? []
      : await db
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
          .where(and(eq(applicants.candidateId, candidateId), scopes.manual));
  const fromRequisitions =
    scopes.requisition === false
      ? []
      : await db
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
          .where(and(eq(ra.candidateId, candidateId), scopes.requisition));
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
