import { useTranslation } from 'react-i18next';

/** Dates and numbers in the page's language, by Intl (no hand-made formats). */
export const useIntlFormat = () => {
  const { i18n } = useTranslation();
  const locale = i18n.language === 'es' ? 'es-CR' : i18n.language;
  return {
    /** The BCP 47 locale of the page's language, for other Intl formats. */
    locale,
    /** A calendar date (`YYYY-MM-DD`) or a timestamp, e.g. "3 de diciembre de 2026". */
    date: (value: string) =>
      new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(
        new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00` : value),
      ),
    number: (n: number) => new Intl.NumberFormat(locale).format(n),
  };
};
