/**
 * Recognises a file from its first bytes, for the upload types the spec allows (the approach of
 * the `file-type` package, reduced to these types). Text formats have no signature: they are
 * accepted when the head is valid UTF-8 without NUL bytes and, for JSON and SVG, looks the part.
 * Active content is refused on top of that (see active-content.ts).
 */
import { activeContentIn } from './active-content';

/** How many leading bytes the type check needs (binary formats are checked on this head). */
const MAGIC_HEAD_BYTES = 8192;

/** Text formats are checked whole: markup or script could hide anywhere in them. */
const WHOLE_FILE_TYPES = new Set(['txt', 'csv', 'json', 'svg']);

/** How many bytes the check reads for a type: the head, or the whole file up to the kind's cap. */
export const checkedBytesFor = (ext: string, maxBytes: number) =>
  WHOLE_FILE_TYPES.has(ext.toLowerCase()) ? maxBytes : MAGIC_HEAD_BYTES;

const startsWith = (buf: Buffer, bytes: number[], offset = 0) =>
  buf.length >= offset + bytes.length && bytes.every((b, i) => buf[offset + i] === b);
const ascii = (buf: Buffer, text: string, offset = 0) =>
  startsWith(
    buf,
    [...text].map((c) => c.charCodeAt(0)),
    offset,
  );

const PDF = (b: Buffer) => ascii(b, '%PDF-');
const OLE2 = (b: Buffer) => startsWith(b, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const ZIP = (b: Buffer) => startsWith(b, [0x50, 0x4b, 0x03, 0x04]) || startsWith(b, [0x50, 0x4b, 0x05, 0x06]);
/** Office Open XML is a zip whose first entries name its parts. */
const OOXML = (part: string) => (b: Buffer) => {
  if (!startsWith(b, [0x50, 0x4b, 0x03, 0x04])) return false;
  const head = b.toString('latin1');
  return head.includes('[Content_Types].xml') || head.includes(`${part}/`) || head.includes('_rels/.rels');
};
const JPEG = (b: Buffer) => startsWith(b, [0xff, 0xd8, 0xff]);
const PNG = (b: Buffer) => startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const GIF = (b: Buffer) => ascii(b, 'GIF87a') || ascii(b, 'GIF89a');
const MP3 = (b: Buffer) =>
  ascii(b, 'ID3') || (b.length >= 2 && b[0] === 0xff && ((b[1] ?? 0) & 0xe0) === 0xe0);
const WAV = (b: Buffer) => ascii(b, 'RIFF') && ascii(b, 'WAVE', 8);
const ftypBrand = (b: Buffer) => (ascii(b, 'ftyp', 4) ? b.toString('latin1', 8, 12) : undefined);
const MP4 = (b: Buffer) => {
  const brand = ftypBrand(b);
  return brand !== undefined && brand !== 'qt  ';
};
const MOV = (b: Buffer) =>
  ftypBrand(b) === 'qt  ' || ['moov', 'mdat', 'wide', 'free', 'skip', 'pnot'].some((a) => ascii(b, a, 4));
const RAR = (b: Buffer) =>
  startsWith(b, [0x52, 0x61, 0x72, 0x21, 0x1a, 0x07, 0x00]) ||
  startsWith(b, [0x52, 0x61, 0x72, 0x21, 0x1a, 0x07, 0x01, 0x00]);
const WEBM = (b: Buffer) => startsWith(b, [0x1a, 0x45, 0xdf, 0xa3]);

/** Signatures of programs and scripts: never accepted, whatever the name says. */
const EXECUTABLE = (b: Buffer) =>
  ascii(b, 'MZ') ||
  startsWith(b, [0x7f, 0x45, 0x4c, 0x46]) ||
  startsWith(b, [0xfe, 0xed, 0xfa, 0xce]) ||
  startsWith(b, [0xfe, 0xed, 0xfa, 0xcf]) ||
  startsWith(b, [0xce, 0xfa, 0xed, 0xfe]) ||
  startsWith(b, [0xcf, 0xfa, 0xed, 0xfe]) ||
  startsWith(b, [0xca, 0xfe, 0xba, 0xbe]) ||
  ascii(b, '#!');

const stripBom = (s: string) => (s.charCodeAt(0) === 0xfeff ? s.slice(1) : s);

/** Bytes to drop from the end: a multi-byte character the head limit cut short (and only that). */
const cutCharacter = (b: Buffer) => {
  for (let back = 1; back <= Math.min(3, b.length); back++) {
    const byte = b[b.length - back]!;
    if ((byte & 0xc0) === 0x80) continue; // continuation byte: keep looking for the lead
    const need = byte >= 0xf0 ? 4 : byte >= 0xe0 ? 3 : byte >= 0xc0 ? 2 : 1;
    return need > back ? back : 0;
  }
  return 0;
};

/** Valid UTF-8 text without NUL bytes; a multi-byte character cut at the end of the head is fine. */
const textHead = (b: Buffer): string | undefined => {
  if (b.includes(0)) return undefined;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(b.subarray(0, b.length - cutCharacter(b)));
  } catch {
    return undefined;
  }
};

/**
 * Plain text and CSV: UTF-8, or a legacy single-byte encoding (Excel on Windows saves CSV as
 * Windows-1252), but no binary control bytes.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: detecting binary control bytes is the point
const BINARY_BYTES = /[\x00-\x08\x0e-\x1a\x1c-\x1f]/;
const TEXT = (b: Buffer) => !BINARY_BYTES.test(b.toString('latin1'));
const JSON_TEXT = (b: Buffer) => {
  const t = textHead(b);
  return t !== undefined && /^\s*[[{"]/.test(stripBom(t));
};
const SVG = (b: Buffer) => {
  const t = textHead(b);
  return (
    t !== undefined &&
    /^\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE svg[^>]*>\s*)?<svg[\s>]/i.test(stripBom(t))
  );
};

const CHECKS: Record<string, (b: Buffer) => boolean> = {
  pdf: PDF,
  doc: OLE2,
  xls: OLE2,
  ppt: OLE2,
  docx: OOXML('word'),
  xlsx: OOXML('xl'),
  pptx: OOXML('ppt'),
  txt: TEXT,
  csv: TEXT,
  json: JSON_TEXT,
  svg: SVG,
  jpg: JPEG,
  jpeg: JPEG,
  png: PNG,
  gif: GIF,
  mp3: MP3,
  wav: WAV,
  mp4: MP4,
  mov: MOV,
  zip: ZIP,
  rar: RAR,
  webm: WEBM,
};

/** True when the bytes have the signature the extension claims. Executables never pass. */
const typeMatches = (ext: string, head: Buffer): boolean => {
  if (head.length === 0 || EXECUTABLE(head)) return false;
  const check = CHECKS[ext.toLowerCase()];
  return check ? check(head) : false;
};

/**
 * Why these bytes may not be stored as `.ext` (undefined when they may): not the claimed type, or
 * the claimed type carrying active content (HTML behind a PDF header, markup in text, script in SVG).
 */
export const contentProblem = (ext: string, head: Buffer): string | undefined => {
  if (!typeMatches(ext, head)) {
    const seen = detectExtensions(head);
    return `the content is not a valid .${ext} file${seen.length ? ` (it looks like ${seen.join(' or ')})` : ''}`;
  }
  const active = activeContentIn(ext, head);
  return active ? `the .${ext} file contains ${active}, which is not accepted` : undefined;
};

/** True when the bytes are what the extension claims and carry no active content. */
export const contentMatchesExtension = (ext: string, head: Buffer): boolean =>
  contentProblem(ext, head) === undefined;

/** The extensions these bytes could be (for a clear error message). */
export const detectExtensions = (head: Buffer): string[] =>
  EXECUTABLE(head)
    ? ['executable']
    : Object.entries(CHECKS)
        .filter(([ext, check]) => !['txt', 'csv'].includes(ext) && check(head))
        .map(([ext]) => ext);
