import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { uploads } from '../../db/schema';

export type UploadRow = typeof uploads.$inferSelect;

export const insertUpload = async (db: Db, values: typeof uploads.$inferInsert) => {
  const [row] = await db.insert(uploads).values(values).returning();
  return row!;
};

export const findUploadByKey = async (db: Db, key: string) => {
  const [row] = await db.select().from(uploads).where(eq(uploads.key, key)).limit(1);
  return row;
};

export const findUploadsByIds = async (db: Db, ids: string[]) =>
  ids.length ? db.select().from(uploads).where(inArray(uploads.id, ids)) : [];

export const markUpload = (
  db: Db,
  id: string,
  values: { status: 'verified' | 'rejected'; size?: number | null },
) =>
  db
    .update(uploads)
    .set({ ...values, verifiedAt: values.status === 'verified' ? sql`now()` : null })
    .where(eq(uploads.id, id));

export const findUploadsByKeyPrefix = (db: Db, prefix: string) =>
  db
    .select()
    .from(uploads)
    .where(sql`${uploads.key} like ${`${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`);
