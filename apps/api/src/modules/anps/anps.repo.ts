import type { TAnpsSummaryQuery } from '@ats/contract';
import { and, eq, gte, inArray, isNotNull, isNull, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  applicants,
  linesOfBusiness,
  requisitionApplicants as ra,
  requisitions,
  anpsSurveys as s,
} from '../../db/schema';

export type SurveyInsert = typeof s.$inferInsert;

/** Only this file speaks SQL for aNPS surveys. */
export const insertSurveys = (db: Db, values: SurveyInsert[]) => db.insert(s).values(values);

/**
 * An automatic survey unless the applicant already has one for this trigger (unique partial
 * index); answers the new row's id or undefined.
 */
export const insertAutomaticSurvey = async (db: Db, value: SurveyInsert) => {
  const [row] = await db.insert(s).values(value).onConflictDoNothing().returning({ id: s.id });
  return row?.id;
};

/** The automatic-sending switches of some lines of business, by id. */
export const lobSwitches = async (db: Db, ids: string[]) => {
  if (!ids.length) return new Map<string, { afterApplication: boolean; afterDecision: boolean }>();
  const rows = await db
    .select({
      id: linesOfBusiness.id,
      afterApplication: linesOfBusiness.anpsAfterApplication,
      afterDecision: linesOfBusiness.anpsAfterDecision,
    })
    .from(linesOfBusiness)
    .where(inArray(linesOfBusiness.id, ids));
  return new Map(rows.map((r) => [r.id, r]));
};

/** The survey of a token with what its page needs. */
export const findByTokenHash = async (db: Db, hash: string) => {
  const [row] = await db
    .select({
      id: s.id,
      expiresAt: s.expiresAt,
      answeredAt: s.answeredAt,
      requisitionApplicantId: s.requisitionApplicantId,
      manualApplicantId: s.manualApplicantId,
      firstName: sql<string>`coalesce(${ra.firstName}, ${applicants.firstName}, '')`,
      lobName: linesOfBusiness.name,
    })
    .from(s)
    .leftJoin(ra, eq(ra.id, s.requisitionApplicantId))
    .leftJoin(applicants, eq(applicants.id, s.manualApplicantId))
    .leftJoin(linesOfBusiness, eq(linesOfBusiness.id, s.lobId))
    .where(eq(s.tokenHash, hash))
    .limit(1);
  return row;
};

/** Records the answer unless one exists: one answer per survey, also under concurrent posts. */
export const answerOnce = async (db: Db, id: string, score: number, comment: string) => {
  const rows = await db
    .update(s)
    .set({ score, comment, answeredAt: new Date() })
    .where(and(eq(s.id, id), isNull(s.answeredAt)))
    .returning({ id: s.id });
  return rows.length === 1;
};

/** Where each applicant's answers count: their requisition and its line of business, or the manual applicant's line. */
export const placesOf = async (db: Db, kind: 'requisition' | 'manual', ids: string[]) => {
  if (kind === 'requisition') {
    return db
      .select({ id: ra.id, requisitionId: requisitions.id, lobId: requisitions.lobId })
      .from(ra)
      .innerJoin(requisitions, eq(requisitions.id, ra.requisitionId))
      .where(inArray(ra.id, ids));
  }
  return db
    .select({ id: applicants.id, requisitionId: sql<string | null>`null::uuid`, lobId: applicants.lobId })
    .from(applicants)
    .where(inArray(applicants.id, ids));
};

const SCORE_COUNTS = {
  responses: sql<number>`count(*)::int`,
  promoters: sql<number>`(count(*) filter (where ${s.score} >= 9))::int`,
  detractors: sql<number>`(count(*) filter (where ${s.score} <= 6))::int`,
};

/** Answered surveys in the period and filters (the dashboard reads the same table; docs/decisions/anps.md#figures). */
export const summaryRows = async (db: Db, q: TAnpsSummaryQuery, scope: SQL | undefined) => {
  const where = and(
    isNotNull(s.answeredAt),
    q.from ? gte(s.answeredAt, new Date(`${q.from}T00:00:00Z`)) : undefined,
    q.to ? lt(s.answeredAt, new Date(new Date(`${q.to}T00:00:00Z`).getTime() + 86_400_000)) : undefined,
    q.requisition ? eq(s.requisitionId, q.requisition) : undefined,
    q.lineOfBusiness ? eq(s.lobId, q.lineOfBusiness) : undefined,
    scope,
  );
  const [overall] = await db.select(SCORE_COUNTS).from(s).where(where);
  /** The counts of each requisition or line of business the surveys name (`key`), by its name. */
  const countsBy = (
    by: typeof requisitions | typeof linesOfBusiness,
    key: typeof s.requisitionId | typeof s.lobId,
  ) =>
    db
      .select({ id: by.id, name: by.name, ...SCORE_COUNTS })
      .from(s)
      .innerJoin(by, eq(by.id, key))
      .where(where)
      .groupBy(by.id, by.name)
      .orderBy(by.name);
  const byRequisition = await countsBy(requisitions, s.requisitionId);
  const byLineOfBusiness = await countsBy(linesOfBusiness, s.lobId);
  const month = sql<string>`to_char(date_trunc('month', ${s.answeredAt} at time zone 'UTC'), 'YYYY-MM')`;
  const byMonth = await db
    .select({ month, ...SCORE_COUNTS })
    .from(s)
    .where(where)
    .groupBy(month)
    .orderBy(month);
  const comments = await db
    .select({
      score: s.score,
      comment: s.comment,
      answeredAt: s.answeredAt,
      requisitionName: requisitions.name,
      lineOfBusinessName: linesOfBusiness.name,
    })
    .from(s)
    .leftJoin(requisitions, eq(requisitions.id, s.requisitionId))
    .leftJoin(linesOfBusiness, eq(linesOfBusiness.id, s.lobId))
    .where(and(where, sql`${s.comment} <> ''`))
    .orderBy(sql`${s.answeredAt} desc`)
    .limit(50);
  return { overall: overall!, byRequisition, byLineOfBusiness, byMonth, comments };
};

export const surveyLobColumn = s.lobId;
