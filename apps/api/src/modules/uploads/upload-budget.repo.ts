import { lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { uploadByteBudgets } from '../../db/schema';

/** Adds bytes to a scope's hour and answers the hour's total so far (row-locked until commit). */
export const addBytes = async (db: Db, scope: string, windowStart: Date, bytes: number) => {
  const [row] = await db
    .insert(uploadByteBudgets)
    .values({ scope, windowStart, bytes })
    .onConflictDoUpdate({
      target: [uploadByteBudgets.scope, uploadByteBudgets.windowStart],
      set: { bytes: sql`${uploadByteBudgets.bytes} + excluded.bytes` },
    })
    .returning({ bytes: uploadByteBudgets.bytes });
  return Number(row?.bytes ?? bytes);
};

/** Forgets hours that ended before `before` (the sweep). */
export const deleteWindowsBefore = (db: Db, before: Date) =>
  db.delete(uploadByteBudgets).where(lt(uploadByteBudgets.windowStart, before));
