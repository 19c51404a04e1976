import type pg from 'pg';
import { rowDecoder, type SelectQuery, types } from './pg-select';

/**
 * Every row of one select, in batches, through a server-side cursor on one pooled connection: the
 * query is planned and run once (never re-run per batch), and the next batch is fetched while the
 * caller encodes the current one. It is a pull stream: nothing more is fetched until the consumer
 * (the HTTP response, through its back-pressure) asks for it, so memory holds about two batches.
 * Ending early (client gone) closes the cursor and returns the connection.
 */
export async function* cursorStream<Row>(
  pool: pg.Pool,
  select: SelectQuery,
  batchSize = 5000,
): AsyncGenerator<Row[]> {
  const { sql, params } = select.query.toSQL();
  const decode = rowDecoder(select.fields);
  const client = await pool.connect();
  let broken: Error | undefined;
  let pending: Promise<pg.QueryArrayResult<unknown[]>> | undefined;
  let open = false;
  try {
    await client.query('begin read only');
    open = true;
    // Every row is read: plan for the whole result (as COPY or a plain select would), not for the
    // first tenth that a cursor is planned for by default (an index walk in sort order with a
    // random heap read per row, several times slower than a sort once a table outgrows memory).
    await client.query('set local cursor_tuple_fraction = 1');
    await client.query({ text: `declare list_export no scroll cursor for ${sql}`, values: params });
    const fetchNext = (): Promise<pg.QueryArrayResult<unknown[]>> => {
      const next = client.query<unknown[]>({
        text: `fetch ${batchSize} from list_export`,
        rowMode: 'array',
        types,
      });
      next.catch(() => undefined); // awaited below; this only keeps a failure in flight from being "unhandled"
      return next;
    };
    pending = fetchNext();
    for (;;) {
      const rows: unknown[][] = (await pending).rows;
      pending = rows.length === batchSize ? fetchNext() : undefined;
      if (rows.length) yield rows.map(decode) as Row[];
      if (!pending) break;
    }
    await client.query('commit');
    open = false;
  } catch (err) {
    broken = err as Error;
    throw err;
  } finally {
    if (pending) await pending.catch(() => undefined);
    if (open) await client.query('rollback').catch((err: Error) => (broken ??= err));
    // A connection in an unknown state is closed rather than handed to the next request.
    client.release(broken);
  }
}
