/** A moment with its time in the page's language, e.g. "3 de diciembre de 2026, 14:05" (the reader's zone). */
export const momentOf = (value: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short' }).format(new Date(value));
