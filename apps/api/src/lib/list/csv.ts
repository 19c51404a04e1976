import { Readable } from 'node:stream';

export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => unknown;
}

/**
 * Cells a spreadsheet may read as a formula or a command (OWASP "CSV Injection"): = + - @, TAB,
 * CR, LF, `;` and `|` (DDE separators in some locales and in LibreOffice), and the full-width
 * forms ＝ ＋ － ＠ that spreadsheets normalise to their ASCII twins.
 */
const FORMULA_START = /^[=+\-@\t\r\n;|\uFF1D\uFF0B\uFF0D\uFF20]/;

/**
 * RFC 4180 cell. A cell starting with a formula character is prefixed with a single quote, the
 * prefix OWASP recommends: spreadsheets show the text as typed and never run it.
 */
/** Any character that makes a cell need quoting or the formula guard (one test for the common case). */
const SPECIAL = /[",\r\n\t;|=+\-@\uFF1D\uFF0B\uFF0D\uFF20]/;
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
  const defused = FORMULA_START.test(s);
  if (defused) s = `'${s}`;
  return defused || QUOTED.test(s) ? `"${s.replaceAll('"', '""')}"` : s;
};

export const csvLine = (cells: unknown[]) => {
  let line = csvCell(cells[0]);
  for (let i = 1; i < cells.length; i++) line += `,${csvCell(cells[i])}`;
  return `${line}\r\n`;
};

/**
 * Streams a CSV document from batches of rows; only one batch is held at a time. The first batch
 * is read before the stream is returned, so a bad sort, search or filter (or any database error
 * of the query) fails the request with a clean 400/500 before the first byte is sent, instead of
 * a 200 whose connection is then reset.
 */
export const csvStream = async <Row>(
  columns: CsvColumn<Row>[],
  batches: AsyncIterable<Row[]>,
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
          let chunk = '';
          for (const row of next.value) chunk += csvLine(columns.map((c) => c.value(row)));
          yield chunk;
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
