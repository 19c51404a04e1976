import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { assessmentSpokenAnswers as answers, assessmentSpokenChunks as chunks, users } from '../../db/schema';

export type SpokenAnswerRow = typeof answers.$inferSelect;

/** Only this file speaks SQL for spoken answers. */
export const findAnswer = async (db: Db, interviewId: string, itemId: string, forUpdate = false) => {
  const q = db
    .select()
    .from(answers)
    .where(and(eq(answers.interviewId, interviewId), eq(answers.itemId, itemId)));
  const [row] = await (forUpdate ? q.for('update') : q);
  return row;
};

/** The answer row of an item, created on first use (one per interview and item). */
export const ensureAnswer = async (db: Db, interviewId: string, itemId: string) => {
  await db.insert(answers).values({ interviewId, itemId }).onConflictDoNothing();
  return (await findAnswer(db, interviewId, itemId))!;
};

export const answersOf = (db: Db, interviewId: string) =>
  db.select().from(answers).where(eq(answers.interviewId, interviewId));

export const updateAnswer = (db: Db, id: string, values: Partial<typeof answers.$inferInsert>) =>
  db
    .update(answers)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(answers.id, id));

export const chunksOf = (db: Db, answerId: string) =>
  db.select().from(chunks).where(eq(chunks.answerId, answerId)).orderBy(asc(chunks.idx));

export const insertChunk = async (db: Db, v: typeof chunks.$inferInsert) => {
  const rows = await db.insert(chunks).values(v).onConflictDoNothing().returning({ idx: chunks.idx });
  return rows.length > 0;
};

export const deleteChunks = (db: Db, answerId: string) =>
  db.delete(chunks).where(eq(chunks.answerId, answerId));

/** Names of some users (the raters), by id. */
export const userNames = async (db: Db, ids: string[]) => {
  if (!ids.length) return new Map<string, string>();
  const rows = await db
    .select({ id: users.id, name: sql<string>`${users.firstName} || ' ' || ${users.lastName}` })
    .from(users)
    .where(inArray(users.id, ids));
  return new Map(rows.map((u) => [u.id, u.name]));
};
