/**
 * The pay of a job as numbers, when its free text says it plainly ("PHP 24,000 – 28,000 per
 * month", "USD 18 per hour", "ZAR 95/hour"): a currency code, one amount or a range, and a unit.
 * Anything else (no currency, "competitive", two currencies) is null: job search engines get a
 * structured salary only where the text states one, never a guess.
 */
export interface PayAmount {
  /** ISO 4217 code, upper case. */
  currency: string;
  min: number;
  /** Equal to `min` for a single amount. */
  max: number;
  unit: 'HOUR' | 'DAY' | 'WEEK' | 'MONTH' | 'YEAR';
}

const UNITS: Record<string, PayAmount['unit']> = {
  hour: 'HOUR',
  hr: 'HOUR',
  hora: 'HOUR',
  day: 'DAY',
  día: 'DAY',
  dia: 'DAY',
  week: 'WEEK',
  semana: 'WEEK',
  month: 'MONTH',
  mes: 'MONTH',
  year: 'YEAR',
  annum: 'YEAR',
  año: 'YEAR',
};

const NUMBER = String.raw`(\d[\d.,]*)`;
const PAY = new RegExp(
  String.raw`^\s*([A-Z]{3})\s*${NUMBER}(?:\s*(?:-|–|—|to|a)\s*(?:[A-Z]{3}\s*)?${NUMBER})?\s*(?:per|por|an|a|/)\s*([a-zñí]+)\b`,
  'iu',
);

/** "24,000", "14.500", "18.50", "1,100.25": separators before three digits group thousands. */
const amount = (digits: string) => {
  const token = digits.replace(/[.,]+$/, '');
  if (!/^\d{1,3}(?:([.,])\d{3})*(?:[.,]\d{1,2})?$|^\d+(?:[.,]\d{1,2})?$/.test(token)) return Number.NaN;
  return Number(token.replace(/[.,](?=\d{3}(?:\D|$))/g, '').replace(',', '.'));
};

/** The pay of `text` as numbers, or null when the text does not state a currency, amount and unit. */
export const payAmountOf = (text: string): PayAmount | null => {
  const m = PAY.exec(text);
  if (!m) return null;
  const [, currency, low, high, unitWord] = m;
  const unit = UNITS[(unitWord ?? '').toLowerCase()];
  if (!currency || !low || !unit) return null;
  const min = amount(low);
  const max = high ? amount(high) : min;
  if (!Number.isFinite(min) || !Number.isFinite(max) || min <= 0 || max < min) return null;
  return { currency: currency.toUpperCase(), min, max, unit };
};
