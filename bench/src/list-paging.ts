import { sql } from 'drizzle-orm';
import { adminToken, call, createTestApp, queryRows } from '../../apps/api/src/test/harness';
import { fmt, median, percentile, timeIt } from './stats';

/** Keyset paging cost stays flat from the first page to the last. */
export const listPaging = async () => {
  const t = await createTestApp();
  try {
    const rows = 20_000;
    const [viewer] = await queryRows<{ id: string }>(
      t.database.db,
      sql`select id from roles where name = 'Viewer'`,
    );
    const roleId = viewer!.id;
    await t.database.db.execute(sql`
      insert into users (first_name, last_name, email, role_id)
      select 'Bench', 'User ' || g, 'bench' || g || '@example.com', ${roleId}::uuid from generate_series(1, ${rows}) g`);
    const token = await adminToken(t.app);
    const times: number[] = [];
    let key: string | null = null;
    let pages = 0;
    do {
      const url: string = `/api/users/list?limit=100&sort=createdAt${key ? `&paginationKey=${key}` : ''}`;
      let body: { data: { paginationKey: string | null } } | undefined;
      times.push(
        await timeIt(async () => {
          body = (await call(t.app, 'GET', url, { token })).body;
        }),
      );
      key = body!.data.paginationKey;
      pages++;
    } while (key);
    console.log(`${rows} users, ${pages} pages of 100 (${t.database.driver})`);
    console.log(
      `first page ${fmt(times[0]!)}, median ${fmt(median(times))}, p95 ${fmt(percentile(times, 95))}, last page ${fmt(times.at(-1)!)}`,
    );
  } finally {
    await t.close();
  }
};
