import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { pdfInflatedSize } from './pdf-inflated-size';

const stream = (dictionary: string, data: Buffer) =>
  Buffer.concat([
    Buffer.from(`<<${dictionary}/Length ${data.length}>>\nstream\r\n`),
    data,
    Buffer.from('\nendstream\n'),
  ]);

describe('the inflated size of a PDF', () => {
  it('adds up every Flate stream, whichever way the filter is written', () => {
    const pdf = Buffer.concat([
      Buffer.from('%PDF-1.4\n'),
      stream('/Filter/FlateDecode', deflateSync(Buffer.alloc(1000, 1))),
      stream('/Filter [/FlateDecode]', deflateSync(Buffer.alloc(500, 2))),
      stream('/Filter/Fl', deflateSync(Buffer.alloc(250, 3))),
    ]);
    expect(pdfInflatedSize(pdf, 10_000)).toBe(1750);
  });

  it('answers null once the streams inflate past the cap', () => {
    const pdf = Buffer.concat([
      stream('/Filter/FlateDecode', deflateSync(Buffer.alloc(6000))),
      stream('/Filter/FlateDecode', deflateSync(Buffer.alloc(6000))),
    ]);
    expect(pdfInflatedSize(pdf, 10_000)).toBeNull();
    expect(pdfInflatedSize(pdf, 12_000)).toBe(12_000);
  });

  it('leaves streams that are not Flate, or do not inflate, to the PDF reader', () => {
    const pdf = Buffer.concat([
      stream('/Filter/DCTDecode', Buffer.alloc(5000, 7)),
      stream('/Filter/FlateDecode', Buffer.from('not deflate data')),
      stream('', Buffer.alloc(3000, 9)),
    ]);
    expect(pdfInflatedSize(pdf, 100)).toBe(0);
  });

  it('counts what a stream cut short holds', () => {
    const whole = deflateSync(Buffer.alloc(200_000, 5));
    const pdf = stream('/Filter/FlateDecode', whole.subarray(0, whole.length - 8));
    expect(pdfInflatedSize(pdf, 1_000_000)).toBeGreaterThan(100_000);
  });
});
