import { PSEUDO_LOCALE, pseudoMessages } from '@ats/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import i18next from 'i18next';

/**
 * The candidate pages' words on the server (the pages served whole as HTML): i18next over the
 * web app's own message files (the web build copies them and lists them in its candidate pages'
 * manifest), the language a request asks for and the cookie that remembers it.
 */
export type Messages = { [key: string]: string | Messages };

/** A message in one language: `a.b` keys, `{{name}}` values, `_one`/`_other` plurals by `count`. */
export type Translate = (key: string, values?: Record<string, string | number>) => string;

/** The served pages' languages (those with a message file) and a translator per language. */
export interface PageWords {
  /** The languages a request may ask for: `offered`, and the pseudo-locale when it is on. */
  languages: string[];
  /** The languages the language switcher offers (never the pseudo-locale). */
  offered: string[];
  t(lng: string): Translate;
}

/**
 * One i18next instance for the message files of a build, set up as the web app's (English the
 * fallback, values not escaped: the pages escape what they write). Where the web app would show
 * a key or a `{{value}}` placeholder nobody filled, a served page shows nothing.
 */
export const pageWords = (messages: Record<string, Messages>, opts: { pseudo?: boolean } = {}): PageWords => {
  const i18n = i18next.createInstance();
  const offered = Object.keys(messages).sort();
  // The pseudo-locale is made from the English file here, never written as a file of its own.
  const all =
    opts.pseudo && messages.en ? { ...messages, [PSEUDO_LOCALE]: pseudoMessages(messages.en) } : messages;
  void i18n.init({
    resources: Object.fromEntries(Object.entries(all).map(([lng, m]) => [lng, { translation: m }])),
    lng: 'en',
    fallbackLng: 'en',
    initAsync: false,
    nsSeparator: false,
    returnNull: false,
    returnEmptyString: false,
    interpolation: { escapeValue: false },
    parseMissingKeyHandler: () => '',
    missingInterpolationHandler: () => '',
  });
  const fixed = new Map<string, Translate>();
  return {
    languages: Object.keys(all).sort(),
    offered,
    t: (lng) => {
      let t = fixed.get(lng);
      if (!t) {
        const f = i18n.getFixedT(lng);
        t = (key, values) => String(f(key, values ?? {}));
        fixed.set(lng, t);
      }
      return t;
    },
  };
};

/** The cookie that keeps a candidate's language choice (set by the pages' language switcher too). */
const LANGUAGE_COOKIE = 'ats-language';

/** The first language of `Accept-Language` that has messages (as the browser's own choice), else English. */
const languageOf = (acceptLanguage: string | undefined, languages: string[]) => {
  for (const part of (acceptLanguage ?? '').split(',')) {
    const base = part.split(';')[0]?.trim().toLowerCase().split('-')[0];
    if (base && languages.includes(base)) return base;
  }
  return 'en';
};

/**
 * The page's language: the one the candidate just picked (`?lang=`), else the one they picked
 * before (cookie), else the browser's. `picked` is true for `?lang=` (the caller remembers it).
 */
export const chooseLanguage = (
  req: FastifyRequest,
  languages: string[],
): { lng: string; picked: boolean } => {
  const asked = (req.query as { lang?: unknown } | undefined)?.lang;
  if (typeof asked === 'string' && languages.includes(asked)) return { lng: asked, picked: true };
  const saved = req.cookies[LANGUAGE_COOKIE];
  if (saved && languages.includes(saved)) return { lng: saved, picked: false };
  return { lng: languageOf(req.headers['accept-language'], languages), picked: false };
};

/** Remembers a picked language for a year (read by the pages' scripts and the server). */
export const rememberLanguage = (reply: FastifyReply, lng: string) =>
  reply.setCookie(LANGUAGE_COOKIE, lng, { path: '/', maxAge: 31_536_000, sameSite: 'lax' });

/** A language named in itself ("English", "Español"). */
export const languageName = (code: string) => {
  const name = new Intl.DisplayNames([code], { type: 'language' }).of(code) ?? code;
  return name.charAt(0).toLocaleUpperCase(code) + name.slice(1);
};

/** The Intl locale of a page language (Costa Rica for Spanish, as the pages use). */
export const localeOf = (lng: string) => (lng === 'es' ? 'es-CR' : lng);
