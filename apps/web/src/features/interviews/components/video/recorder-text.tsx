import { createContext, type ReactNode, useContext, useEffect, useMemo, useState } from 'react';
import en from './messages/en.json';

/**
 * The recorder's own words in the candidate's language. English ships with the recorder (pages
 * that are English only need nothing more); another language's file is downloaded only when a
 * page asks for it (`RecorderLanguage`). Messages use `{{name}}` placeholders and `_one`/`_other`
 * plural forms chosen by `Intl.PluralRules`, like the candidate flow's message files.
 */
export type RecorderMessages = typeof en;
type Vars = Record<string, string | number>;

const others = import.meta.glob<{ default: RecorderMessages }>(['./messages/*.json', '!./messages/en.json']);
const cache = new Map<string, RecorderMessages>([['en', en]]);

/** The message file of `lng` (English when there is none). */
export const loadRecorderMessages = async (lng: string): Promise<RecorderMessages> => {
  const hit = cache.get(lng);
  if (hit) return hit;
  // Tests only (the page's language is the pseudo-locale only when the server allows it): its
  // module is downloaded only for a language the recorder has no file for.
  if (!others[`./messages/${lng}.json`] && lng !== 'en') {
    const p = await import('../../../../shared/i18n/pseudo-locale');
    if (lng === p.PSEUDO_LOCALE) {
      const pseudo = p.pseudoMessages(en);
      cache.set(lng, pseudo);
      return pseudo;
    }
  }
  const loader = others[`./messages/${lng}.json`];
  if (!loader) return en;
  const messages = (await loader()).default;
  cache.set(lng, messages);
  return messages;
};

const lookup = (messages: unknown, key: string): string | undefined => {
  const v = key
    .split('.')
    .reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], messages);
  return typeof v === 'string' ? v : undefined;
};

/** Every string the recorder has put on screen: anything else (raw error text) is not shown. */
const produced = new Set<string>();

/** `t(key, vars)` over one language's messages, with English as the fallback for a missing key. */
export const makeRecorderT = (messages: RecorderMessages, lng: string) => {
  const plural = new Intl.PluralRules(lng);
  return (key: string, vars: Vars = {}): string => {
    const pluralKey = typeof vars.count === 'number' ? `${key}_${plural.select(vars.count)}` : null;
    const template =
      (pluralKey && (lookup(messages, pluralKey) ?? lookup(en, pluralKey))) ??
      (pluralKey && (lookup(messages, `${key}_other`) ?? lookup(en, `${key}_other`))) ??
      lookup(messages, key) ??
      lookup(en, key) ??
      key;
    const out = template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) =>
      name in vars ? String(vars[name]) : '',
    );
    produced.add(out);
    return out;
  };
};
type RecorderT = ReturnType<typeof makeRecorderT>;

interface RecorderText {
  t: RecorderT;
  lng: string;
  /**
   * The message to show for a machine message: ours as is; text from elsewhere (an exception's
   * English message) only on English screens, otherwise null (the state's own message shows).
   */
  shown: (message: string | null | undefined) => string | null;
}

const english: RecorderText = {
  t: makeRecorderT(en, 'en'),
  lng: 'en',
  shown: (m) => m ?? null,
};
const Context = createContext<RecorderText>(english);

/** The recorder's words for the surrounding `RecorderLanguage` (English without one). */
export const useRecorderText = () => useContext(Context);

/**
 * Puts the recorder below it in `lng` (the candidate flow passes its current language). While
 * another language's file loads (a few KB) nothing is shown, so no English flashes by.
 */
export const RecorderLanguage = ({ lng, children }: { lng: string; children: ReactNode }) => {
  // The pseudo-locale (`en-XA`, tests only) keeps its region; any other language is its base.
  const base = /^[a-z]{2}-XA$/.test(lng) ? lng : (lng.toLowerCase().split('-')[0] ?? 'en');
  const [messages, setMessages] = useState<{ lng: string; m: RecorderMessages } | null>(() => {
    const hit = cache.get(base);
    return hit ? { lng: base, m: hit } : null;
  });
  useEffect(() => {
    let live = true;
    void loadRecorderMessages(base).then((m) => live && setMessages({ lng: base, m }));
    return () => {
      live = false;
    };
  }, [base]);
  const value = useMemo<RecorderText | null>(() => {
    if (!messages) return null;
    const t = makeRecorderT(messages.m, messages.lng);
    return {
      t,
      lng: messages.lng,
      shown: (m) => (!m ? null : messages.lng === 'en' || produced.has(m) ? m : null),
    };
  }, [messages]);
  if (!value) return <div aria-busy="true" style={{ minHeight: 240 }} />;
  return <Context.Provider value={value}>{children}</Context.Provider>;
};
