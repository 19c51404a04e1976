/**
 * The dashboard's period rollups (db/schema/dashboard.ts) hold counts per calendar quarter, month,
 * ISO week and day: this turns a whole-day range into the fewest of those rows.
 */
const DAY_MS = 86_400_000;
const dayNumber = (d: string) => Date.parse(`${d}T00:00:00Z`) / DAY_MS;
const dayText = (n: number) => new Date(n * DAY_MS).toISOString().slice(0, 10);
/** The first day of the calendar block of `months` months (1: month, 3: quarter) holding day n. */
const blockStart = (n: number, months: number) => {
  const d = new Date(n * DAY_MS);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - (d.getUTCMonth() % months), 1) / DAY_MS;
};
/** The first day of the next such block after the one holding day n. */
const nextBlock = (n: number, months: number) => {
  const d = new Date(blockStart(n, months) * DAY_MS);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, 1) / DAY_MS;
};
/** Monday of the ISO week of day number n (day 0, 1970-01-01, was a Thursday). */
const weekStart = (n: number) => n - ((n + 3) % 7);

type Grain = 'q' | 'm' | 'w' | 'd';
/** Calendar grains, coarsest first, with their length in months (migration `dashboard-quarter-periods`). */
const CALENDAR: { grain: Grain; months: number }[] = [
  { grain: 'q', months: 3 },
  { grain: 'm', months: 1 },
];

/**
 * The whole-day range [from, to) as the fewest period rows of the period rollups (migrations
 * `dashboard-period-triggers`, `dashboard-quarter-periods`): its whole calendar quarters, then the
 * whole months of the parts before and after them, then the whole ISO weeks of what is left, then
 * the single days at the edges. Each entry is a half-open range of period starts of one grain;
 * together they cover every day of the range exactly once.
 */
export const periodRanges = (fromDay: string, toDay: string) => {
  const out: { grain: Grain; from: string; to: string }[] = [];
  const weeksAndDays = (a: number, b: number) => {
    if (a >= b) return;
    const w0 = weekStart(a) === a ? a : weekStart(a) + 7;
    const w1 = weekStart(b);
    if (w0 < w1) {
      out.push({ grain: 'w', from: dayText(w0), to: dayText(w1) });
      if (a < w0) out.push({ grain: 'd', from: dayText(a), to: dayText(w0) });
      if (w1 < b) out.push({ grain: 'd', from: dayText(w1), to: dayText(b) });
    } else out.push({ grain: 'd', from: dayText(a), to: dayText(b) });
  };
  const split = (a: number, b: number, level: number) => {
    if (a >= b) return;
    const cal = CALENDAR[level];
    if (!cal) return weeksAndDays(a, b);
    const b0 = blockStart(a, cal.months) === a ? a : nextBlock(a, cal.months);
    const b1 = blockStart(b, cal.months);
    if (b0 < b1) {
      out.push({ grain: cal.grain, from: dayText(b0), to: dayText(b1) });
      split(a, b0, level + 1);
      split(b1, b, level + 1);
    } else split(a, b, level + 1);
  };
  split(dayNumber(fromDay), dayNumber(toDay), 0);
  return out;
};
