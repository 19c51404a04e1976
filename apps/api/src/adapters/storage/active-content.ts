/**
 * Active content inside otherwise well-typed uploads: HTML after a PDF header (a PDF/HTML
 * polyglot), HTML or script in text formats, and script in SVG. Every pattern has bounded
 * repetition or stops at the end of one tag, so a crafted file cannot make a check slow.
 */

/** How far into a PDF to look for HTML: browsers sniff markup in the first bytes. */
const PDF_HTML_SCAN_BYTES = 4096;

/** Elements that make a browser treat a document as HTML or run code. */
const HTML_ELEMENT =
  /<\s{0,8}(?:!doctype\s{1,8}html|html|head|body|script|iframe|frame|frameset|object|embed|applet|svg|math|meta|base|link|style|form|img|video|audio|template)[\s/>]/i;
const PDF_HTML = /<\s{0,8}(?:!doctype|html|head|body|script|iframe)[\s/>]/i;
/** An event handler attribute (`onload=`) anywhere (SVG) or within one tag (text formats). */
const EVENT_ATTRIBUTE = /[\s"'/]on[a-z]{1,40}\s{0,8}=/i;
const TAG_EVENT_ATTRIBUTE = /<[a-z][^<>]*?[\s"'/]on[a-z]{1,40}\s{0,8}=/i;
/**
 * Within one tag: a script URL, also spelled with whitespace between its letters, or any
 * character reference (which could spell one). The lazy scan stops at the tag's end, so the
 * whole test stays linear in the file size.
 */
const TAG_SCRIPT_URL =
  /<[a-z][^<>]*?(?:&#|&colon;|&tab;|&newline;|j\s{0,4}a\s{0,4}v\s{0,4}a\s{0,4}s\s{0,4}c\s{0,4}r\s{0,4}i\s{0,4}p\s{0,4}t\s{0,4}:|vbscript:|data:\s{0,8}text\/html)/i;
const SCRIPT_URL = /(?:java|vb)script:|data:\s{0,8}text\/html/i;

/** Numeric and common named character references decoded, so `&#106;avascript:` is seen as such. */
const decodeReferences = (text: string) =>
  text
    .replace(/&#x0*([0-9a-f]{1,6});?/gi, (_m, hex: string) => safeChar(Number.parseInt(hex, 16)))
    .replace(/&#0*([0-9]{1,7});?/g, (_m, dec: string) => safeChar(Number(dec)))
    .replace(/&(?:colon|Tab|NewLine);/gi, (m) => (m.toLowerCase() === '&colon;' ? ':' : ' '));
const safeChar = (code: number) => (code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '');

/** A script URL once references are decoded and whitespace and control characters removed. */
const hasScriptUrl = (text: string) =>
  // biome-ignore lint/suspicious/noControlCharactersInRegex: browsers ignore these inside a URL scheme
  SCRIPT_URL.test(decodeReferences(text).replace(/[\s\u0000-\u001f]+/g, ''));

const htmlInText = (text: string) =>
  HTML_ELEMENT.test(text) || TAG_EVENT_ATTRIBUTE.test(text) || TAG_SCRIPT_URL.test(text);

const SVG_ACTIVE: [RegExp, string][] = [
  [/<\s{0,8}(?:[\w-]{1,40}:)?script[\s/>]/i, 'a <script> element'],
  [/<\s{0,8}(?:[\w-]{1,40}:)?foreignObject[\s/>]/i, 'a <foreignObject> element'],
  [
    /<\s{0,8}(?:[\w-]{1,40}:)?(?:iframe|embed|object|handler|listener)[\s/>]/i,
    'an embedded document or handler',
  ],
  [/<!ENTITY/i, 'an entity declaration'],
  [/<\?xml-stylesheet/i, 'a stylesheet instruction'],
];

/**
 * What active content the bytes of a `.ext` upload carry, as a short phrase for the error message,
 * or undefined when there is none. `bytes` is the head for binary types and the whole file for
 * text types (see checkedBytesFor).
 */
export const activeContentIn = (ext: string, bytes: Buffer): string | undefined => {
  switch (ext.toLowerCase()) {
    case 'pdf':
      return PDF_HTML.test(bytes.toString('latin1', 0, PDF_HTML_SCAN_BYTES))
        ? 'HTML after its PDF header'
        : undefined;
    case 'txt':
    case 'csv':
    case 'json':
      return htmlInText(bytes.toString('latin1')) ? 'HTML or script markup' : undefined;
    case 'svg': {
      const text = bytes.toString('utf8');
      for (const [pattern, what] of SVG_ACTIVE) if (pattern.test(text)) return what;
      if (EVENT_ATTRIBUTE.test(text)) return 'an event handler attribute (on…=)';
      if (hasScriptUrl(text)) return 'a javascript: URL';
      return undefined;
    }
    default:
      return undefined;
  }
};
