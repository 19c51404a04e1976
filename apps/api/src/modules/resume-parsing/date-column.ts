/**
 * Two page-layout repairs before a page's items become lines (issue #29):
 * - bullet glyphs drawn in a symbol font sit a little above or below their text: each moves onto
 *   the row of the text on its right, so "○ Cut month-end close…" reads as one bulleted line;
 * - a date column (CV classes such as moderncv and europasscv set an entry's dates in a narrow
 *   column left of the text, often wrapped over two lines): its dates come out of the rows they
 *   share with the entry's text and become lines of their own, placed right after the line they
 *   stand beside (the entry's first line).
 */
import { findRange } from './dates';

// The shapes of layout.ts's TextItem and ResumeLine (kept here so the two files import one way).
interface TextItem {
  text: string;
  x: number;
  y: number;
  width: number;
  height: number;
}
interface ResumeLine {
  text: string;
  page: number;
  x: number | null;
  y: number | null;
  size: number;
}

const GLYPH = /^[•·▪◦‣●○■□➢➤►▶✓✔∙⋅◆◇]$/u;
const DATE_WORD =
  /^(?:(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec|ene|abr|ago|set|dic)[a-z]*\.?|spring|summer|fall|autumn|winter|primavera|verano|oto[ñn]o|invierno|de|to|a|hasta|present[e]?|actualidad|actualmente|current|now|today|(?:19|20)\d\d|\d{1,2}[/.](?:19|20)\d\d|(?:19|20)\d\d[-/.]\d\d|[–—−-]{1,2})$/i;

export const isDateText = (s: string) => {
  const words = s
    .trim()
    .split(/[\s,]+/)
    .filter(Boolean);
  return words.length > 0 && words.length <= 6 && words.every((w) => DATE_WORD.test(w));
};

/** How long a job lasted, as some themes print it beside the dates ("2 years", "a year", "1 yr 3 mos"). */
const DURATION =
  /^\(?(?:(?:\d+|an?|one|un|una)\s+(?:years?|yrs?|months?|mos?|a[ñn]os?|mes(?:es)?)(?:,?\s+(?:and\s+|y\s+)?)?){1,2}\)?$/i;
export const isDuration = (text: string) => DURATION.test(text.trim());

export const alignBullets = (items: TextItem[]) => {
  for (const b of items) {
    if (!GLYPH.test(b.text.trim())) continue;
    let best: TextItem | null = null;
    for (const it of items) {
      if (it === b || GLYPH.test(it.text.trim()) || it.x <= b.x) continue;
      const gap = it.x - (b.x + b.width);
      const dy = Math.abs(it.y + it.height / 2 - (b.y + b.height / 2));
      if (gap > Math.max(b.height, it.height) * 3 || dy > Math.max(b.height, it.height) * 0.8) continue;
      if (!best || it.x < best.x || (it.x === best.x && dy < Math.abs(best.y - b.y))) best = it;
    }
    if (best) {
      b.y = best.y;
      b.height = best.height;
    }
  }
};

/** The x where most of a page's running text starts (its longer items), null when unclear. */
const bodyEdge = (items: TextItem[]): number | null => {
  const counts = new Map<number, number>();
  for (const it of items)
    if (it.text.trim().length >= 12 && !isDateText(it.text))
      counts.set(Math.round(it.x), (counts.get(Math.round(it.x)) ?? 0) + 1);
  const top = [...counts.entries()].sort((a, b) => b[1] - a[1])[0];
  return top && top[1] >= 3 ? top[0] : null;
};

/** Two items on one row: their tops or their baselines meet ("2025-04 TO 2026-09" with a smaller "TO"). */
const sameRow = (a: TextItem, b: TextItem) =>
  Math.abs(a.y - b.y) <= Math.max(2, a.height * 0.35) ||
  Math.abs(a.y + a.height - b.y - b.height) <= Math.max(1, Math.min(a.height, b.height) * 0.2);

/** Items top to bottom, those of one row left to right. */
const readingOrder = <T extends TextItem>(items: T[]): T[] => {
  const rows: T[][] = [];
  for (const it of [...items].sort((a, b) => a.y - b.y || a.x - b.x)) {
    const row = rows.at(-1);
    if (row && sameRow(row[0]!, it)) row.push(it);
    else rows.push([it]);
  }
  return rows.flatMap((r) => r.sort((a, b) => a.x - b.x));
};

/** Items that touch on a row read as one word (small capitals come a letter or two at a time: "T", "O"). */
const words = <T extends TextItem>(items: T[]): (TextItem & { parts: T[] })[] => {
  const out: (TextItem & { parts: T[] })[] = [];
  for (const it of readingOrder(items)) {
    const w = out.at(-1);
    const gap = w ? it.x - (w.x + w.width) : Number.POSITIVE_INFINITY;
    if (w && sameRow(w, it) && gap >= -0.5 && gap < Math.max(1, Math.min(w.height, it.height) * 0.15)) {
      w.text += it.text;
      w.width = it.x + it.width - w.x;
      w.parts.push(it);
    } else out.push({ text: it.text, x: it.x, y: it.y, width: it.width, height: it.height, parts: [it] });
  }
  return out;
};

/** Runs of date items under one another, each run closed once it reads as a range. */
const dateGroups = <W extends TextItem>(inColumn: W[]): W[][] => {
  const groups: W[][] = [];
  for (const it of readingOrder(inColumn)) {
    const g = groups.at(-1);
    const last = g?.at(-1);
    const text = g?.map((x) => x.text).join(' ') ?? '';
    if (g && last && it.y - (last.y + last.height) < it.height * 0.9 && !findRange(text)) g.push(it);
    else groups.push([it]);
  }
  return groups;
};

/**
 * Takes a date column out of a single-column page: the items left of the text's edge that are
 * nothing but dates, and ranges stacked over two or more rows at the right margin (a narrow
 * column: "November 2024" / "— Present"). Answers the remaining items and the date lines, or
 * null when the page has no such column (fewer than two dated entries).
 */
export const splitDateColumn = <T extends TextItem>(
  items: T[],
  page: number,
): { items: T[]; dates: ResumeLine[] } | null => {
  const edge = bodyEdge(items);
  if (edge === null) return null;
  const left = Math.min(...items.map((it) => it.x));
  const right = Math.max(...items.map((it) => it.x + it.width));
  const dated = words(items).filter((it) => it.text.trim() && isDateText(it.text));
  const leftGroups = dateGroups(dated.filter((it) => it.x + it.width < edge - 2));
  const rightGroups = dateGroups(dated.filter((it) => it.x > left + (right - left) * 0.65)).filter((g) =>
    g.some((it) => !sameRow(it, g[0]!)),
  );
  const groups = [...leftGroups, ...rightGroups];
  const dates = groups
    .map((g) => ({
      text: g
        .map((x) => x.text)
        .join(' ')
        .replace(/\s+/g, ' ')
        .trim(),
      page,
      x: Math.min(...g.map((x) => x.x)),
      y: g[0]!.y,
      size: Math.max(...g.map((x) => x.height)),
    }))
    .filter((d) => findRange(d.text));
  // One dated entry is enough when its range is stacked over rows at the right margin.
  const stacked = dates.some((d) => rightGroups.some((g) => g[0]!.y === d.y));
  if (dates.length < 2 && !stacked) return null;
  const taken = new Set(
    groups
      .filter((g) => dates.some((d) => d.y === g[0]!.y && d.x === Math.min(...g.map((x) => x.x))))
      .flat()
      .flatMap((w) => w.parts),
  );
  return { items: items.filter((it) => !taken.has(it)), dates };
};

/** Puts each date line right after the last line that starts at or above it. */
export const insertDates = <L extends ResumeLine>(lines: L[], dates: L[]): L[] => {
  const out = [...lines];
  for (const d of [...dates].sort((a, b) => b.y! - a.y!)) {
    let at = 0;
    for (let i = 0; i < out.length; i++) if ((out[i]!.y ?? 0) <= d.y! + d.size * 0.5) at = i + 1;
    out.splice(at, 0, d);
  }
  return out;
};
