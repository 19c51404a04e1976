import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import type { SelectQuery } from './pg-select';

/**
 * COPY takes no bind parameters, so each one is written into the statement as a quoted literal.
 * node-postgres sends every parameter as text of unknown type; a quoted literal is also text of
 * unknown type, so the database reads both the same way. Quoting is node-postgres's own.
 */
const literal = (v: unknown): string => {
  if (v === null || v === undefined) return 'null';
  if (v instanceof Date) return pg.escapeLiteral(v.toISOString());
  if (typeof v === 'string') return pg.escapeLiteral(v);
  if (typeof v === 'number' || typeof v === 'bigint' || typeof v === 'boolean') {
    return pg.escapeLiteral(String(v));
  }
  throw new Error(`copyLines: a parameter of type ${typeof v} cannot be written as a literal`);
};

export const inlineParams = (text: string, params: unknown[]) =>
  text.replace(/\$(\d+)\b/g, (_, i: string) => literal(params[Number(i) - 1]));

const SIGNATURE = Buffer.from('PGCOPY\n\xff\r\n\0', 'latin1');

/**
 * Reads COPY's binary format (a signature, flags and an extension area, then per row a field count
 * and each field as a length and its bytes, then -1) of a one-column select, and gives each
 * chunk's complete values as one Buffer: the bytes go from the database to the response as they
 * are, never becoming JavaScript strings.
 */
export class BinaryCopyValues {
  private pending: Buffer = Buffer.alloc(0);
  private headerRead = false;
  ended = false;

  take(chunk: Buffer): Buffer {
    const buf = this.pending.length ? Buffer.concat([this.pending, chunk]) : chunk;
    let at = 0;
    if (!this.headerRead) {
      if (buf.length < 19) {
        this.pending = buf;
        return Buffer.alloc(0);
      }
      if (!buf.subarray(0, 11).equals(SIGNATURE)) throw new Error('copyLines: not a binary COPY stream');
      const extension = buf.readInt32BE(15);
      if (buf.length < 19 + extension) {
        this.pending = buf;
        return Buffer.alloc(0);
      }
      at = 19 + extension;
      this.headerRead = true;
    }
    const values: Buffer[] = [];
    while (!this.ended && buf.length - at >= 2) {
      const fields = buf.readInt16BE(at);
      if (fields === -1) {
        this.ended = true;
        at += 2;
        break;
      }
      if (fields !== 1) throw new Error(`copyLines: expected one column, got ${fields}`);
      if (buf.length - at < 6) break;
      const length = buf.readInt32BE(at + 2);
      const size = Math.max(0, length);
      if (buf.length - at < 6 + size) break;
      if (length > 0) values.push(buf.subarray(at + 6, at + 6 + size));
      at += 6 + size;
    }
    this.pending = at < buf.length ? Buffer.from(buf.subarray(at)) : Buffer.alloc(0);
    return values.length === 1 ? (values[0] as Buffer) : Buffer.concat(values);
  }
}

/**
 * The values of a one-column select (finished CSV lines) as they leave the database, through
 * `COPY (select) TO STDOUT (FORMAT binary)` on one pooled connection. The database formats every
 * line and the server passes bytes on: no row objects and no strings, so memory stays flat and
 * the export runs at about COPY's own speed. It is a pull stream: the connection is paused while
 * the response is not taking data. Ending early (client gone) closes the connection, which ends
 * the COPY on the server.
 */
export async function* copyLines(pool: pg.Pool, select: SelectQuery): AsyncGenerator<Buffer> {
  const { sql, params } = select.query.toSQL();
  const client = await pool.connect();
  let finished = false;
  try {
    const stream = client.query(copyTo(`copy (${inlineParams(sql, params)}) to stdout (format binary)`));
    const values = new BinaryCopyValues();
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      const bytes = values.take(chunk);
      if (bytes.length) yield bytes;
    }
    if (!values.ended) throw new Error('copyLines: the COPY stream ended before its trailer');
    finished = true;
  } finally {
    client.release(finished ? undefined : true);
  }
}
