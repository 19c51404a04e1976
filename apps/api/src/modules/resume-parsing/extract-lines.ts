/// <reference path="./vendor.d.ts" />
import { inflateRawSync } from 'node:zlib';
import mammoth from 'mammoth';
import { getDocumentProxy } from 'unpdf';
import { pageLines, type ResumeLine, type TextItem } from './layout';
import { pdfInflatedSize } from './pdf-inflated-size';

type ResumeSource = 'pdf' | 'docx' | 'doc' | 'txt';

export type Extracted =
  | { ok: true; source: ResumeSource; pages: number; columns: number; lines: ResumeLine[] }
  | {
      ok: false;
      reason: 'no-text-layer' | 'unreadable' | 'too-large' | 'unsupported';
      message: string;
      source: ResumeSource | null;
      pages: number;
    };

/** Caps on what one parse may read (docs/decisions/resume-parsing.md#worker-threads-and-bad-input). */
export const PARSE_LIMITS = {
  bytes: 10 * 1024 * 1024,
  pages: 10,
  /** Uncompressed size of a DOCX's parts together: more is treated as a zip bomb. */
  unzippedBytes: 40 * 1024 * 1024,
  /** What a PDF's compressed streams may inflate to together: more is a decompression bomb. */
  inflatedPdfBytes: 60 * 1024 * 1024,
  chars: 60_000,
} as const;

const fail = (
  reason: Extract<Extracted, { ok: false }>['reason'],
  message: string,
  source: ResumeSource | null = null,
  pages = 0,
): Extracted => ({ ok: false, reason, message, source, pages });

/** Where a ZIP's central directory starts and how many entries it lists (null when it is not a ZIP). */
const zipDirectory = (bytes: Buffer) => {
  const min = Math.max(0, bytes.length - 65_557);
  for (let i = bytes.length - 22; i >= min; i--)
    if (bytes.readUInt32LE(i) === 0x06054b50)
      return { entries: bytes.readUInt16LE(i + 10), at: bytes.readUInt32LE(i + 16) };
  return null;
};

/** The offset of each central-directory entry in turn; null (and no more) at a damaged one. */
function* zipEntries(bytes: Buffer, dir: { entries: number; at: number }): Generator<number | null> {
  let at = dir.at;
  for (let e = 0; e < dir.entries; e++) {
    if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== 0x02014b50) {
      yield null;
      return;
    }
    yield at;
    at += 46 + bytes.readUInt16LE(at + 28) + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
  }
}

/** Sum of the uncompressed sizes a ZIP's central directory declares (null when it is not a ZIP). */
export const zipUncompressedSize = (bytes: Buffer): number | null => {
  const dir = zipDirectory(bytes);
  if (!dir) return null;
  let total = 0;
  for (const at of zipEntries(bytes, dir)) {
    if (at === null) return null;
    total += bytes.readUInt32LE(at + 24);
  }
  return total;
};

/**
 * Inflates each entry of a ZIP (without keeping the output) until `cap` bytes: the real size a
 * DOCX expands to, whatever its headers claim (a zip bomb may declare small sizes). `Infinity`
 * past the cap, null when the archive is damaged. Runs in the parse worker.
 */
const zipInflatedSize = (bytes: Buffer, cap: number): number | null => {
  const dir = zipDirectory(bytes);
  if (!dir) return null;
  let total = 0;
  for (const at of zipEntries(bytes, dir)) {
    if (at === null) return null;
    const method = bytes.readUInt16LE(at + 10);
    const compressed = bytes.readUInt32LE(at + 20);
    const local = bytes.readUInt32LE(at + 42);
    if (local + 30 > bytes.length || bytes.readUInt32LE(local) !== 0x04034b50) return null;
    const start = local + 30 + bytes.readUInt16LE(local + 26) + bytes.readUInt16LE(local + 28);
    const data = bytes.subarray(start, start + compressed);
    if (method === 0) total += data.length;
    else if (method === 8) {
      try {
        total += inflateRawSync(data, { maxOutputLength: Math.max(1, cap - total + 1) }).length;
      } catch (err) {
        if ((err as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE' || err instanceof RangeError)
          return Number.POSITIVE_INFINITY;
        return null;
      }
    } else return null;
    if (total > cap) return Number.POSITIVE_INFINITY;
  }
  return total;
};

const textLines = (text: string): ResumeLine[] =>
  text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((t) => t.replace(/\t/g, '   ').trimEnd())
    .filter((t) => t.trim())
    .map((t) => ({ text: t.trim(), page: 1, x: null, y: null, size: 0 }));

const decode = (s: string) =>
  s
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&#(\d+);/g, (_, d) => String.fromCodePoint(Number(d)));

/** DOCX through mammoth's HTML (keeps list items as bullets and headings as their own lines). */
const docxLines = async (bytes: Buffer): Promise<ResumeLine[]> => {
  const { value } = await mammoth.convertToHtml({ buffer: bytes });
  const text = value
    .replace(/<li[^>]*>/gi, '\n• ')
    .replace(/<\/(p|h\d|li|tr|div)>|<br\s*\/?>/gi, '\n')
    .replace(/<\/t[dh]>/gi, '   ')
    .replace(/<[^>]+>/g, '');
  return textLines(decode(text));
};

const docLines = async (bytes: Buffer): Promise<ResumeLine[]> => {
  const { default: WordExtractor } = await import('word-extractor');
  const doc = await new WordExtractor().extract(bytes);
  return textLines(doc.getBody());
};

const pdfLines = async (bytes: Buffer): Promise<Extracted> => {
  if (pdfInflatedSize(bytes, PARSE_LIMITS.inflatedPdfBytes) === null)
    return fail('too-large', 'The PDF expands to more than 60 MB; it was not read', 'pdf');
  let pdf: Awaited<ReturnType<typeof getDocumentProxy>>;
  try {
    pdf = await getDocumentProxy(new Uint8Array(bytes), { isEvalSupported: false, stopAtErrors: false });
  } catch (err) {
    const name = (err as { name?: string }).name;
    return name === 'PasswordException'
      ? fail('unreadable', 'The PDF is password-protected; upload a copy without a password', 'pdf')
      : fail('unreadable', 'The PDF could not be read (it may be damaged)', 'pdf');
  }
  try {
    const pages = Math.min(pdf.numPages, PARSE_LIMITS.pages);
    const lines: ResumeLine[] = [];
    let columns = 1;
    let chars = 0;
    for (let p = 1; p <= pages; p++) {
      const page = await pdf.getPage(p);
      const height = page.getViewport({ scale: 1 }).height;
      const content = await page.getTextContent();
      const items: TextItem[] = [];
      for (const it of content.items) {
        if (!('str' in it) || !it.str.trim()) continue;
        const size = Math.hypot(it.transform[2] ?? 0, it.transform[3] ?? 0) || it.height;
        items.push({
          text: it.str,
          x: it.transform[4] ?? 0,
          y: height - (it.transform[5] ?? 0) - size,
          width: it.width,
          height: size,
        });
        chars += it.str.length;
      }
      if (chars > PARSE_LIMITS.chars * 2) break;
      const read = pageLines(items, p);
      columns = Math.max(columns, read.columns);
      lines.push(...read.lines);
    }
    if (!lines.length)
      return fail(
        'no-text-layer',
        'The PDF has no text layer (a scan or a picture): upload a PDF saved from a word processor, a DOCX or a TXT',
        'pdf',
        pdf.numPages,
      );
    return { ok: true, source: 'pdf', pages: pdf.numPages, columns, lines };
  } catch {
    return fail('unreadable', 'The PDF could not be read (it may be damaged)', 'pdf');
  } finally {
    await pdf.destroy().catch(() => undefined);
  }
};

/** The text lines of a resume file in reading order; never throws for bad input. */
export const extractLines = async (bytes: Buffer, ext: string): Promise<Extracted> => {
  if (bytes.length > PARSE_LIMITS.bytes) return fail('too-large', 'The file is larger than 10 MB');
  const e = ext.toLowerCase();
  if (['jpg', 'jpeg', 'png', 'gif', 'svg', 'tif', 'tiff', 'bmp', 'webp', 'heic'].includes(e))
    return fail('no-text-layer', 'An image has no text layer; OCR is not offered: upload a PDF, DOCX or TXT');
  try {
    if (e === 'pdf') return await pdfLines(bytes);
    if (e === 'docx') {
      const size = zipUncompressedSize(bytes);
      if (size === null)
        return fail('unreadable', 'The DOCX could not be read (it is not a Word file)', 'docx');
      // Declared sizes first (cheap), then the real ones (a bomb may lie in its headers).
      const inflated =
        size > PARSE_LIMITS.unzippedBytes ? size : zipInflatedSize(bytes, PARSE_LIMITS.unzippedBytes);
      if (inflated === null) return fail('unreadable', 'The DOCX could not be read (it is damaged)', 'docx');
      if (inflated > PARSE_LIMITS.unzippedBytes)
        return fail('too-large', 'The DOCX expands to more than 40 MB; it was not read', 'docx');
      const lines = await docxLines(bytes);
      return lines.length
        ? { ok: true, source: 'docx', pages: 1, columns: 1, lines }
        : fail('no-text-layer', 'The DOCX has no text (only pictures?)', 'docx', 1);
    }
    if (e === 'doc') {
      const lines = await docLines(bytes);
      return lines.length
        ? { ok: true, source: 'doc', pages: 1, columns: 1, lines }
        : fail('no-text-layer', 'The DOC has no text', 'doc', 1);
    }
    if (e === 'txt') {
      const text = new TextDecoder('utf-8', { fatal: false }).decode(bytes);
      if (text.includes('\u0000')) return fail('unreadable', 'The TXT file is not text', 'txt');
      const lines = textLines(text);
      return lines.length
        ? { ok: true, source: 'txt', pages: 1, columns: 1, lines }
        : fail('no-text-layer', 'The file is empty', 'txt', 1);
    }
  } catch {
    return fail(
      'unreadable',
      `The ${e.toUpperCase()} file could not be read (it may be damaged)`,
      e as ResumeSource,
    );
  }
  return fail('unsupported', 'Resumes can be PDF, DOCX, DOC or TXT');
};
