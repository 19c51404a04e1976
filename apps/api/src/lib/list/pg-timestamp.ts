/**
 * A `timestamptz` read as text, turned into a Date whose ISO form is already known
 * (docs/decisions/performance.md#list-dates). PostgreSQL writes it in UTC as
 * `2026-11-28 02:33:01.123+00`, which is the ISO string with a space for the `T`, so the ISO text is
 * cut out of it, the Date is made from that (V8's fast ISO path instead of its legacy parser) and
 * `toISOString` returns the text instead of formatting it again: parsing and formatting four dates
 * per row were ~7% of the CPU of a list request (issue 32). Any other form (another session time
 * zone, BC, years past 9999, infinity) goes through `fallback`, the column's own decoder.
 */
class IsoDate extends Date {
  readonly #iso: string;
  constructor(iso: string) {
    super(iso);
    this.#iso = iso;
  }
  override toISOString() {
    return this.#iso;
  }
  override toJSON() {
    return this.#iso;
  }
}

/** The ISO string of PostgreSQL's UTC text form, or undefined when `text` is in another form. */
export const isoOfUtcText = (text: string): string | undefined => {
  // yyyy-mm-dd hh:mm:ss[.f{1,6}]+00
  if (text.length < 22 || text.length > 29 || text.charCodeAt(10) !== 32 || !text.endsWith('+00')) return;
  const dot = text.charCodeAt(19);
  if (dot !== 46 && text.length !== 22) return;
  const ms = dot === 46 ? `${text.slice(20, -3)}00`.slice(0, 3) : '000';
  const iso = `${text.slice(0, 10)}T${text.slice(11, 19)}.${ms}Z`;
  return /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/.test(iso) ? iso : undefined;
};

export const utcTimestampDecoder =
  (fallback: (v: unknown) => unknown) =>
  (v: unknown): unknown => {
    const iso = typeof v === 'string' ? isoOfUtcText(v) : undefined;
    return iso ? new IsoDate(iso) : fallback(v);
  };
