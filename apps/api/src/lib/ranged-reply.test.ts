import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { byteRangeOf, rangedParts } from './ranged-reply';

describe('byteRangeOf (range-parser)', () => {
  it('no header answers the whole body', () => {
    expect(byteRangeOf(undefined, 100)).toEqual({ status: 200, total: 100, start: 0, end: 99 });
  });

  it('a closed range is one part; an end past the body is clamped', () => {
    expect(byteRangeOf('bytes=10-19', 100)).toMatchObject({ status: 206, start: 10, end: 19 });
    expect(byteRangeOf('bytes=90-500', 100)).toMatchObject({ status: 206, start: 90, end: 99 });
  });

  it('an open-ended range runs to the last byte', () => {
    expect(byteRangeOf('bytes=40-', 100)).toMatchObject({ status: 206, start: 40, end: 99 });
  });

  it('a suffix range is the last bytes; one longer than the body is the whole body as a part', () => {
    expect(byteRangeOf('bytes=-10', 100)).toMatchObject({ status: 206, start: 90, end: 99 });
    expect(byteRangeOf('bytes=-500', 100)).toMatchObject({ status: 206, start: 0, end: 99 });
  });

  it('several ranges, another unit or a malformed header are ignored: the whole body', () => {
    for (const header of ['bytes=0-1,5-9', 'items=0-1', 'nonsense'])
      expect(byteRangeOf(header, 100)).toMatchObject({ status: 200, start: 0, end: 99 });
  });

  it('an unsatisfiable range answers 416', () => {
    for (const header of ['bytes=100-', 'bytes=150-200', 'bytes=20-10', 'bytes=-0'])
      expect(byteRangeOf(header, 100).status).toBe(416);
    expect(byteRangeOf('bytes=0-', 0).status).toBe(416);
  });
});

describe('rangedParts', () => {
  const parts = ['abcd', 'efgh', 'ij'].map((text) => ({ text, size: text.length }));
  const read = async (p: { text: string }, from: number, to: number) =>
    Readable.from([p.text.slice(from, to + 1)]);
  const text = async (body: unknown) => {
    let s = '';
    for await (const c of body as Readable) s += String(c);
    return s;
  };

  it('streams the asked bytes across pieces', async () => {
    const r = rangedParts(parts, 'bytes=2-8', 'video/webm', read);
    expect(r).toMatchObject({ status: 206, total: 10, start: 2, end: 8, mimeType: 'video/webm' });
    expect(await text(r.body)).toBe('cdefghi');
    expect(await text(rangedParts(parts, undefined, 'video/webm', read).body)).toBe('abcdefghij');
  });

  it('answers 416 without a body for a range past the end', () => {
    expect(rangedParts(parts, 'bytes=10-', 'video/webm', read)).toMatchObject({
      status: 416,
      total: 10,
      body: null,
    });
  });
});
