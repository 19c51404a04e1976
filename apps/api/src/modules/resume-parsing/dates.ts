/** Date ranges as resumes write them, read into JSON Resume's iso8601 (`2020` or `2020-03`). */

const MONTHS: Record<string, number> = {
  jan: 1,
  january: 1,
  feb: 2,
  february: 2,
  mar: 3,
  march: 3,
  apr: 4,
  april: 4,
  may: 5,
  jun: 6,
  june: 6,
  jul: 7,
  july: 7,
  aug: 8,
  august: 8,
  sep: 9,
  sept: 9,
  september: 9,
  oct: 10,
  october: 10,
  nov: 11,
  november: 11,
  dec: 12,
  december: 12,
  ene: 1,
  enero: 1,
  febrero: 2,
  marzo: 3,
  abr: 4,
  abril: 4,
  mayo: 5,
  junio: 6,
  julio: 7,
  ago: 8,
  agosto: 8,
  set: 9,
  septiembre: 9,
  setiembre: 9,
  octubre: 10,
  noviembre: 11,
  dic: 12,
  diciembre: 12,
};

const MONTH =
  '(?:jan(?:uary)?|feb(?:ruary|rero)?|mar(?:ch|zo)?|apr(?:il)?|may[o]?|jun(?:e|io)?|jul(?:y|io)?|aug(?:ust)?|sep(?:t(?:ember)?|tiembre)?|set(?:iembre)?|oct(?:ober|ubre)?|nov(?:ember|iembre)?|dec(?:ember)?|ene(?:ro)?|abr(?:il)?|ago(?:sto)?|dic(?:iembre)?)\\.?';
/** Seasons name no month: "Summer 2019" reads as the year. */
const SEASON = '(?:spring|summer|fall|autumn|winter|primavera|verano|oto[ñn]o|invierno)';
const YEAR = '(?:19[5-9]\\d|20\\d\\d)';
/** One date: "Mar 2020", "March, 2020", "03/2020", "3/2020", "2020-03", "2020". */
const ONE = `(?:${MONTH},?\\s+(?:de\\s+)?${YEAR}|${SEASON},?\\s+(?:de\\s+)?${YEAR}|(?:0?[1-9]|1[0-2])[/.]${YEAR}|${YEAR}[-/.](?:0[1-9]|1[0-2])(?![\\d])|${YEAR})`;
const NOW =
  '(?:present(?:e)?|actualidad|actualmente|la actualidad|hoy|current(?:ly)?|now|to date|ongoing|till date|today)';
const SEP = '\\s*(?:-{1,2}|–|—|−|~|to|until|till|through|thru|a|hasta)\\s*';

const RANGE_RE = new RegExp(
  `(?<![\\w/])(${ONE})(?:${SEP}(${ONE}|${NOW})|\\s+(to date|till date))(?![\\w/])`,
  'i',
);
const SINGLE_RE = new RegExp(`(?<![\\w/])(${ONE})(?![\\w/])`, 'i');

/** `Mar 2020` → `2020-03`; `2020` → `2020`; null when it is not a date. */
const isoOf = (raw: string): string | null => {
  const t = raw
    .trim()
    .toLowerCase()
    .replace(/\.$/, '')
    .replace(/\s+de\s+/, ' ');
  if (new RegExp(`^${SEASON},?\\s+${YEAR}$`, 'i').test(t)) return t.slice(-4);
  let m = t.match(new RegExp(`^(${MONTH}),?\\s+(${YEAR})$`, 'i'));
  if (m) {
    const month = MONTHS[m[1]!.replace('.', '')];
    return month ? `${m[2]}-${String(month).padStart(2, '0')}` : null;
  }
  m = t.match(new RegExp(`^(0?[1-9]|1[0-2])[/.](${YEAR})$`));
  if (m) return `${m[2]}-${m[1]!.padStart(2, '0')}`;
  m = t.match(new RegExp(`^(${YEAR})[-/.](0[1-9]|1[0-2])$`));
  if (m) return `${m[1]}-${m[2]}`;
  m = t.match(new RegExp(`^(${YEAR})$`));
  return m ? m[1]! : null;
};

export interface DateRange {
  start: string;
  /** Undefined when the range runs to the present. */
  end?: string;
  current: boolean;
  /** The text matched, to cut it out of the line. */
  matched: string;
}

/** The first date range in a line, e.g. "Jan 2019 – Present", "2016 - 2020", "03/2018 to 11/2021". */
export const findRange = (line: string): DateRange | null => {
  const m = line.match(RANGE_RE);
  if (!m) return null;
  const start = isoOf(m[1]!);
  if (!start) return null;
  const endText = (m[2] ?? m[3]!).trim();
  const current = new RegExp(`^${NOW}$`, 'i').test(endText);
  const end = current ? undefined : (isoOf(endText) ?? undefined);
  if (!current && !end) return null;
  if (end && end < start.slice(0, end.length)) return null;
  return { start, end, current, matched: m[0] };
};

/** A lone date (e.g. a graduation or certificate year). */
export const findSingle = (line: string): { iso: string; matched: string } | null => {
  const m = line.match(SINGLE_RE);
  if (!m) return null;
  const iso = isoOf(m[1]!);
  return iso ? { iso, matched: m[0] } : null;
};

const monthsOf = (iso: string, endOfYear: boolean) => {
  const [y, m] = iso.split('-');
  return Number(y) * 12 + (m ? Number(m) - 1 : endOfYear ? 11 : 0);
};

/** Years covered by the ranges, overlaps counted once; `now` closes open ranges. */
export const yearsCovered = (ranges: { startDate?: string; endDate?: string }[], now: Date): number => {
  const nowMonths = now.getUTCFullYear() * 12 + now.getUTCMonth();
  const spans = ranges
    .filter((r) => r.startDate)
    .map(
      (r) =>
        [monthsOf(r.startDate!, false), r.endDate ? monthsOf(r.endDate, true) + 1 : nowMonths + 1] as const,
    )
    .filter(([a, b]) => b > a)
    .sort((a, b) => a[0] - b[0]);
  let total = 0;
  let curStart = -1;
  let curEnd = -1;
  for (const [a, b] of spans) {
    if (a > curEnd) {
      total += curEnd - curStart;
      curStart = a;
      curEnd = b;
    } else curEnd = Math.max(curEnd, b);
  }
  total += curEnd - curStart;
  return Math.round((total / 12) * 10) / 10;
};
