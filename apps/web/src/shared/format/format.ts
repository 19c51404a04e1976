/**
 * The one place the web app formats dates, times, numbers and money (issue 18, defect 7):
 * Intl in the reader's locale and time zone. Calendar dates (`YYYY-MM-DD`: start dates, target
 * dates) are shown without a time and never shift a day with the time zone; instants
 * (`2026-11-23T09:21:45Z`: created, sent, changed) are shown in the reader's time zone. Money is
 * always shown with its currency. CSV exports are the server's and keep ISO 8601.
 */

const NONE = '—';
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** The reader's locale (first preferred language), `undefined` = the runtime's default. */
const readerLocale = (): string | undefined =>
  typeof navigator === 'undefined'
    ? undefined
    : (navigator.languages?.[0] ?? navigator.language ?? undefined);

const cache = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();
const cached = <T extends Intl.DateTimeFormat | Intl.NumberFormat>(key: string, make: () => T): T => {
  const hit = cache.get(key);
  if (hit) return hit as T;
  const made = make();
  cache.set(key, made);
  return made;
};

const dateFormat = (options: Intl.DateTimeFormatOptions, timeZone?: string) =>
  cached(
    `d|${readerLocale()}|${timeZone ?? ''}|${JSON.stringify(options)}`,
    () => new Intl.DateTimeFormat(readerLocale(), { ...options, ...(timeZone ? { timeZone } : {}) }),
  );

const parse = (value: string | Date) => (value instanceof Date ? value : new Date(value));
const valid = (d: Date) => !Number.isNaN(d.getTime());

/**
 * A date without time: "Dec 1, 2026". A calendar date (`YYYY-MM-DD`) is that day wherever the
 * reader is; an instant shows the day it is in the reader's time zone.
 */
export const formatDate = (value: string | Date | null | undefined, empty = NONE): string => {
  if (!value) return empty;
  if (typeof value === 'string' && DATE_ONLY.test(value)) {
    const d = new Date(`${value}T00:00:00Z`);
    return valid(d) ? dateFormat({ dateStyle: 'medium' }, 'UTC').format(d) : empty;
  }
  const d = parse(value);
  return valid(d) ? dateFormat({ dateStyle: 'medium' }).format(d) : empty;
};

/** An instant with its time, in the reader's time zone: "Dec 1, 2026, 9:30 AM". */
export const formatDateTime = (value: string | Date | null | undefined, empty = NONE): string => {
  if (!value) return empty;
  if (typeof value === 'string' && DATE_ONLY.test(value)) return formatDate(value, empty);
  const d = parse(value);
  return valid(d) ? dateFormat({ dateStyle: 'medium', timeStyle: 'short' }).format(d) : empty;
};

/** A whole number or decimal in the reader's locale: 12,345.6. */
export const formatNumber = (
  n: number | null | undefined,
  maximumFractionDigits = 1,
  empty = NONE,
): string =>
  n === null || n === undefined || !Number.isFinite(n)
    ? empty
    : cached(
        `n|${readerLocale()}|${maximumFractionDigits}`,
        () => new Intl.NumberFormat(readerLocale(), { maximumFractionDigits }),
      ).format(n);

const moneyFormat = (currency: string) =>
  cached(`m|${readerLocale()}|${currency}`, () => {
    try {
      return new Intl.NumberFormat(readerLocale(), { style: 'currency', currency, maximumFractionDigits: 2 });
    } catch {
      // Unknown ISO code: the number with the code beside it.
      return new Intl.NumberFormat(readerLocale(), { maximumFractionDigits: 2 });
    }
  });

/** An amount with its currency: "$1,200.00", "PHP 25,000.00" (as the locale writes it). */
export const formatMoney = (amount: number | null | undefined, currency: string, empty = NONE): string => {
  if (amount === null || amount === undefined || !Number.isFinite(amount)) return empty;
  const f = moneyFormat(currency);
  const text = f.format(amount);
  return f.resolvedOptions().style === 'currency' ? text : `${currency} ${text}`;
};

/** A pay range with its currency and period: "$15.00 – $18.00 per hour". */
export const formatMoneyRange = (min: number, max: number, currency: string, period?: string): string => {
  const range =
    min === max
      ? formatMoney(min, currency)
      : `${formatMoney(min, currency)} – ${formatMoney(max, currency)}`;
  return period ? `${range} ${period.toLowerCase()}` : range;
};

/** Whole days from today (the reader's day) to a calendar date: 0 today, negative when past. */
export const daysUntil = (isoDate: string, now: Date = new Date()): number => {
  const target = Date.UTC(
    Number(isoDate.slice(0, 4)),
    Number(isoDate.slice(5, 7)) - 1,
    Number(isoDate.slice(8, 10)),
  );
  const today = Date.UTC(now.getFullYear(), now.getMonth(), now.getDate());
  return Math.round((target - today) / 86_400_000);
};
