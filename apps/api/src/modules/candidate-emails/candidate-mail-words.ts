import { PSEUDO_LOCALE, pseudoMessages } from '@ats/contract';
import i18next from 'i18next';
import en from './messages/en.json';
import es from './messages/es.json';

/**
 * The words of every email the system writes to a candidate (docs/decisions/i18n.md#candidate-mail):
 * one message file per language in ./messages, read by i18next as the candidate pages are (English
 * the fallback for a missing key), and the pseudo-locale made from the English file for tests.
 */
const FILES = { en, es } as const;
export type MailLocale = string;

const i18n = i18next.createInstance();
void i18n.init({
  resources: {
    ...Object.fromEntries(Object.entries(FILES).map(([lng, m]) => [lng, { translation: m }])),
    [PSEUDO_LOCALE]: { translation: pseudoMessages(en) },
  },
  lng: 'en',
  fallbackLng: 'en',
  initAsync: false,
  returnNull: false,
  interpolation: { escapeValue: false },
});

export type MailT = (key: string, values?: Record<string, string | number>) => string;

/** `t` of one language (an unknown one is English). */
export const mailWords = (locale: MailLocale): MailT => {
  const lng = locale in FILES || locale === PSEUDO_LOCALE ? locale : 'en';
  const f = i18n.getFixedT(lng);
  return (key, values) => String(f(key, values ?? {}));
};

/** The Intl locale of a mail language (the pseudo-locale writes English dates). */
const intlLocaleOf = (locale: MailLocale) => (locale === 'es' ? 'es-CR' : 'en-US');

/**
 * A moment as every candidate email writes it, one format per language, in UTC (the mail does not
 * know the reader's zone and says so): "December 11, 2026 at 12:17 PM UTC",
 * "11 de diciembre de 2026, 12:17 p. m. UTC".
 */
export const mailDate = (d: Date, locale: MailLocale) =>
  new Intl.DateTimeFormat(intlLocaleOf(locale), { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' })
    .format(d)
    .concat(' UTC');

/**
 * A moment in a named zone (a scheduled interview), in the same format as `mailDate` with the
 * weekday: "Tuesday, December 1, 2026 at 10:00 AM (Asia/Manila)".
 */
export const mailDateIn = (d: Date, locale: MailLocale, timeZone: string) =>
  `${new Intl.DateTimeFormat(intlLocaleOf(locale), { dateStyle: 'full', timeStyle: 'short', timeZone }).format(d)} (${timeZone})`;

/** "Hi Ana," or, without a name, "Hello,". */
export const greeting = (t: MailT, firstName: string) =>
  firstName.trim() ? t('greeting', { firstName }) : t('greetingNoName');
