import { describe, expect, it } from 'vitest';
import { periodRanges } from './dashboard-periods';

const DAY = 86_400_000;
const day = (n: number) => new Date(n * DAY).toISOString().slice(0, 10);
const num = (d: string) => Date.parse(`${d}T00:00:00Z`) / DAY;
/** The period a day falls in, for each grain, as the rollup triggers compute it (date_trunc). */
const periods = new Map<string, string>();
const periodOf = (grain: string, n: number) => {
  const key = `${grain}${n}`;
  let p = periods.get(key);
  if (p === undefined) {
    p = computePeriod(grain, n);
    periods.set(key, p);
  }
  return p;
};
const computePeriod = (grain: string, n: number) => {
  const d = new Date(n * DAY);
  const [y, m] = [d.getUTCFullYear(), d.getUTCMonth()];
  if (grain === 'q') return day(Date.UTC(y, m - (m % 3), 1) / DAY);
  if (grain === 'm') return day(Date.UTC(y, m, 1) / DAY);
  if (grain === 'w') return day(n - ((n + 3) % 7));
  return day(n);
};

/** The days a list of period ranges reads: every day whose period of that grain is in the range. */
const daysRead = (fromDay: number, toDay: number) => {
  const counts = new Map<number, number>();
  const ranges = periodRanges(day(fromDay), day(toDay));
  for (let n = fromDay - 120; n < toDay + 120; n++) {
    for (const r of ranges) {
      const p = periodOf(r.grain, n);
      if (p >= r.from && p < r.to) counts.set(n, (counts.get(n) ?? 0) + 1);
    }
  }
  return { counts, ranges };
};

describe('dashboard period ranges', () => {
  it('read every day of a range exactly once and no day outside it', () => {
    const start = num('2025-10-27');
    for (const from of [0, 1, 3, 5, 34, 36, 66, 95]) {
      for (const length of [1, 2, 6, 7, 13, 31, 45, 92, 120, 200, 365, 366, 731]) {
        const a = start + from;
        const b = a + length;
        const { counts } = daysRead(a, b);
        for (let n = a - 120; n < b + 120; n++) {
          expect(counts.get(n) ?? 0, `${day(a)}..${day(b)} reads ${day(n)}`).toBe(n >= a && n < b ? 1 : 0);
        }
      }
    }
  });

  it('read a year as its whole quarters, at most two edge months, weeks and days', () => {
    const ranges = periodRanges('2025-11-28', '2026-11-28');
    expect(ranges.filter((r) => r.grain === 'q')).toEqual([
      { grain: 'q', from: '2026-01-01', to: '2026-10-01' },
    ]);
    expect(ranges.filter((r) => r.grain === 'm')).toEqual([
      { grain: 'm', from: '2025-12-01', to: '2026-01-01' },
      { grain: 'm', from: '2026-10-01', to: '2026-11-01' },
    ]);
    expect(periodRanges('2026-01-01', '2026-07-01')).toEqual([
      { grain: 'q', from: '2026-01-01', to: '2026-07-01' },
    ]);
  });
});
