import { z } from 'zod';

/*
 * Every free-text input is built here, so that no field lets through characters that have no
 * place in stored text: NUL (which PostgreSQL refuses outright), the other C0 and C1 control
 * characters, DEL, and unpaired UTF-16 surrogates (not text at all; drivers would silently turn
 * them into U+FFFD). Multi-line text keeps TAB, LF and CR; a single line keeps none of them
 * (docs/decisions/security.md#text-fields).
 */

// biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
const LINE_CHARS = /^(?:[^\u0000-\u001f\u007f-\u009f\ud800-\udfff]|[\ud800-\udbff][\udc00-\udfff])*$/;
const TEXT_CHARS =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
  /^(?:[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\ud800-\udfff]|[\ud800-\udbff][\udc00-\udfff])*$/;

/** True when `s` holds no character a single-line field refuses. */
export const isCleanLine = (s: string) => LINE_CHARS.test(s);
/** True when `s` holds no character a multi-line field refuses (TAB, LF and CR are fine). */
export const isCleanText = (s: string) => TEXT_CHARS.test(s);

const prefix = (label: string | undefined) => (label ? `${label} ` : '');

export interface TextOptions {
  /** Trim surrounding white space first (default true); rich text (HTML) keeps it. */
  trim?: boolean;
  /** The message when the value is missing or not a string. */
  error?: string;
}

/**
 * One line of text (names, titles, search terms, keys): trimmed, then refused with
 * "<label> must not contain control characters or line breaks" when it holds any. Chain
 * `.min()`/`.max()` as usual.
 */
export const ZLine = (label?: string, opts: TextOptions = {}) => {
  const base = opts.error ? z.string({ error: opts.error }) : z.string();
  return (opts.trim === false ? base : base.trim()).regex(
    LINE_CHARS,
    `${prefix(label)}must not contain control characters or line breaks`,
  );
};

/**
 * Multi-line text (notes, descriptions, HTML): trimmed unless `trim: false`, TAB, LF and CR
 * allowed, any other control character refused. Chain `.min()`/`.max()` as usual.
 */
export const ZText = (label?: string, opts: TextOptions = {}) => {
  const base = opts.error ? z.string({ error: opts.error }) : z.string();
  return (opts.trim === false ? base : base.trim()).regex(
    TEXT_CHARS,
    `${prefix(label)}must not contain control characters`,
  );
};
