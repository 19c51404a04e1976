import { alignBullets, insertDates, isDateText, isDuration, splitDateColumn } from './date-column';

/** A run of text on a page with its position (PDF points, origin top-left). */
export interface TextItem {
  text: string;
  x: number;
  /** Top of the text (distance from the top of the page). */
  y: number;
  width: number;
  height: number;
}

/** A line in reading order: what the section parser reads. */
export interface ResumeLine {
  text: string;
  page: number;
  /** Position of the line's first item (null for files without positions). */
  x: number | null;
  y: number | null;
  /** Font height of the line, 0 when unknown; headings are often larger. */
  size: number;
}

interface Segment {
  items: TextItem[];
  x0: number;
  x1: number;
  y: number;
  size: number;
}

/** A word set smaller than the one before it, by more than a rounding (8 %). */
const smaller = (before: number, after: number) => after > 0 && before - after > before * 0.08;

/**
 * A row's items as text. Where the font gets smaller between two words (a company, then its place
 * in a smaller italic: "Old Mutual  Johannesburg"), the parts are set apart with " | ".
 */
const joinItems = (items: TextItem[]) => {
  let out = '';
  let end = -Infinity;
  let size = 0;
  for (const it of items) {
    const gap = it.x - end;
    if (out && gap > Math.max(1, it.height * 0.15) && !out.endsWith(' ') && !it.text.startsWith(' '))
      out += smaller(size, it.height) && /^\s*\p{L}/u.test(it.text) ? ' | ' : ' ';
    out += it.text;
    end = it.x + it.width;
    if (it.text.trim()) size = it.height;
  }
  return out.replace(/\s+/g, ' ').trim();
};

/**
 * Groups a page's items into horizontal segments: items on one baseline (within a third of the
 * font height) and closer than two and a half font heights apart. A wide gap starts a new segment
 * (the gutter between two columns, or a right-aligned date).
 */
const segmentsOf = (items: TextItem[]): Segment[] => {
  const sorted = items.filter((i) => i.text.trim()).sort((a, b) => a.y - b.y || a.x - b.x);
  const rows: TextItem[][] = [];
  for (const it of sorted) {
    const row = rows.at(-1);
    if (row && Math.abs(row[0]!.y - it.y) <= Math.max(2, row[0]!.height * 0.35)) row.push(it);
    else rows.push([it]);
  }
  const segments: Segment[] = [];
  for (const row of rows) {
    row.sort((a, b) => a.x - b.x);
    let cur: TextItem[] = [];
    const flush = () => {
      if (!cur.length) return;
      const last = cur.at(-1)!;
      segments.push({
        items: cur,
        x0: cur[0]!.x,
        x1: last.x + last.width,
        y: Math.min(...cur.map((c) => c.y)),
        size: Math.max(...cur.map((c) => c.height)),
      });
      cur = [];
    };
    for (const it of row) {
      const prev = cur.at(-1);
      if (prev && it.x - (prev.x + prev.width) > Math.max(prev.height, it.height) * 2.5) flush();
      cur.push(it);
    }
    flush();
  }
  return segments;
};

/** Column starts within this distance of one another line up (a bullet's glyph, a font's side bearing). */
const START_TOLERANCE = 1.2;

/** The x most of `xs` start at, within the tolerance, and how many do. */
const mostAt = (xs: number[]): { x: number; n: number } => {
  let best = { x: Number.NaN, n: 0 };
  for (const x of xs) {
    const n = xs.filter((y) => Math.abs(y - x) <= START_TOLERANCE).length;
    if (n > best.n) best = { x, n };
  }
  return best;
};

/**
 * Segments that cross x but lie above both columns (a name, a title, a contact row set full
 * width over the two columns): up to three of them are a header, not text across the gutter.
 * Only when both columns start at about one height (a grid of skills at the foot of a single
 * column page is no second column).
 */
const headerCrossing = (segments: Segment[], x: number) => {
  const firstOf = (side: Segment[]) => side.reduce<Segment | null>((a, s) => (!a || s.y < a.y ? s : a), null);
  const left = firstOf(segments.filter((s) => s.x1 <= x));
  const right = firstOf(segments.filter((s) => s.x0 >= x));
  if (!left || !right || Math.abs(left.y - right.y) > Math.max(left.size, right.size) * 3) return 0;
  const top = Math.min(left.y, right.y);
  return Math.min(3, segments.filter((s) => s.x0 < x && s.x1 > x && s.y < top).length);
};

/**
 * Finds the gutter of a two-column page: a vertical band in the middle 20–80 % of the text's
 * width that at most a few segments cross (a full-width name or heading may), with enough text
 * on both sides. Answers the x of the gutter, or null for a single column.
 */
const findGutter = (segments: Segment[]): number | null => {
  if (segments.length < 8) return null;
  const left = Math.min(...segments.map((s) => s.x0));
  const right = Math.max(...segments.map((s) => s.x1));
  const width = right - left;
  if (width <= 0) return null;
  let best: { x: number; crossing: number; balance: number } | null = null;
  for (let f = 0.2; f <= 0.8; f += 0.01) {
    const x = left + width * f;
    let crossing = 0;
    let l = 0;
    let r = 0;
    for (const s of segments) {
      if (s.x0 < x && s.x1 > x) crossing++;
      else if (s.x1 <= x) l++;
      else r++;
    }
    const balance = Math.min(l, r);
    // A short sidebar may hold few lines (checked below: they must line up).
    if (balance < Math.max(3, segments.length * 0.15) && !(balance >= 4 && l < r)) continue;
    // Segments that start on the right of the gutter must not be mere right-aligned dates:
    // a real right column has lines starting at (nearly) the same x.
    if (crossing - headerCrossing(segments, x) > Math.max(2, segments.length * 0.08)) continue;
    if (!best || crossing < best.crossing || (crossing === best.crossing && balance > best.balance))
      best = { x, crossing, balance };
  }
  if (!best) return null;
  // A short sidebar (fewer lines than the body): its lines start at one x, and they are not
  // merely an entry's dates (a date column stays in its rows).
  const onLeft = segments.filter((s) => s.x1 <= best.x);
  if (onLeft.length < Math.max(3, segments.length * 0.15)) {
    const starts = new Map<number, number>();
    for (const s of onLeft) starts.set(Math.round(s.x0 / 3), (starts.get(Math.round(s.x0 / 3)) ?? 0) + 1);
    const dates = onLeft.filter((s) => isDateText(joinItems(s.items))).length;
    if (Math.max(...starts.values()) < onLeft.length * 0.6 || dates > onLeft.length * 0.3) return null;
  }
  const onRight = segments.filter((s) => s.x0 >= best.x);
  // Dates stacked at the right margin ("January 2021" / "—" / "January 2024" / "3 years") are an
  // entry's dates beside its rows, not a second column.
  const dated = onRight.filter((s) => isDateText(joinItems(s.items)) || isDuration(joinItems(s.items)));
  if (dated.length >= onRight.length * 0.6) return null;
  const rightStarts = onRight.map((s) => s.x0);
  // A column starts at one x (within a point) for most of its lines; right-aligned dates do not.
  const column = mostAt(rightStarts);
  if (column.n < rightStarts.length * 0.5) return null;
  // Text set flush right (dates, headings at the right margin) ends at one x more often than it starts.
  const ends = new Map<number, number>();
  for (const s of onRight) ends.set(Math.round(s.x1), (ends.get(Math.round(s.x1)) ?? 0) + 1);
  if (Math.max(...ends.values()) > column.n) return null;
  // Move the gutter to the right column's edge, left of lines (bullets) that hang a point left of it.
  const edge = Math.min(...rightStarts.filter((x) => Math.abs(x - column.x) <= START_TOLERANCE));
  const gutter = Math.min(edge - 0.5, best.x + width * 0.1);
  return gutter > best.x ? gutter : best.x;
};

/**
 * One page's lines in reading order. On a two-column page, full-width segments above the
 * columns come first, then the left column top to bottom, then the right column, then anything
 * full-width below.
 */
const rowsToLines = (segments: Segment[], page: number): ResumeLine[] => {
  // Segments on one row join back into one line (e.g. "Agent   2019 – 2021").
  const rows: Segment[][] = [];
  for (const s of [...segments].sort((a, b) => a.y - b.y || a.x0 - b.x0)) {
    const row = rows.at(-1);
    if (row && Math.abs(row[0]!.y - s.y) <= Math.max(2, row[0]!.size * 0.35)) row.push(s);
    else rows.push([s]);
  }
  return rows.map((row) => ({
    text: row
      .sort((a, b) => a.x0 - b.x0)
      .map((s) => joinItems(s.items))
      .join(' | '),
    page,
    x: row[0]!.x0,
    y: row[0]!.y,
    size: Math.max(...row.map((s) => s.size)),
  }));
};

export const pageLines = (items: TextItem[], page: number): { lines: ResumeLine[]; columns: number } => {
  alignBullets(items);
  const segments = segmentsOf(items);
  const gutter = findGutter(segments);
  if (gutter === null) {
    const split = splitDateColumn(items, page);
    if (split)
      return { columns: 1, lines: insertDates(rowsToLines(segmentsOf(split.items), page), split.dates) };
    return { columns: 1, lines: rowsToLines(segments, page) };
  }
  const crossing = segments.filter((s) => s.x0 < gutter && s.x1 > gutter);
  const columnTop = Math.min(...segments.filter((s) => !crossing.includes(s)).map((s) => s.y));
  const above = crossing.filter((s) => s.y <= columnTop);
  const below = crossing.filter((s) => s.y > columnTop);
  return {
    columns: 2,
    lines: [
      ...rowsToLines(above, page),
      ...rowsToLines(
        segments.filter((s) => s.x1 <= gutter),
        page,
      ),
      ...rowsToLines(
        segments.filter((s) => s.x0 >= gutter),
        page,
      ),
      ...rowsToLines(below, page),
    ],
  };
};
