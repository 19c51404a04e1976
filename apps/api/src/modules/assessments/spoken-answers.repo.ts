import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { assessmentSpokenAnswers as answers, assessmentSpokenChunks as chunks, users } from '../../db/schema';
import { piecesRepo } from '../recorded-answers';

export type SpokenAnswerRow = typeof answers.$inferSelect;

// The answer's pieces: the queries both recorded-answer pipelines share, on this table.
const pieces = piecesRepo(chunks);
export const chunksOf = pieces.piecesOf;
/** @public Read through the TakeRepo this module is passed as. */
export const insertChunk = pieces.insertPiece;
/** @public Read through the TakeRepo this module is passed as. */
export const deleteChunks = pieces.deletePieces;

/** Only this file (and the piece queries of recorded-answers) speaks SQL for spoken answers. */
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

/** Names of some users (the raters), by id. */
export const userNames = async (db: Db, ids: string[]) => {
  if (!ids.length) return new Map<string, string>();
  const rows = await db
    .select({ id: users.id, name: sql<string>`${users.firstName} || ' ' || ${users.lastName}` })
    .from(users)
    .where(inArray(users.id, ids));
  return new Map(rows.map((u) => [u.id, u.name]));
};
