import type { Readable } from 'node:stream';
import type { TListPage } from '@ats/contract';
import { and, asc, desc, ilike, like, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { badRequest } from '../http-error';
import { copyLines } from './copy-lines';
import {
  type CsvColumn,
  csvBytesStream,
  csvColumnsInSql,
  csvLineSql,
  csvLinesStream,
  csvStream,
} from './csv';
import { cursorStream } from './cursor-stream';
import { decodePaginationKey, encodePaginationKey } from './pagination-key';
import { type KeysetRows, pgPoolOf, type SelectQuery, selectFramedPage, selectPage } from './pg-select';

/** A sortable expression; `nullsAs` makes nullable columns comparable in the keyset. */
interface SortSpec {
  expr: SQL | PgColumn;
}

export interface ListSpec<Row> {
  /**
   * Builds the page query from the parts the helper computed. `sortKey` must be selected as
   * `__sortKey` and the row id as `__id`; the helper strips both from the items.
   */
  query: (parts: {
    sortKey: SQL;
    where: SQL | undefined;
    orderBy: SQL[];
    limit: number;
  }) => Promise<(Row & { __sortKey: unknown; __id: string })[]>;
  id: PgColumn;
  sorts: Record<string, SortSpec['expr']>;
  /** e.g. `-createdAt`: newest first. */
  defaultSort: string;
  searchColumns?: (PgColumn | SQL)[];
  /**
   * A stored column holding `searchColumns` lower-cased, one per line (e.g. `search_text`): a term
   * is then matched there with one LIKE, which finds exactly the rows the ILIKE arms would. A term
   * holding a line break (list search refuses them; the top bar's search does not) could match
   * across two of them there, so it is matched column by column instead.
   */
  searchText?: PgColumn;
  /**
   * A column of digits only (e.g. phone digits): a term that looks like a phone number
   * ("+63 917-555") also matches its digits there.
   */
  searchDigits?: PgColumn;
  /** Filter and scope conditions the caller already built from validated input. */
  where?: (SQL | undefined)[];
  /**
   * The whole list as one select without a limit (same fields as `query`), and the database it
   * runs on. On PostgreSQL a page runs it (with a limit) as a prepared statement, and an export
   * streams it through one cursor instead of paging; `query` then serves PGlite only.
   */
  select?: {
    db: Db;
    /**
     * A name for this list, unique in the API: pages on PostgreSQL then build the select once per
     * sort and render only their where clause (`selectFramedPage`). Only for a list whose select
     * (fields, joins) is the same for every caller.
     */
    frame?: string;
    /**
     * With `fields`, the same select of other fields (an export's finished CSV lines); without,
     * the list's own fields.
     */
    build: (
      parts: { sortKey: SQL; where: SQL | undefined; orderBy: SQL[] },
      fields?: Record<string, unknown>,
    ) => SelectQuery;
  };
}

export interface ListArgs {
  limit: number;
  paginationKey?: string | undefined;
  search?: string | undefined;
  sort?: string | undefined;
}

const escapeLike = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);

const parseSort = (sorts: Record<string, unknown>, requested: string | undefined, fallback: string) => {
  const sort = requested ?? fallback;
  const descending = sort.startsWith('-');
  const name = descending ? sort.slice(1) : sort;
  if (!(name in sorts)) {
    throw badRequest('Invalid sort', [
      `sort: must be one of ${Object.keys(sorts)
        .flatMap((s) => [s, `-${s}`])
        .join(', ')}`,
    ]);
  }
  return { sort, name, descending };
};

const normalizeValue = (v: unknown): string | number | boolean | null =>
  v instanceof Date
    ? v.toISOString()
    : v === null || v === undefined
      ? null
      : (v as string | number | boolean);

/**
 * The condition for "after this position" in a (sortKey, id) ordering, as one row-value
 * comparison: PostgreSQL uses it as an index condition on an index over (sortKey, id) and starts
 * the scan at the position, where `sort < $1 OR (sort = $1 AND id < $2)` scans and discards every
 * earlier row. Sort keys are never null (nullable columns are coalesced in their sort spec).
 */
const afterPosition = (sortKey: SQL, id: PgColumn, descending: boolean, value: unknown, lastId: string) =>
  descending
    ? sql`(${sortKey}, ${id}) < (${value}, ${lastId})`
    : sql`(${sortKey}, ${id}) > (${value}, ${lastId})`;

const PHONE_LIKE = /^[\d\s()+./-]+$/;

/** Builds the where clause shared by a page and by an export of the same list. */
const buildWhere = <Row>(spec: ListSpec<Row>, args: Pick<ListArgs, 'search'>) => {
  const conditions: (SQL | undefined)[] = [...(spec.where ?? [])];
  const term = args.search?.trim();
  if (term && spec.searchColumns?.length) {
    const pattern = `%${escapeLike(term)}%`;
    const matches =
      spec.searchText && !term.includes('\n')
        ? [like(spec.searchText, sql`lower(${pattern})`)]
        : spec.searchColumns.map((c) => ilike(c as PgColumn, pattern));
    const digits = term.replace(/\D/g, '');
    if (spec.searchDigits && PHONE_LIKE.test(term) && digits.length >= 3 && digits !== term) {
      matches.push(ilike(spec.searchDigits, `%${digits}%`));
    }
    conditions.push(or(...matches));
  }
  return conditions;
};

/** The sort, its key, the filter conditions and the order of a list (before any page position). */
const orderedList = <Row>(spec: ListSpec<Row>, args: Omit<ListArgs, 'limit' | 'paginationKey'>) => {
  const { sort, name, descending } = parseSort(spec.sorts, args.sort, spec.defaultSort);
  const sortKey = sql`${spec.sorts[name]}`;
  const dir = descending ? desc : asc;
  return {
    sort,
    sortKey,
    descending,
    conditions: buildWhere(spec, args),
    orderBy: [dir(sortKey), dir(spec.id)],
  };
};

/**
 * One page of a list with keyset pagination over an allow-listed sort, then the row id.
 * Never uses OFFSET: each page starts after the last row of the previous one, so rows added or
 * removed meanwhile neither repeat nor vanish.
 */
export const keysetList = async <Row>(spec: ListSpec<Row>, args: ListArgs): Promise<TListPage<Row>> => {
  const { sort, sortKey, conditions, orderBy, descending } = orderedList(spec, args);
  if (args.paginationKey) {
    const pos = decodePaginationKey(args.paginationKey, sort);
    conditions.push(afterPosition(sortKey, spec.id, descending, pos.value, pos.id));
  }
  const where = and(...conditions);
  const pool = spec.select && pgPoolOf(spec.select.db);
  type Paged = Row & { __sortKey: unknown; __id: string };
  const select = spec.select;
  const prepare = !args.search?.trim();
  const fetched: KeysetRows<Row> =
    select && pool && select.frame
      ? await selectFramedPage<Row>(
          select.db,
          pool,
          `${select.frame}|${sort}`,
          (w) => select.build({ sortKey, where: w, orderBy }),
          where,
          args.limit + 1,
          prepare,
        )
      : withoutPositions(
          select && pool
            ? await selectPage<Paged>(
                pool,
                select.build({ sortKey, where, orderBy }),
                args.limit + 1,
                prepare,
              )
            : await spec.query({ sortKey, where, orderBy, limit: args.limit + 1 }),
        );
  const hasMore = fetched.items.length > args.limit;
  const items = hasMore ? fetched.items.slice(0, args.limit) : fetched.items;
  const last = hasMore && items.length ? fetched.positionOf(items.length - 1) : undefined;
  return {
    items,
    paginationKey: last
      ? encodePaginationKey({ sort, value: normalizeValue(last.__sortKey), id: last.__id })
      : null,
  };
};

/** Rows with their keyset fields, as a page answers them (without) and their positions. */
const withoutPositions = <Row>(rows: (Row & { __sortKey: unknown; __id: string })[]): KeysetRows<Row> => ({
  items: rows.map(({ __sortKey, __id, ...row }) => row as unknown as Row),
  positionOf: (i) => rows[i]!,
});

/** Rows per cursor fetch: a few hundred kilobytes of CSV, with round trips that cost little. */
const CURSOR_BATCH = 1000;

/**
 * Every row of the same list, in batches, for exports: memory stays flat however many rows match,
 * and the time grows linearly with the rows. On PostgreSQL (with `spec.select`) one query streams
 * through a cursor; otherwise (PGlite, which has one connection that a long cursor would hold) large
 * keyset pages, each starting at the previous one's last row through the index.
 */
export async function* keysetStream<Row>(
  spec: ListSpec<Row>,
  args: Omit<ListArgs, 'limit' | 'paginationKey'>,
  batchSize = 5000,
): AsyncGenerator<Row[]> {
  const pool = spec.select && pgPoolOf(spec.select.db);
  if (spec.select && pool) {
    const { sortKey, conditions, orderBy } = orderedList(spec, args);
    yield* cursorStream<Row>(
      pool,
      spec.select.build({ sortKey, where: and(...conditions), orderBy }),
      CURSOR_BATCH,
    );
    return;
  }
  let paginationKey: string | undefined;
  do {
    const page = await keysetList(spec, { ...args, limit: batchSize, paginationKey });
    if (page.items.length) yield page.items;
    paginationKey = page.paginationKey ?? undefined;
  } while (paginationKey);
}

/**
 * A CSV export of the list. When every column has its SQL twin (`CsvColumn.sql`), the database
 * writes each finished line and the server passes it on: PostgreSQL as the bytes of one COPY
 * (`copyLines`), PGlite in keyset batches of lines. Otherwise the rows are encoded here
 * (`csvStream`). PGlite batches are 1,000 rows: with 5,000 an export of 100k rows left the process
 * ~110 MB larger (PGlite's WebAssembly memory grows to hold a batch and never shrinks); with 1,000,
 * ~15 MB, at about the same speed (bench/results-pglite-100k.md).
 */
export const keysetCsv = <Row>(
  spec: ListSpec<Row>,
  args: Omit<ListArgs, 'limit' | 'paginationKey'>,
  columns: CsvColumn<Row>[],
  batchSize = 1000,
): Promise<Readable> => {
  const select = spec.select;
  if (!select || !csvColumnsInSql(columns)) return csvStream(columns, keysetStream(spec, args, batchSize));
  const line = csvLineSql(columns);
  const pool = pgPoolOf(select.db);
  if (pool) {
    const { sortKey, conditions, orderBy } = orderedList(spec, args);
    return csvBytesStream(
      columns,
      copyLines(pool, select.build({ sortKey, where: and(...conditions), orderBy }, { line })),
    );
  }
  const lines: ListSpec<{ line: string }> = {
    ...spec,
    select: undefined,
    query: async ({ limit, ...parts }) =>
      (await select
        .build(parts, { line, __sortKey: parts.sortKey, __id: spec.id })
        .query.limit(limit)) as unknown as ({ line: string } & { __sortKey: unknown; __id: string })[],
  };
  return csvLinesStream(columns, keysetStream(lines, args, batchSize));
};
