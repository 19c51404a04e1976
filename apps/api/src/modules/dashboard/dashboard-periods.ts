/**
 * The dashboard's period rollups (db/schema/dashboard.ts) hold counts per calendar month, ISO week
 * and day: this turns a whole-day range into the fewest of those rows.
 */
const DAY_MS = 86_400_000;
const dayNumber = (d: string) => Date.parse(`${d}T00:00:00Z`) / DAY_MS;
const dayText = (n: number) => new Date(n * DAY_MS).toISOString().slice(0, 10);
/** The first day of the month of day number n (as a day number). */
const monthStart = (n: number) => {
  const d = new Date(n * DAY_MS);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1) / DAY_MS;
};
const nextMonth = (n: number) => {
  const d = new Date(n * DAY_MS);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1) / DAY_MS;
};
/** Monday of the ISO week of day number n (day 0, 1970-01-01, was a Thursday). */
const weekStart = (n: number) => n - ((n + 3) % 7);

type Grain = 'm' | 'w' | 'd';
/**
 * The whole-day range [from, to) as the fewest period rows of the period rollups (migration
 * `dashboard-period-triggers`): its whole calendar months, then the whole ISO weeks of the parts
 * before and after them, then the single days left at the edges. Each entry is a half-open range
 * of period starts of one grain; together they cover every day of the range exactly once.
 */
export const periodRanges = (fromDay: string, toDay: string) => {
  const out: { grain: Grain; from: string; to: string }[] = [];
  const from = dayNumber(fromDay);
  const to = dayNumber(toDay);
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
  const m0 = monthStart(from) === from ? from : nextMonth(from);
  const m1 = monthStart(to);
  if (m0 < m1) {
    out.push({ grain: 'm', from: dayText(m0), to: dayText(m1) });
    weeksAndDays(from, m0);
    weeksAndDays(m1, to);
  } else weeksAndDays(from, to);
  return out;
};
