import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

export const pingDatabase = (db: Db) =>
  db
    .execute(sql`select 1`)
    .then(() => 'ok' as const)
    .catch(() => 'down' as const);
