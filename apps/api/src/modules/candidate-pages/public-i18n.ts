import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The candidate pages' words on the server (the pages served whole as HTML): the
 * web build's message files, the language a request asks for, and `t()` as the pages' i18next
 * shows a message.
 */
export type Messages = { [key: string]: string | Messages };

/** The cookie that keeps a candidate's language choice (set by the pages' language switcher too). */
export const LANGUAGE_COOKIE = 'ats-language';

/** The candidate pages' message files of a web build folder (`i18n/<lng>.json`), by language. */
export const shellMessages = (webDistDir: string | undefined): Record<string, Messages> => {
  const i18n = webDistDir ? join(webDistDir, 'i18n') : null;
  if (!i18n || !existsSync(i18n)) return {};
  return Object.fromEntries(
    readdirSync(i18n)
      .filter((f) => f.endsWith('.json'))
      .map((f) => [f.replace(/\.json$/, ''), JSON.parse(readFileSync(join(i18n, f), 'utf8')) as Messages]),
  );
};

/** The first language of `Accept-Language` that has messages (as the browser's own choice), else English. */
export const languageOf = (acceptLanguage: string | undefined, languages: string[]) => {
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
  return { lng: languageOf(req.headers['accept-language'] as string | undefined, languages), picked: false };
};

/** Remembers a picked language for a year (read by the pages' scripts and the server). */
export const rememberLanguage = (reply: FastifyReply, lng: string) =>
  reply.setCookie(LANGUAGE_COOKIE, lng, { path: '/', maxAge: 31_536_000, sameSite: 'lax' });

/**
 * A message as the pages' i18next shows it: `a.b` keys, `{{name}}` values, `_one`/`_other`
 * plurals by Intl.PluralRules, English when the language lacks the key.
 */
export const translator = (all: Record<string, Messages>, lng: string) => {
  const get = (m: Messages | undefined, key: string) => {
    let node: string | Messages | undefined = m;
    for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
    return typeof node === 'string' ? node : undefined;
  };
  const plural = new Intl.PluralRules(lng);
  return (key: string, values: Record<string, string | number> = {}) => {
    const keys =
      typeof values.count === 'number'
        ? [`${key}_${plural.select(values.count)}`, `${key}_other`, key]
        : [key];
    const text =
      keys.map((k) => get(all[lng], k)).find(Boolean) ?? keys.map((k) => get(all.en, k)).find(Boolean) ?? '';
    return text.replace(/\{\{(\w+)\}\}/g, (_, v: string) => String(values[v] ?? ''));
  };
};

/** A language named in itself ("English", "Español"). */
export const languageName = (code: string) => {
  const name = new Intl.DisplayNames([code], { type: 'language' }).of(code) ?? code;
  return name.charAt(0).toLocaleUpperCase(code) + name.slice(1);
};

/** The Intl locale of a page language (Costa Rica for Spanish, as the pages use). */
export const localeOf = (lng: string) => (lng === 'es' ? 'es-CR' : lng);
