import { createHash } from 'node:crypto';
import { Column, is, sql as rawSql, SQL } from 'drizzle-orm';
import { PgTimestamp } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Db } from '../../db/client';
import { utcTimestampDecoder } from './pg-timestamp';

/** A Drizzle select built but not run, and the fields object it was built with (flat, in order). */
export interface SelectQuery {
  query: Built & { limit(n: number): Built };
  fields: Record<string, unknown>;
}

interface Built {
  toSQL(): { sql: string; params: unknown[] };
}

interface Decoder {
  mapFromDriverValue(v: unknown): unknown;
}

/** The `pg` pool under a Drizzle database on PostgreSQL; undefined on PGlite or in a transaction. */
export const pgPoolOf = (db: Db): pg.Pool | undefined => {
  const client = (db as { $client?: unknown }).$client;
  return client instanceof pg.Pool ? client : undefined;
};

// Dates stay text, as Drizzle reads them, so each column's own decoder turns them into values.
const RAW = new Set([1082, 1114, 1184, 1186, 1115, 1182, 1185, 1187, 1231]);
const asText = (v: string) => v;
export const types = {
  getTypeParser: (oid: number, format?: 'text' | 'binary') =>
    RAW.has(oid) ? asText : pg.types.getTypeParser(oid, format ?? 'text'),
};

/**
 * Decodes array rows into objects keyed like the select's fields, with each column's decoder;
 * with `keep`, only the fields it keeps (the others are skipped, not decoded).
 */
export const rowDecoder = (fields: Record<string, unknown>, keep: (name: string) => boolean = () => true) => {
  const entries = Object.entries(fields).flatMap(([name, field], index) => {
    if (!keep(name)) return [];
    const decoder: Decoder | undefined = is(field, Column)
      ? field
      : is(field, SQL)
        ? (field as unknown as { decoder: Decoder }).decoder
        : undefined;
    if (!decoder) throw new Error(`cursorStream: field ${name} is neither a column nor SQL`);
    const decode = (v: unknown) => decoder.mapFromDriverValue(v);
    return [
      {
        name,
        index,
        decode: is(field, PgTimestamp) && field.withTimezone ? utcTimestampDecoder(decode) : decode,
      },
    ];
  });
  if (entries.some((e) => e.name === '__proto__')) {
    return (raw: unknown[]) => {
      const row: Record<string, unknown> = {};
      for (let i = 0; i < entries.length; i++) {
        const e = entries[i]!;
        const v = raw[e.index];
        row[e.name] = v === null ? null : e.decode(v);
      }
      return row;
    };
  }
  // One object literal per select, compiled once: every row gets the same shape at once, where
  // setting the properties one by one by name went through V8's megamorphic store (issue 32).
  // The names are the select's own field names, written as JSON string literals.
  const literal = entries
    .map((e, i) => `${JSON.stringify(e.name)}: (v = raw[${e.index}]) === null ? null : d[${i}](v)`)
    .join(',\n');
  return new Function('d', `return (raw) => {\nlet v;\nreturn {\n${literal}\n};\n};`)(
    entries.map((e) => e.decode),
  ) as (raw: unknown[]) => Record<string, unknown>;
};

/**
 * One page of a list on PostgreSQL, built once and decoded like Drizzle does. With `prepare`, a
 * named statement (named by its text, so one name is never reused for another text): each pooled
 * connection parses it once and PostgreSQL may keep its plan, where Drizzle parses and plans every
 * call. Pages with a search term stay unnamed, so their plan is always made for the term at hand
 * (a generic plan cannot know how rare the term is, and the trigram index depends on that).
 */
export const selectPage = async <Row>(
  pool: pg.Pool,
  select: SelectQuery,
  limit: number,
  prepare: boolean,
): Promise<Row[]> => {
  const { sql, params } = select.query.limit(limit).toSQL();
  const decode = rowDecoder(select.fields);
  const name = prepare ? `list_${createHash('sha1').update(sql).digest('base64url')}` : undefined;
  const result = await pool.query<unknown[]>({
    ...(name ? { name } : {}),
    text: sql,
    values: params,
    rowMode: 'array',
    types,
  });
  return result.rows.map(decode) as Row[];
};

/**
 * A list's page statement with everything but its filter built once per (list, sort): the
 * select list, joins, order and limit are text kept from the first request, and each request
 * renders only its where clause (issue 32: Drizzle building and rendering the whole select was a
 * seventh of a list request's CPU). The statement sent is the same text Drizzle would build.
 */
interface Frame {
  head: string;
  tail: string;
  fields: Record<string, unknown>;
  /** A row without the keyset fields, as the page answers it. */
  decodeItem: (raw: unknown[]) => Record<string, unknown>;
  /** Only the keyset fields of a row (the last row of a page names the next page). */
  decodePosition: (raw: unknown[]) => Record<string, unknown>;
}

/** The fields a keyset page selects to name its last row (`keyset-list.ts`), not shown as data. */
const isPositionField = (name: string) => name === '__sortKey' || name === '__id';

/** A page's rows without `__sortKey` and `__id`, and those two of any of its rows. */
export interface KeysetRows<Row> {
  items: Row[];
  positionOf(index: number): { __sortKey: unknown; __id: string };
}
const WHERE_MARK = '__where_of_this_page__';
const frames = new Map<string, Frame | null>();
const statementNames = new Map<string, string>();

const frameOf = (key: string, build: (where: SQL) => SelectQuery): Frame | null => {
  let frame = frames.get(key);
  if (frame !== undefined) return frame;
  const select = build(rawSql.raw(WHERE_MARK));
  const { sql: text, params } = select.query.limit(1).toSQL();
  const parts = text.split(WHERE_MARK);
  // Only a frame whose one parameter is the limit, at the very end, can take any where clause.
  frame =
    parts.length === 2 && params.length === 1 && / limit \$1$/.test(parts[1]!)
      ? {
          head: parts[0]!,
          tail: parts[1]!.slice(0, -2),
          fields: select.fields,
          decodeItem: rowDecoder(select.fields, (name) => !isPositionField(name)),
          decodePosition: rowDecoder(select.fields, isPositionField),
        }
      : null;
  frames.set(key, frame);
  return frame;
};

/** The statement's name by its text: parsed once per pooled connection, never reused for another text. */
const statementName = (text: string) => {
  let name = statementNames.get(text);
  if (!name) {
    if (statementNames.size >= 1000) statementNames.clear();
    name = `list_${createHash('sha1').update(text).digest('base64url')}`;
    statementNames.set(text, name);
  }
  return name;
};

/**
 * One page through the frame of (`key`), or through `build` when the list's shape cannot be
 * framed. `build(where)` must give the same select for every request of that key, with the
 * keyset fields `__sortKey` and `__id`: the rows come back without them (each decoded once, into
 * its final shape) and `positionOf` decodes them for the row asked.
 */
export const selectFramedPage = async <Row>(
  db: Db,
  pool: pg.Pool,
  key: string,
  build: (where: SQL) => SelectQuery,
  where: SQL | undefined,
  limit: number,
  prepare: boolean,
): Promise<KeysetRows<Row>> => {
  const frame = frameOf(key, build);
  if (!frame) {
    type Full = Row & { __sortKey: unknown; __id: string };
    const rows = await selectPage<Full>(pool, build(where ?? rawSql`true`), limit, prepare);
    return {
      items: rows.map(({ __sortKey, __id, ...row }) => row as unknown as Row),
      positionOf: (i) => rows[i]!,
    };
  }
  const dialect = (db as unknown as { dialect: { sqlToQuery(s: SQL): { sql: string; params: unknown[] } } })
    .dialect;
  const filter = where ? dialect.sqlToQuery(where) : { sql: 'true', params: [] };
  const text = `${frame.head}${filter.sql}${frame.tail}$${filter.params.length + 1}`;
  const result = await pool.query<unknown[]>({
    ...(prepare ? { name: statementName(text) } : {}),
    text,
    values: [...filter.params, limit],
    rowMode: 'array',
    types,
  });
  const rows = result.rows;
  const items = new Array(rows.length);
  for (let i = 0; i < rows.length; i++) items[i] = frame.decodeItem(rows[i]!);
  return {
    items: items as Row[],
    positionOf: (i) => frame.decodePosition(rows[i]!) as { __sortKey: unknown; __id: string },
  };
};
