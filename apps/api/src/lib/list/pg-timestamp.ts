/**
 * A `timestamptz` read as text, turned into a Date whose ISO form is already known
 * (docs/decisions/performance.md#list-dates). PostgreSQL writes it in UTC as
 * `2026-11-28 02:33:01.123+00`, which is the ISO string with a space for the `T`, so the ISO text is
 * cut out of it, the Date's time is computed from its digits (no date parser at all) and
 * `toISOString` returns the text instead of formatting it again: parsing and formatting four dates
 * per row were ~7% of the CPU of a list request (issue 32). Any other form (another session time
 * zone, BC, years past 9999, infinity) goes through `fallback`, the column's own decoder.
 */
class IsoDate extends Date {
  readonly #iso: string;
  constructor(iso: string, time: number) {
    super(time);
    this.#iso = iso;
  }
  override toISOString() {
    return this.#iso;
  }
  override toJSON() {
    return this.#iso;
  }
}

/** The number written in `text` from `from` to `to` (digits only), or -1. */
const digitsAt = (text: string, from: number, to: number) => {
  let n = 0;
  for (let i = from; i < to; i++) {
    const d = text.charCodeAt(i) - 48;
    if (d < 0 || d > 9) return -1;
    n = n * 10 + d;
  }
  return n;
};

/**
 * The instant of PostgreSQL's UTC text form, from its digits (`Date.UTC`, no string parsing), or
 * undefined when `text` is in another form. What V8 parses from the ISO text otherwise, for every
 * form PostgreSQL writes: years from 100 on (`Date.UTC` reads 0–99 as 1900–1999), hours up to 23.
 */
const timeOfUtcText = (text: string): number | undefined => {
  // yyyy-mm-dd hh:mm:ss[.f{1,6}]+00
  const length = text.length;
  if (length < 22 || length > 29 || !text.endsWith('+00')) return;
  if (text.charCodeAt(4) !== 45 || text.charCodeAt(7) !== 45 || text.charCodeAt(10) !== 32) return;
  if (text.charCodeAt(13) !== 58 || text.charCodeAt(16) !== 58) return;
  const year = digitsAt(text, 0, 4);
  const month = digitsAt(text, 5, 7);
  const day = digitsAt(text, 8, 10);
  const hour = digitsAt(text, 11, 13);
  const minute = digitsAt(text, 14, 16);
  const second = digitsAt(text, 17, 19);
  let ms = 0;
  if (length > 22) {
    if (text.charCodeAt(19) !== 46 || length === 23 || digitsAt(text, 20, length - 3) < 0) return;
    const f = digitsAt(text, 20, Math.min(23, length - 3));
    ms = length - 3 - 20 >= 3 ? f : length - 3 - 20 === 2 ? f * 10 : f * 100;
  }
  if (year < 100 || month < 1 || month > 12 || day < 1 || day > 31) return;
  if (hour < 0 || hour > 23 || minute < 0 || minute > 59 || second < 0 || second > 59) return;
  return Date.UTC(year, month - 1, day, hour, minute, second, ms);
};

/** The ISO string of PostgreSQL's UTC text form, or undefined when `text` is in another form. */
export const isoOfUtcText = (text: string): string | undefined =>
  timeOfUtcText(text) === undefined ? undefined : isoOfChecked(text);

/** The ISO text of a `text` that `timeOfUtcText` read. */
const isoOfChecked = (text: string) => {
  const ms = text.length > 22 ? `${text.slice(20, -3)}00`.slice(0, 3) : '000';
  return `${text.slice(0, 10)}T${text.slice(11, 19)}.${ms}Z`;
};

export const utcTimestampDecoder =
  (fallback: (v: unknown) => unknown) =>
  (v: unknown): unknown => {
    const time = typeof v === 'string' ? timeOfUtcText(v) : undefined;
    return time === undefined ? fallback(v) : new IsoDate(isoOfChecked(v as string), time);
  };
