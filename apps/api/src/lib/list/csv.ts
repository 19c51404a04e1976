import { Readable } from 'node:stream';

export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => unknown;
}

const FORMULA_START = /^[=+\-@\t\r]/;

/** RFC 4180 cell; a leading = + - @ tab or CR is prefixed with a tab so spreadsheets do not run it. */
export const csvCell = (value: unknown): string => {
  if (value === null || value === undefined) return '';
  let s =
    value instanceof Date ? value.toISOString() : Array.isArray(value) ? value.join('; ') : String(value);
  if (FORMULA_START.test(s)) s = `\t${s}`;
  return /[",\r\n\t]/.test(s) ? `"${s.replaceAll('"', '""')}"` : s;
};

export const csvLine = (cells: unknown[]) => `${cells.map(csvCell).join(',')}\r\n`;

/** Streams a CSV document from batches of rows; only one batch is held at a time. */
export const csvStream = <Row>(columns: CsvColumn<Row>[], batches: AsyncIterable<Row[]>): Readable =>
  Readable.from(
    (async function* () {
      yield `\uFEFF${csvLine(columns.map((c) => c.header))}`;
      for await (const batch of batches) {
        yield batch.map((row) => csvLine(columns.map((c) => c.value(row)))).join('');
      }
    })(),
  );
