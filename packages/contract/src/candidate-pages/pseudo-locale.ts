/**
 * The pseudo-locale (docs/decisions/i18n.md#the-pseudo-locale): every candidate message, made
 * from the English message files, wrapped in ⟦ ⟧ and accented, so a test sees at a glance any
 * text on a candidate page or in a candidate email that does not come from a message file. Only
 * tests use it: the server accepts it only with `PSEUDO_LOCALE=true`, and no switcher offers it.
 */
export const PSEUDO_LOCALE = 'en-XA';
export const PSEUDO_OPEN = '⟦';
export const PSEUDO_CLOSE = '⟧';

const ACCENTED: Record<string, string> = {
  a: 'á',
  e: 'é',
  i: 'í',
  o: 'ó',
  u: 'ú',
  y: 'ý',
  c: 'ç',
  n: 'ñ',
  s: 'ŝ',
  z: 'ž',
  g: 'ĝ',
  l: 'ľ',
  A: 'Á',
  E: 'É',
  I: 'Í',
  O: 'Ó',
  U: 'Ú',
  Y: 'Ý',
  C: 'Ç',
  N: 'Ñ',
  S: 'Ŝ',
  Z: 'Ž',
  G: 'Ĝ',
  L: 'Ľ',
};

/** Placeholders (`{{name}}`, `{{count, number}}`), nested keys (`$t(...)`) and tags stay as written. */
const KEEP = /(\{\{[^}]*\}\}|\$t\([^)]*\)|<[^>]*>)/;

/** One message in the pseudo-locale: accented, its placeholders intact, wrapped in ⟦ ⟧. */
export const pseudoMessage = (text: string) =>
  `${PSEUDO_OPEN}${text
    .split(KEEP)
    .map((part, i) => (i % 2 ? part : part.replace(/[A-Za-z]/g, (c) => ACCENTED[c] ?? c)))
    .join('')}${PSEUDO_CLOSE}`;

export type TMessageTree = { [key: string]: string | TMessageTree };

/** A whole message file (nested groups, plural forms) in the pseudo-locale. */
export const pseudoMessages = <T extends TMessageTree>(messages: T): T =>
  Object.fromEntries(
    Object.entries(messages).map(([k, v]) => [
      k,
      typeof v === 'string' ? pseudoMessage(v) : pseudoMessages(v as TMessageTree),
    ]),
  ) as T;
