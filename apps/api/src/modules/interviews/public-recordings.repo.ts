import { desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { videoAnswers as answers, publicRecordings as recs, users } from '../../db/schema';
import { keysetList, keysetStream, type ListArgs, type ListSpec } from '../../lib/list/keyset-list';

/** Audit entity of a public recording (its deletion, a failed check). */
export const PUBLIC_RECORDING_ENTITY = 'public-recording';

export type PublicRecordingRow = typeof recs.$inferSelect;

export const insertRecording = async (db: Db, v: typeof recs.$inferInsert) => {
  const [row] = await db.insert(recs).values(v).returning();
  return row!;
};

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

export const recordingById = async (db: Db, id: string) => {
  const [row] = await db.select().from(recs).where(eq(recs.id, id));
  return row;
};

/** Deletes a recording; its answer and chunk rows cascade, and the chunks' trigger queues the objects' deletion. */
export const deleteRecording = (db: Db, id: string) => db.delete(recs).where(eq(recs.id, id));

export interface StaffRecordingFilters {
  /** Only this user's recordings (staff without the video results permission); undefined = all. */
  createdBy?: string | undefined;
  statuses?: string[] | undefined;
  createdFrom?: string | undefined;
  createdTo?: string | undefined;
}

export interface StaffRecordingRow {
  rec: PublicRecordingRow;
  answer: typeof answers.$inferSelect;
  createdByName: string | null;
}

const dayStart = (day: string) => new Date(`${day}T00:00:00.000Z`);

/** The staff list of recordings (CONVENTIONS §4): keyset pages over created time or name, then id. */
const staffListSpec = (db: Db, f: StaffRecordingFilters): ListSpec<StaffRecordingRow> => ({
  id: recs.id,
  sorts: { createdAt: recs.createdAt, name: sql`lower(${recs.name})` },
  defaultSort: '-createdAt',
  searchColumns: [recs.name, recs.email],
  where: [
    f.createdBy ? eq(recs.createdBy, f.createdBy) : undefined,
    f.statuses?.length ? inArray(answers.status, f.statuses) : undefined,
    f.createdFrom ? gte(recs.createdAt, dayStart(f.createdFrom)) : undefined,
    f.createdTo ? lt(recs.createdAt, new Date(dayStart(f.createdTo).getTime() + 86_400_000)) : undefined,
  ],
  query: ({ sortKey, where, orderBy, limit }) =>
    db
      .select({
        rec: recs,
        answer: answers,
        createdByName: sql<string | null>`nullif(trim(${users.firstName} || ' ' || ${users.lastName}), '')`,
        __sortKey: sortKey,
        __id: recs.id,
      })
      .from(recs)
      .innerJoin(answers, eq(answers.publicRecordingId, recs.id))
      .leftJoin(users, eq(users.id, recs.createdBy))
      .where(where)
      .orderBy(...orderBy)
      .limit(limit),
});

export const listStaffRecordings = (db: Db, args: ListArgs & StaffRecordingFilters) =>
  keysetList(staffListSpec(db, args), args);

export const streamStaffRecordings = (
  db: Db,
  args: Omit<ListArgs, 'limit' | 'paginationKey'> & StaffRecordingFilters,
) => keysetStream(staffListSpec(db, args), args);
