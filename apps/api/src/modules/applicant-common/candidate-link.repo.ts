import type { TApplicantKind } from '@ats/contract';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows-of';
import { applicants, candidates, requisitionApplicants } from '../../db/schema';

const TABLE = { manual: applicants, requisition: requisitionApplicants } as const;

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

export const applicationCount = async (db: Db, candidateId: string) => {
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
