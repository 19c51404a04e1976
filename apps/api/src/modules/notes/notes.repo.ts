import type { TApplicantRef } from '@ats/contract';
import { and, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { isActiveStaff, staffNameOrEmailLike } from '../../db/active-staff';
import type { Db } from '../../db/client';
import { noteRevisions, notes, notifications, roles, users } from '../../db/schema';
import { subjectColumns } from './applicant-subject.repo';

export type NoteRow = typeof notes.$inferSelect & { authorName: string | null };

const subjectWhere = (ref: TApplicantRef) =>
  ref.applicantKind === 'manual'
    ? eq(notes.applicantId, ref.applicantId)
    : eq(notes.requisitionApplicantId, ref.applicantId);

/** Notes are visible to everyone who may see the applicant, private ones to their author only. */
const visibleTo = (userId: string) => or(eq(notes.visibility, 'everyone'), eq(notes.authorId, userId));

const selectNotes = (db: Db) =>
  db
    .select({
      id: notes.id,
      applicantId: notes.applicantId,
      requisitionApplicantId: notes.requisitionApplicantId,
      about: notes.about,
      authorId: notes.authorId,
      body: notes.body,
      visibility: notes.visibility,
      mentionedUserIds: notes.mentionedUserIds,
      deletedAt: notes.deletedAt,
      createdAt: notes.createdAt,
      updatedAt: notes.updatedAt,
      authorName: sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`,
    })
    .from(notes)
    .leftJoin(users, eq(users.id, notes.authorId));

export const listNotes = (db: Db, ref: TApplicantRef, userId: string, limit = 200) =>
  selectNotes(db)
    .where(and(subjectWhere(ref), isNull(notes.deletedAt), visibleTo(userId)))
    .orderBy(desc(notes.createdAt), desc(notes.id))
    .limit(limit) as Promise<NoteRow[]>;

/** One live note the user may see, or undefined. */
export const findVisibleNote = async (db: Db, id: string, userId: string) => {
  const [row] = await selectNotes(db)
    .where(and(eq(notes.id, id), isNull(notes.deletedAt), visibleTo(userId)))
    .limit(1);
  return row as NoteRow | undefined;
};

export const insertNote = async (
  db: Db,
  values: Omit<typeof notes.$inferInsert, 'applicantId' | 'requisitionApplicantId'> & { ref: TApplicantRef },
) => {
  const { ref, ...rest } = values;
  const [row] = await db
    .insert(notes)
    .values({ ...rest, ...subjectColumns(ref) })
    .returning({ id: notes.id });
  return row!.id;
};

export const updateNote = (db: Db, id: string, values: Partial<typeof notes.$inferInsert>) =>
  db
    .update(notes)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(notes.id, id));

export const insertRevision = (db: Db, values: typeof noteRevisions.$inferInsert) =>
  db.insert(noteRevisions).values(values);

export const listRevisions = (db: Db, noteId: string) =>
  db
    .select()
    .from(noteRevisions)
    .where(eq(noteRevisions.noteId, noteId))
    .orderBy(desc(noteRevisions.createdAt), desc(noteRevisions.id));

/** Names of users by id (mentions show the current name). */
export const userNames = async (db: Db, ids: string[]) => {
  if (!ids.length) return new Map<string, string>();
  const rows = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(inArray(users.id, ids));
  return new Map(rows.map((r) => [r.id, `${r.firstName} ${r.lastName}`.trim()]));
};

/** Active users whose name or email contains `q` (mention autocomplete), before the scope check. */
export const searchActiveUsers = (db: Db, q: string, limit: number) => {
  const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return db
    .select({ id: users.id })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(and(isActiveStaff(), q ? staffNameOrEmailLike(like) : undefined))
    .orderBy(users.firstName, users.lastName, users.id)
    .limit(limit);
};

export const insertNotifications = (db: Db, rows: (typeof notifications.$inferInsert)[]) =>
  rows.length ? db.insert(notifications).values(rows) : Promise.resolve();

export const listNotifications = (db: Db, userId: string, limit: number) =>
  db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit);

export const countUnread = async (db: Db, userId: string) => {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.n ?? 0;
};

export const markRead = (db: Db, userId: string, ids: string[] | 'all') =>
  db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(
      and(
        eq(notifications.userId, userId),
        isNull(notifications.readAt),
        ids === 'all' ? undefined : inArray(notifications.id, ids),
      ),
    );
