import { Readable } from 'node:stream';
import { CSV_FORMULA_CHARS, CSV_FORMULA_START, CSV_INVISIBLE } from '@ats/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => unknown;
  /**
   * The same cell, finished (quoted and defused), computed by the database: `csvTextSql`,
   * `csvTimeSql`, `csvLabelSql`. When every column of an export has one, the database writes each
   * line and the server only passes the text on (`keysetCsv`): no row objects, dates or strings
   * per cell in the server, so exports run near the database's own speed with flat memory.
   */
  sql?: SQL;
}

/**
 * RFC 4180 cell. A cell starting with a formula character is prefixed with a single quote, the
 * prefix OWASP recommends: spreadsheets show the text as typed and never run it.
 */
/** Any character that makes a cell need quoting or the formula guard (one test for the common case). */
const SPECIAL = new RegExp(`[",${CSV_FORMULA_CHARS}${CSV_INVISIBLE}]`);
const QUOTED = /[",\r\n\t;|]/;

export const csvCell = (value: unknown): string => {
  if (value === null || value === undefined) return '';
  let s =
    typeof value === 'string'
      ? value
      : value instanceof Date
        ? value.toISOString()
        : Array.isArray(value)
          ? value.join('; ')
          : String(value);
  if (!SPECIAL.test(s)) return s;
  const defused = CSV_FORMULA_START.test(s);
  if (defused) s = `'${s}`;
  return defused || QUOTED.test(s) ? `"${s.replaceAll('"', '""')}"` : s;
};

export const csvLine = (cells: unknown[]) => {
  let line = csvCell(cells[0]);
  for (let i = 1; i < cells.length; i++) line += `,${csvCell(cells[i])}`;
  return `${line}\r\n`;
};

/** A constant as an SQL string literal (standard_conforming_strings: only quotes are doubled). */
const literal = (s: string) => sql.raw(`'${s.replaceAll("'", "''")}'`);
// The three character tests of `csvCell`, as PostgreSQL regular expressions (same characters).
// PostgreSQL's brackets take no `\-`: the hyphen goes last instead.
const SQL_FORMULA_CHARS = `${CSV_FORMULA_CHARS.replace('\\-', '')}-`;
const SQL_SPECIAL = literal(`[",${CSV_INVISIBLE}${SQL_FORMULA_CHARS}]`);
const SQL_FORMULA_START = literal(`^[${CSV_INVISIBLE}"]*[${SQL_FORMULA_CHARS}]`);
const SQL_QUOTED = literal('[",\r\n\t;|]');

/** `csvCell` of a text (or any value cast to text) in SQL: '' for null, quoted and defused alike. */
export const csvTextSql = (expr: SQL | PgColumn): SQL => {
  const t = sql`(${expr})::text`;
  return sql`(case when ${t} is null then '' when ${t} !~ ${SQL_SPECIAL} then ${t} when ${t} ~ ${SQL_FORMULA_START} then '"''' || replace(${t}, '"', '""') || '"' when ${t} ~ ${SQL_QUOTED} then '"' || replace(${t}, '"', '""') || '"' else ${t} end)`;
};

/** A value `csvCell` never changes once it is text (a uuid): cast, '' for null. */
export const csvPlainSql = (expr: SQL | PgColumn): SQL => sql`coalesce((${expr})::text, '')`;

/** `csvCell` of a timestamp: `Date.toISOString()` (UTC, milliseconds), '' for null. */
export const csvTimeSql = (expr: SQL | PgColumn): SQL =>
  sql`coalesce(to_char((${expr}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), '')`;

/** `csvCell(labelOf(labels, code))`: each known code's label, finished here; unknown codes as text. */
export const csvLabelSql = (expr: SQL | PgColumn, labels: Record<string, { label: string }>): SQL =>
  sql`(case ${expr} ${sql.join(
    Object.entries(labels).map(
      ([code, { label }]) => sql`when ${literal(code)} then ${literal(csvCell(label))}`,
    ),
    sql` `,
  )} else ${csvTextSql(expr)} end)`;

/** One finished CSV line (with its CRLF) from columns that all have `sql`. */
export const csvLineSql = <Row>(columns: CsvColumn<Row>[]): SQL =>
  sql`(${sql.join(
    columns.map((c) => {
      if (!c.sql) throw new Error(`csvLineSql: column ${c.header} has no sql`);
      return c.sql;
    }),
    sql.raw(` || ',' || `),
  )} || ${sql.raw(`E'\\r\\n'`)})`;

/** Whether every column can be written by the database. */
export const csvColumnsInSql = <Row>(columns: CsvColumn<Row>[]) => columns.every((c) => c.sql);

/**
 * Streams a CSV document from batches of rows; only one batch is held at a time. The first batch
 * is read before the stream is returned, so a bad sort, search or filter (or any database error
 * of the query) fails the request with a clean 400/500 before the first byte is sent, instead of
 * a 200 whose connection is then reset.
 */
export const csvStream = <Row>(columns: CsvColumn<Row>[], batches: AsyncIterable<Row[]>): Promise<Readable> =>
  csvDocument(columns, batches, (batch) => {
    let chunk = '';
    for (const row of batch) chunk += csvLine(columns.map((c) => c.value(row)));
    return chunk;
  });

/** The same document from batches of lines the database finished (`csvLineSql`). */
export const csvLinesStream = <Row>(
  columns: CsvColumn<Row>[],
  batches: AsyncIterable<{ line: string }[]>,
): Promise<Readable> =>
  csvDocument(columns, batches, (batch) => {
    let chunk = '';
    for (const row of batch) chunk += row.line;
    return chunk;
  });

/** The same document from the bytes of lines the database finished and sent as they are. */
export const csvBytesStream = (
  columns: { header: string }[],
  chunks: AsyncIterable<Buffer>,
): Promise<Readable> => csvDocument(columns, chunks, (chunk) => chunk);

const csvDocument = async <Batch>(
  columns: { header: string }[],
  batches: AsyncIterable<Batch>,
  encode: (batch: Batch) => string | Buffer,
): Promise<Readable> => {
  const iterator = batches[Symbol.asyncIterator]();
  const first = await iterator.next();
  // One encoded batch is buffered at most (highWaterMark 1): the next batch is read only when the
  // HTTP response has taken this one, so a slow client slows the database reads, not memory.
  return Readable.from(
    (async function* () {
      try {
        yield `\uFEFF${csvLine(columns.map((c) => c.header))}`;
        let next = first;
        while (!next.done) {
          yield encode(next.value);
          next = await iterator.next();
        }
      } finally {
        // A client that hangs up ends the source too (e.g. closes a database cursor).
        await iterator.return?.();
      }
    })(),
    { highWaterMark: 1 },
  );
};
