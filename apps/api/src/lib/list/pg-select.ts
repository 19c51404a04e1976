import { createHash } from 'node:crypto';
import { Column, is, SQL } from 'drizzle-orm';
import pg from 'pg';
import type { Db } from '../../db/client';

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
export const types = {
  getTypeParser: (oid: number, format?: 'text' | 'binary') =>
    RAW.has(oid) ? (v: string) => v : pg.types.getTypeParser(oid, format ?? 'text'),
};

/** Decodes array rows into objects keyed like the select's fields, with each column's decoder. */
export const rowDecoder = (fields: Record<string, unknown>) => {
  const entries = Object.entries(fields).map(([name, field]) => {
    const decoder: Decoder | undefined = is(field, Column)
      ? field
      : is(field, SQL)
        ? (field as unknown as { decoder: Decoder }).decoder
        : undefined;
    if (!decoder) throw new Error(`cursorStream: field ${name} is neither a column nor SQL`);
    return { name, decode: (v: unknown) => decoder.mapFromDriverValue(v) };
  });
  return (raw: unknown[]) => {
    const row: Record<string, unknown> = {};
    for (let i = 0; i < entries.length; i++) {
      const v = raw[i];
      const e = entries[i]!;
      row[e.name] = v === null ? null : e.decode(v);
    }
    return row;
  };
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
