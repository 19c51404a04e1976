import type { TMessageTree } from '@ats/contract';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { savedLanguage, saveLanguageChoice } from './language-choice';

/**
 * Candidate pages in the candidate's language (docs/decisions/i18n.md). One
 * message file per language in ./messages; adding a language is adding its file. Only the
 * active language's file is downloaded.
 */
export type MessageFiles = Record<string, () => Promise<{ default: Record<string, unknown> }>>;
const loaders = import.meta.glob<{ default: Record<string, unknown> }>('./messages/*.json');
const codeOf = (path: string) => path.replace(/^.*\/([\w-]+)\.json$/, '$1');
export const LANGUAGES: string[] = Object.keys(loaders).map(codeOf).sort();
const DEFAULT_LANGUAGE = 'en';

/**
 * Tests only: the pseudo-locale, when saved on this device and the server says it is on
 * (`PSEUDO_LOCALE=true`; docs/decisions/i18n.md#the-pseudo-locale). Its module is downloaded only
 * when the saved language is none of the pages' own.
 */
let pseudo: { lng: string; of: (m: TMessageTree) => TMessageTree } | null = null;

/** The saved choice, else the browser's first supported language, else English. */
const detectLanguage = (): string => {
  const saved = savedLanguage();
  if (saved && LANGUAGES.includes(saved)) return saved;
  const wanted = typeof navigator === 'undefined' ? [] : [...(navigator.languages ?? []), navigator.language];
  for (const tag of wanted) {
    const base = tag?.toLowerCase().split('-')[0];
    if (base && LANGUAGES.includes(base)) return base;
  }
  return DEFAULT_LANGUAGE;
};

/** Message files by namespace: the shared ones, and a feature's own (`addNamespace`). */
const namespaces = new Map<string, MessageFiles>([['translation', loaders]]);
/** `namespace:language` pairs already added to i18next. */
const loaded = new Set<string>();
const loadOne = async (ns: string, files: MessageFiles, lng: string) => {
  const made = lng === pseudo?.lng ? pseudo.of : null;
  const loader = Object.entries(files).find(
    ([path]) => codeOf(path) === (made ? DEFAULT_LANGUAGE : lng),
  )?.[1];
  if (loaded.has(`${ns}:${lng}`)) return;
  // Without the file (a language the feature lacks) English, the fallback, shows. The
  // pseudo-locale is made from the English file.
  const messages = loader && (await loader()).default;
  if (messages)
    i18next.addResourceBundle(lng, ns, made ? made(messages as TMessageTree) : messages, true, true);
  loaded.add(`${ns}:${lng}`);
};
const load = (lng: string) => Promise.all([...namespaces].map(([ns, files]) => loadOne(ns, files, lng)));

let ready: Promise<void> | null = null;

/** Starts i18next once, with the detected language (and English as the fallback) loaded. */
export const ensureI18n = () => {
  ready ??= (async () => {
    const saved = savedLanguage();
    if (saved && !LANGUAGES.includes(saved)) pseudo = await (await import('./pseudo-locale')).pseudoLocale();
    const lng = pseudo?.lng ?? detectLanguage();
    await i18next.use(initReactI18next).init({
      lng,
      fallbackLng: DEFAULT_LANGUAGE,
      resources: {},
      partialBundledLanguages: true,
      interpolation: { escapeValue: false },
      returnNull: false,
    });
    await Promise.all([load(lng), load(DEFAULT_LANGUAGE)]);
    document.documentElement.lang = lng;
  })();
  return ready;
};

export const isI18nReady = (ns = 'translation') =>
  i18next.isInitialized && loaded.has(`${ns}:${i18next.language}`);

/**
 * A feature's own message files (`./messages/<language>.json` of the feature, found with
 * `import.meta.glob`) as the i18next namespace `ns`: loaded for the current language now and
 * for any language switched to later, so pages that do not use them never download them.
 */
export const addNamespace = async (ns: string, files: MessageFiles) => {
  namespaces.set(ns, files);
  await ensureI18n();
  await Promise.all([loadOne(ns, files, i18next.language), loadOne(ns, files, DEFAULT_LANGUAGE)]);
};

/** Switches the language (and remembers it on this device). */
export const changeLanguage = async (lng: string) => {
  await load(lng);
  await i18next.changeLanguage(lng);
  document.documentElement.lang = lng;
  saveLanguageChoice(lng);
};
