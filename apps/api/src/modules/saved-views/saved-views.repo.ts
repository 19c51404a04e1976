import type { TSavedViewList } from '@ats/contract';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { savedViews } from '../../db/schema';

export const listSavedViews = (db: Db, userId: string, list: TSavedViewList) =>
  db
    .select()
    .from(savedViews)
    .where(and(eq(savedViews.userId, userId), eq(savedViews.list, list)))
    .orderBy(asc(sql`lower(${savedViews.name})`), asc(savedViews.id));

export const countSavedViews = async (db: Db, userId: string, list: TSavedViewList) => {
  const [row] = await db
    .select({ n: count() })
    .from(savedViews)
    .where(and(eq(savedViews.userId, userId), eq(savedViews.list, list)));
  return row?.n ?? 0;
};

/** Inserts the view; undefined when the user already has a view of that name on this list. */
export const insertSavedView = async (db: Db, values: typeof savedViews.$inferInsert) => {
  const [row] = await db.insert(savedViews).values(values).onConflictDoNothing().returning();
  return row;
};

export const deleteSavedView = async (db: Db, id: string, userId: string) =>
  (
    await db
      .delete(savedViews)
      .where(and(eq(savedViews.id, id), eq(savedViews.userId, userId)))
      .returning({ id: savedViews.id })
  ).length;
