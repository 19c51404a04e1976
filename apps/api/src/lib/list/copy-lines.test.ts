import { describe, expect, it } from 'vitest';
import { BinaryCopyValues, inlineParams } from './copy-lines';

/** A binary COPY stream of one text column, as PostgreSQL sends it (null for a NULL value). */
const copyStream = (values: (string | null)[], extension = Buffer.alloc(0)) => {
  const head = Buffer.alloc(19);
  Buffer.from('PGCOPY\n\xff\r\n\0', 'latin1').copy(head);
  head.writeInt32BE(extension.length, 15);
  const rows = values.map((v) => {
    const bytes = v === null ? Buffer.alloc(0) : Buffer.from(v, 'utf8');
    const row = Buffer.alloc(6);
    row.writeInt16BE(1, 0);
    row.writeInt32BE(v === null ? -1 : bytes.length, 2);
    return Buffer.concat([row, bytes]);
  });
  const trailer = Buffer.alloc(2);
  trailer.writeInt16BE(-1, 0);
  return Buffer.concat([head, extension, ...rows, trailer]);
};

const readAll = (stream: Buffer, chunkSize: number) => {
  const reader = new BinaryCopyValues();
  const out: Buffer[] = [];
  for (let at = 0; at < stream.length; at += chunkSize)
    out.push(reader.take(stream.subarray(at, at + chunkSize)));
  return { text: Buffer.concat(out).toString('utf8'), ended: reader.ended };
};

describe('the binary COPY reader of an export', () => {
  const lines = ['a,b\r\n', '"O\'Brien, ""Jr""",x\r\n', 'ñandú,日本\r\n', null, '"Line\nBreak",y\r\n'];
  const expected = lines.filter((l) => l !== null).join('');

  it('passes every value on, in order, however the stream is cut into chunks', () => {
    const stream = copyStream(lines, Buffer.from('ext'));
    for (const size of [1, 2, 3, 7, 19, 64, stream.length]) {
      expect(readAll(stream, size), `chunks of ${size} bytes`).toEqual({ text: expected, ended: true });
    }
  });

  it('knows a stream cut before its trailer from a finished one', () => {
    const stream = copyStream(lines);
    expect(readAll(stream.subarray(0, stream.length - 2), 5).ended).toBe(false);
  });

  it('refuses what is not a binary COPY of one column', () => {
    expect(() => new BinaryCopyValues().take(Buffer.from('a,b\r\nc,d\r\n........................'))).toThrow(
      /not a binary COPY/,
    );
    const two = copyStream(['x']);
    two.writeInt16BE(2, 19);
    expect(() => new BinaryCopyValues().take(two)).toThrow(/one column/);
  });
});

describe('parameters written into a COPY statement', () => {
  it('become quoted literals that keep quotes, backslashes and placeholders as text', () => {
    expect(
      inlineParams('select $1, $2, $3, $10, $4, $5', [
        "O'Hara \\ $1",
        null,
        42,
        true,
        new Date('2026-01-02T03:04:05.006Z'),
        ...Array(4).fill(0),
        'ten',
      ]),
    ).toBe(`select  E'O''Hara \\\\ $1', null, '42', 'ten', 'true', '2026-01-02T03:04:05.006Z'`);
  });

  it('refuses a value it cannot write as a literal', () => {
    expect(() => inlineParams('select $1', [{ a: 1 }])).toThrow(/cannot be written/);
  });
});
