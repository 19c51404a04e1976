/** Wall-clock time in an IANA zone ↔ instants, with Intl only (no time-zone database of our own). */

const partsIn = (t: number, timeZone: string) => {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(t));
  const get = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  return {
    year: get('year'),
    month: get('month'),
    day: get('day'),
    hour: get('hour'),
    minute: get('minute'),
    second: get('second'),
  };
};

const offsetAt = (t: number, timeZone: string) => {
  const p = partsIn(t, timeZone);
  return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - Math.floor(t / 1000) * 1000;
};

/** The instant of `date` (YYYY-MM-DD) at `time` (HH:MM) on the wall clock of `timeZone`. */
export const zonedToInstant = (date: string, time: string, timeZone: string): Date => {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  const wall = Date.UTC(y, m - 1, d, hh, mm);
  // Two passes settle the offset across a daylight-saving change.
  let t = wall - offsetAt(wall, timeZone);
  t = wall - offsetAt(t, timeZone);
  return new Date(t);
};

/** The wall-clock date and time of an instant in `timeZone`. */
export const instantToZoned = (at: Date, timeZone: string) => {
  const p = partsIn(at.getTime(), timeZone);
  const two = (n: number) => String(n).padStart(2, '0');
  return { date: `${p.year}-${two(p.month)}-${two(p.day)}`, time: `${two(p.hour)}:${two(p.minute)}` };
};

/** "Tue, 1 Dec 2026, 10:00 (Asia/Manila)" for emails. */
export const describeWhen = (at: Date, timeZone: string, durationMinutes: number) =>
  `${new Intl.DateTimeFormat('en-GB', {
    timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(at)} (${timeZone}), ${durationMinutes} min`;
