import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { queryRows } from '../harness';

/**
 * Counts every row written (insert, update, delete) per table with test-only triggers, so a
 * request's writes can be told apart from the writes of the one before. A rolled-back
 * transaction rolls its counts back too: only committed writes count.
 */
const WATCH_TABLE = 'zz_fuzz_writes';

const tablesOf = async (db: Database['db']) =>
  (
    await queryRows<{ t: string }>(
      db,
      sql`select table_name as t from information_schema.tables
          where table_schema = 'public' and table_type = 'BASE TABLE' and table_name <> ${WATCH_TABLE}
          order by 1`,
    )
  ).map((r) => r.t);

export const installWriteWatch = async (db: Database['db']) => {
  await db.execute(sql.raw(`create table ${WATCH_TABLE} (tbl text primary key, n bigint not null)`));
  await db.execute(
    sql.raw(`create or replace function zz_fuzz_count_write() returns trigger language plpgsql as $$
      begin
        insert into ${WATCH_TABLE} values (TG_TABLE_NAME, 1)
          on conflict (tbl) do update set n = ${WATCH_TABLE}.n + 1;
        return null;
      end $$`),
  );
  const tables = await tablesOf(db);
  for (const t of tables) {
    await db.execute(
      sql.raw(
        `create trigger zz_fuzz_write after insert or update or delete on "${t}" for each row execute function zz_fuzz_count_write()`,
      ),
    );
  }
  return tables;
};

/** Committed writes so far, per table. */
export const writesSoFar = async (db: Database['db']) =>
  new Map(
    (
      await queryRows<{ tbl: string; n: string | number }>(db, sql.raw(`select tbl, n from ${WATCH_TABLE}`))
    ).map((r) => [r.tbl, Number(r.n)]),
  );

/** Tables whose count differs between two snapshots, with the difference. */
export const changedTables = (before: Map<string, number>, after: Map<string, number>) =>
  [...after]
    .filter(([t, n]) => n !== (before.get(t) ?? 0))
    .map(([t, n]) => `${t} +${n - (before.get(t) ?? 0)}`);

/** Row count of every table (printed before and after the run). */
export const rowCounts = async (db: Database['db'], tables: string[]) => {
  const counts = new Map<string, number>();
  for (const t of tables) {
    const [row] = await queryRows<{ n: string | number }>(db, sql.raw(`select count(*) as n from "${t}"`));
    counts.set(t, Number(row?.n ?? 0));
  }
  return counts;
};
