import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

/**
 * Candidate pages in the candidate's language (docs/decisions.md, "Application flow"). One
 * message file per language in ./messages; adding a language is adding its file. Only the
 * active language's file is downloaded.
 */
const loaders = import.meta.glob<{ default: Record<string, unknown> }>('./messages/*.json');
const codeOf = (path: string) => path.replace(/^.*\/([\w-]+)\.json$/, '$1');
export const LANGUAGES: string[] = Object.keys(loaders).map(codeOf).sort();
export const DEFAULT_LANGUAGE = 'en';
const STORAGE_KEY = 'ats-language';

/** The saved choice, else the browser's first supported language, else English. */
export const detectLanguage = (): string => {
  try {
    const saved = localStorage.getItem(STORAGE_KEY);
    if (saved && LANGUAGES.includes(saved)) return saved;
  } catch {
    // storage disabled: use the browser's language
  }
  const wanted = typeof navigator === 'undefined' ? [] : [...(navigator.languages ?? []), navigator.language];
  for (const tag of wanted) {
    const base = tag?.toLowerCase().split('-')[0];
    if (base && LANGUAGES.includes(base)) return base;
  }
  return DEFAULT_LANGUAGE;
};

const loaded = new Set<string>();
const load = async (lng: string) => {
  if (loaded.has(lng)) return;
  const loader = loaders[`./messages/${lng}.json`];
  if (!loader) return;
  const messages = (await loader()).default;
  i18next.addResourceBundle(lng, 'translation', messages, true, true);
  loaded.add(lng);
};

let ready: Promise<void> | null = null;

/** Starts i18next once, with the detected language (and English as the fallback) loaded. */
export const ensureI18n = () => {
  ready ??= (async () => {
    const lng = detectLanguage();
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

export const isI18nReady = () => loaded.size > 0 && i18next.isInitialized;

/** Switches the language (and remembers it on this device). */
export const changeLanguage = async (lng: string) => {
  await load(lng);
  await i18next.changeLanguage(lng);
  document.documentElement.lang = lng;
  try {
    localStorage.setItem(STORAGE_KEY, lng);
  } catch {
    // not remembered; still switched
  }
};
