import { useTranslation } from 'react-i18next';
import { useIntlFormat } from '../../../shared/i18n';

/**
 * Numbers, percentages, durations and language names on the interview pages, in the page's
 * language by Intl (`t` is the `interviews` namespace's).
 */
export const useInterviewFormat = () => {
  const { t } = useTranslation('interviews');
  const { locale, number } = useIntlFormat();
  const unit = (u: 'second' | 'minute', n: number, unitDisplay: 'long' | 'short' = 'long') =>
    new Intl.NumberFormat(locale, { style: 'unit', unit: u, unitDisplay }).format(n);
  return {
    number,
    /** 95 → "95%" (en), "95 %" (es-CR). */
    percent: (n: number) =>
      new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(n / 100),
    /** 42.4 → "42 WPM" / "42 PPM". */
    wpm: (n: number) => t('typing.wpm', { value: number(Math.round(n)) }),
    /** 15 → "15 seconds", 60 → "1 minute", 90 → "1 min 30 sec" (each language's own words). */
    duration: (seconds: number) => {
      if (seconds < 60) return unit('second', seconds);
      const m = Math.floor(seconds / 60);
      const s = seconds % 60;
      if (!s) return unit('minute', m);
      return t('common.minutesSeconds', {
        minutes: unit('minute', m, 'short'),
        seconds: unit('second', s, 'short'),
      });
    },
    /** A language code named in the page's language ("es" → "Spanish" / "español"). */
    languageName: (code: string, fallback: string) => {
      try {
        return new Intl.DisplayNames([locale], { type: 'language' }).of(code) ?? fallback;
      } catch {
        return fallback;
      }
    },
  };
};
