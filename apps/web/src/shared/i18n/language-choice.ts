/**
 * The candidate's language choice, kept on this device (local storage, read by the pages) and in a
 * cookie (read by the server, which writes the served pages in that language). No i18next here:
 * the served job page's small script uses it too.
 */
const LANGUAGE_STORAGE_KEY = 'ats-language';
const COOKIE = 'ats-language';

export const savedLanguage = (): string | null => {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
};

export const saveLanguageChoice = (lng: string) => {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, lng);
  } catch {
    // not remembered on this device; the cookie may still keep it
  }
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Safari and Firefox on phones.
  document.cookie = `${COOKIE}=${encodeURIComponent(lng)}; path=/; max-age=31536000; samesite=lax`;
};
