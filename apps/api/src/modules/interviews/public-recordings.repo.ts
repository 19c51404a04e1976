import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { videoAnswers as answers, publicRecordings as recs } from '../../db/schema';

export type PublicRecordingRow = typeof recs.$inferSelect;

export const insertRecording = async (db: Db, v: typeof recs.$inferInsert) => {
  const [row] = await db.insert(recs).values(v).returning();
  return row!;
};

export const setRecordingTokens = (db: Db, id: string, uploadTokenHash: string, shareTokenHash: string) =>
  db.update(recs).set({ uploadTokenHash, shareTokenHash }).where(eq(recs.id, id));

export const recordingByUploadHash = async (db: Db, hash: string) => {
  const [row] = await db.select().from(recs).where(eq(recs.uploadTokenHash, hash));
  return row;
};

export const recordingByShareHash = async (db: Db, hash: string) => {
  const [row] = await db.select().from(recs).where(eq(recs.shareTokenHash, hash));
  return row;
};

export const answerOfRecording = async (db: Db, recordingId: string, forUpdate = false) => {
  const q = db.select().from(answers).where(eq(answers.publicRecordingId, recordingId));
  const [row] = await (forUpdate ? q.for('update') : q);
  return row;
};

/**
 * Recordings with their answers, newest first, in the caller's scope: one device's (by its
 * cookie's hash), one user's, or all (`{}`, staff with the video results permission).
 */
export const listRecordings = (
  db: Db,
  scope: { deviceHash: string } | { createdBy: string } | Record<string, never>,
  limit: number,
) =>
  db
    .select({ rec: recs, answer: answers })
    .from(recs)
    .innerJoin(answers, eq(answers.publicRecordingId, recs.id))
    .where(
      'deviceHash' in scope
        ? eq(recs.deviceHash, scope.deviceHash)
        : 'createdBy' in scope
          ? eq(recs.createdBy, scope.createdBy)
          : undefined,
    )
    .orderBy(desc(recs.createdAt))
    .limit(limit);
