import type { TListPage } from '@ats/contract';
import { and, asc, desc, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { badRequest } from '../http-error';
import { decodePaginationKey, encodePaginationKey } from './pagination-key';

/** A sortable expression; `nullsAs` makes nullable columns comparable in the keyset. */
export interface SortSpec {
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
   * A column of digits only (e.g. phone digits): a term that looks like a phone number
   * ("+63 917-555") also matches its digits there.
   */
  searchDigits?: PgColumn;
  /** Filter and scope conditions the caller already built from validated input. */
  where?: (SQL | undefined)[];
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

/** Builds the where clause shared by a page and by an export of the same list. */
const PHONE_LIKE = /^[\d\s()+./-]+$/;

/** Builds the where clause shared by a page and by an export of the same list. */
const buildWhere = <Row>(spec: ListSpec<Row>, args: ListArgs) => {
  const conditions: (SQL | undefined)[] = [...(spec.where ?? [])];
  const term = args.search?.trim();
  if (term && spec.searchColumns?.length) {
    const pattern = `%${escapeLike(term)}%`;
    const matches = spec.searchColumns.map((c) => ilike(c as PgColumn, pattern));
    const digits = term.replace(/\D/g, '');
    if (spec.searchDigits && PHONE_LIKE.test(term) && digits.length >= 3 && digits !== term) {
      matches.push(ilike(spec.searchDigits, `%${digits}%`));
    }
    conditions.push(or(...matches));
  }
  return conditions;
};

/**
 * One page of a list with keyset pagination over an allow-listed sort, then the row id.
 * Never uses OFFSET: each page starts after the last row of the previous one, so rows added or
 * removed meanwhile neither repeat nor vanish.
 */
export const keysetList = async <Row>(spec: ListSpec<Row>, args: ListArgs): Promise<TListPage<Row>> => {
  const { sort, name, descending } = parseSort(spec.sorts, args.sort, spec.defaultSort);
  const sortKey = sql`${spec.sorts[name]}`;
  const conditions = buildWhere(spec, args);
  if (args.paginationKey) {
    const pos = decodePaginationKey(args.paginationKey, sort);
    conditions.push(afterPosition(sortKey, spec.id, descending, pos.value, pos.id));
  }
  const dir = descending ? desc : asc;
  const rows = await spec.query({
    sortKey,
    where: and(...conditions),
    orderBy: [dir(sortKey), dir(spec.id)],
    limit: args.limit + 1,
  });
  const hasMore = rows.length > args.limit;
  const page = hasMore ? rows.slice(0, args.limit) : rows;
  const last = page.at(-1);
  const items = page.map(({ __sortKey, __id, ...row }) => row as unknown as Row);
  return {
    items,
    paginationKey:
      hasMore && last
        ? encodePaginationKey({ sort, value: normalizeValue(last.__sortKey), id: last.__id })
        : null,
  };
};

/**
 * Every row of the same list, in batches, for exports: memory stays flat however many rows match.
 */
export async function* keysetStream<Row>(
  spec: ListSpec<Row>,
  args: Omit<ListArgs, 'limit' | 'paginationKey'>,
  batchSize = 2000,
): AsyncGenerator<Row[]> {
  let paginationKey: string | undefined;
  do {
    const page = await keysetList(spec, { ...args, limit: batchSize, paginationKey });
    if (page.items.length) yield page.items;
    paginationKey = page.paginationKey ?? undefined;
  } while (paginationKey);
}
