import { inflateSync } from 'node:zlib';

const STREAM = Buffer.from('stream');
const END_STREAM = Buffer.from('endstream');

/**
 * Bytes a PDF's Flate-compressed streams inflate to, counted up to `cap` (null past it): the
 * PDF reader inflates streams into memory outside the worker's V8 heap cap, so a small file that
 * expands to gigabytes would hold the process's memory. Each stream is inflated with a bounded
 * output; a stream that does not inflate is left for the PDF reader to judge.
 */
export const pdfInflatedSize = (pdf: Buffer, cap: number): number | null => {
  let total = 0;
  let from = 0;
  for (;;) {
    const start = pdf.indexOf(STREAM, from);
    if (start < 0) return total;
    from = start + STREAM.length;
    // `endstream` also contains `stream`: only a keyword after the dictionary opens a stream.
    if (pdf.subarray(Math.max(0, start - 3), start).toString('latin1') === 'end') continue;
    const dictionary = pdf.subarray(Math.max(0, start - 1024), start).toString('latin1');
    const open = dictionary.lastIndexOf('<<');
    if (open < 0 || !/\/FlateDecode|\/Fl\b/.test(dictionary.slice(open))) continue;
    let dataStart = from;
    if (pdf[dataStart] === 0x0d) dataStart++;
    if (pdf[dataStart] === 0x0a) dataStart++;
    const end = pdf.indexOf(END_STREAM, dataStart);
    if (end < 0) return total;
    from = end + END_STREAM.length;
    try {
      total += inflateSync(pdf.subarray(dataStart, end), {
        maxOutputLength: Math.max(1, cap - total + 1),
        finishFlush: 2, // Z_SYNC_FLUSH: a stream cut short still counts what it holds
      }).length;
    } catch (err) {
      if ((err as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') return null;
    }
    if (total > cap) return null;
  }
};
