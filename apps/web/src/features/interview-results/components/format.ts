import { formatDate, formatDateTime } from '../../../shared/format/format';
/** Dates as the lists show them: 23 Nov 2026; a dash when there is none. */
export const fmtDate = (iso: string | null | undefined) => formatDate(iso);

/** Date and time, for detail pages. */
export const fmtDateTime = (iso: string | null | undefined) => formatDateTime(iso);

/** A figure with at most `digits` decimals (trailing zeros dropped). */
export const fmtNumber = (n: number, digits = 1) => String(Math.round(n * 10 ** digits) / 10 ** digits);

/** A row's typing accuracy (0–100) when the API sends one, else null. */
export const accuracyOf = (row: object): number | null =>
  'accuracy' in row && typeof row.accuracy === 'number' ? row.accuracy : null;

/** Accuracy as the lists show it: 96.4%; a dash until scored. */
export const fmtAccuracy = (row: object) => {
  const a = accuracyOf(row);
  return a === null ? '—' : `${fmtNumber(a)}%`;
};
