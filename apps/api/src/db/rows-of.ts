import type { SQL } from 'drizzle-orm';
import type { Db } from './client';

/** Rows of a raw query (node-postgres and PGlite both answer `{ rows }`). */
export const rowsOf = async <T>(db: Db, query: SQL): Promise<T[]> => {
  const r = (await db.execute(query)) as unknown as { rows?: T[] } | T[];
  return Array.isArray(r) ? r : (r.rows ?? []);
};
