import type { TComfortZoneChecks, TVideoQuestionSnapshot } from '@ats/contract';
import { and, asc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  applicantInterviews as ai,
  videoAnswers as answers,
  applications,
  videoAnswerChunks as chunks,
  videoGroupReviews as reviews,
  users,
  videoQuestions,
} from '../../db/schema';
import { piecesRepo } from '../recorded-answers';

export type VideoAnswerRow = typeof answers.$inferSelect;

// The answer's pieces: the queries both recorded-answer pipelines share, on this table.
const pieces = piecesRepo(chunks);
export const chunksOf = pieces.piecesOf;
export const insertChunk = pieces.insertPiece;
export const deleteChunks = pieces.deletePieces;

/** The questions to freeze into a group's answers, by id. */
export const findVideoQuestions = async (db: Db, ids: string[]) => {
  if (!ids.length) return new Map<string, TVideoQuestionSnapshot & { guidance: string }>();
  const rows = await db.select().from(videoQuestions).where(inArray(videoQuestions.id, ids));
  return new Map(
    rows.map((q) => [
      q.id,
      {
        question: q.question,
        thinkTimeSeconds: q.thinkTimeSeconds,
        maxAnswerSeconds: q.maxAnswerSeconds,
        retakes: q.retakes,
        guidance: q.guidance,
      },
    ]),
  );
};

export const insertAnswers = async (db: Db, values: (typeof answers.$inferInsert)[]) => {
  if (values.length) await db.insert(answers).values(values);
};

export const answerOfInterview = async (db: Db, interviewId: string, forUpdate = false) => {
  const q = db.select().from(answers).where(eq(answers.interviewId, interviewId));
  const [row] = await (forUpdate ? q.for('update') : q);
  return row;
};

/** The answers of several interviews, by interview id. */
export const answersOfInterviews = async (db: Db, interviewIds: string[]) => {
  if (!interviewIds.length) return new Map<string, VideoAnswerRow>();
  const rows = await db.select().from(answers).where(inArray(answers.interviewId, interviewIds));
  return new Map(rows.map((r) => [r.interviewId, r]));
};

export const updateAnswer = (db: Db, id: string, values: Partial<typeof answers.$inferInsert>) =>
  db
    .update(answers)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(answers.id, id));

/** Chunk indexes held, per answer. */
export const chunkIndexesOf = async (db: Db, answerIds: string[]) => {
  const out = new Map<string, number[]>();
  if (!answerIds.length) return out;
  const rows = await db
    .select({ answerId: chunks.answerId, idx: chunks.idx })
    .from(chunks)
    .where(inArray(chunks.answerId, answerIds))
    .orderBy(asc(chunks.idx));
  for (const r of rows) out.set(r.answerId, [...(out.get(r.answerId) ?? []), r.idx]);
  return out;
};

export const findChunk = async (db: Db, answerId: string, idx: number) => {
  const [row] = await db
    .select()
    .from(chunks)
    .where(and(eq(chunks.answerId, answerId), eq(chunks.idx, idx)));
  return row;
};

/** Whether the application flow made this group (its link slides; a recruiter's keeps its date). */
export const isApplicationGroup = async (db: Db, groupId: string) => {
  const [row] = await db
    .select({ id: applications.applicantId })
    .from(applications)
    .where(eq(applications.videoGroupId, groupId))
    .limit(1);
  return Boolean(row);
};

/** The application flow's "I can't record" request for the group it made, if any. */
export const findUnableToRecord = async (db: Db, groupId: string) => {
  const [row] = await db
    .select({ unable: applications.videoUnableToRecord })
    .from(applications)
    .where(eq(applications.videoGroupId, groupId));
  return row?.unable ?? null;
};

export const findReview = async (db: Db, groupId: string) => {
  const [row] = await db
    .select({
      review: reviews,
      evaluatorFirstName: users.firstName,
      evaluatorLastName: users.lastName,
    })
    .from(reviews)
    .leftJoin(users, eq(users.id, reviews.evaluatedBy))
    .where(eq(reviews.groupId, groupId));
  return row;
};

export const saveChecks = (db: Db, groupId: string, checks: TComfortZoneChecks) =>
  db
    .insert(reviews)
    .values({ groupId, checks, checkedAt: new Date() })
    .onConflictDoUpdate({
      target: reviews.groupId,
      set: { checks, checkedAt: new Date(), updatedAt: new Date() },
    });

export const saveEvaluation = (
  db: Db,
  groupId: string,
  v: { recommendation: string; notes: string; evaluatedBy: string },
) => {
  const values = { ...v, evaluatedAt: new Date() };
  return db
    .insert(reviews)
    .values({ groupId, ...values })
    .onConflictDoUpdate({ target: reviews.groupId, set: { ...values, updatedAt: new Date() } });
};

/** Marks every submitted interview of a group evaluated (the reviewer's overall call). */
export const evaluateGroupInterviews = (db: Db, groupId: string, evaluatedBy: string) =>
  db
    .update(ai)
    .set({ status: 'evaluated', evaluatedBy, evaluatedAt: new Date(), updatedAt: new Date() })
    .where(and(eq(ai.groupId, groupId), inArray(ai.status, ['submitted', 'evaluated'])))
    .returning();

export const answerById = async (db: Db, id: string, forUpdate = false) => {
  const q = db.select().from(answers).where(eq(answers.id, id));
  const [row] = await (forUpdate ? q.for('update') : q);
  return row;
};

/** Recordings held longer than retention allows (`completedAt`, else last change, before `cutoff`). */
export const expiredAnswerIds = async (db: Db, cutoff: Date, limit: number) => {
  const rows = await db
    .select({ id: answers.id })
    .from(answers)
    .where(
      and(
        isNull(answers.expiredAt),
        inArray(answers.status, ['uploading', 'validating', 'uploaded', 'corruption_detected']),
        lt(sql`coalesce(${answers.completedAt}, ${answers.updatedAt})`, cutoff),
      ),
    )
    .limit(limit);
  return rows.map((r) => r.id);
};

export const answerOfTestResult = async (db: Db, testResultId: string, forUpdate = false) => {
  const q = db.select().from(answers).where(eq(answers.testResultId, testResultId));
  const [row] = await (forUpdate ? q.for('update') : q);
  return row;
};
