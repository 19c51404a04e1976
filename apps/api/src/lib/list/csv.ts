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
export const csvCell = (value: unknown): string => {
  if (value === null || value === undefined) return '';
  let s =
    value instanceof Date ? value.toISOString() : Array.isArray(value) ? value.join('; ') : String(value);
  const defused = FORMULA_START.test(s);
  if (defused) s = `'${s}`;
  return defused || /[",\r\n\t;|]/.test(s) ? `"${s.replaceAll('"', '""')}"` : s;
};

export const csvLine = (cells: unknown[]) => `${cells.map(csvCell).join(',')}\r\n`;

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
  return Readable.from(
    (async function* () {
      yield `\uFEFF${csvLine(columns.map((c) => c.header))}`;
      let next = first;
      while (!next.done) {
        yield next.value.map((row) => csvLine(columns.map((c) => c.value(row)))).join('');
        next = await iterator.next();
      }
    })(),
  );
};
