import type { TJsonResume } from '@ats/contract';
import { findLocation } from './contacts';
import { findRange, findSingle } from './dates';
import { labelledWork } from './labelled-work';
import { clean, isBullet, type LineParse, type Numbered, SEP_RE, unbullet } from './line-parse';
import {
  commaParts,
  companyScore,
  cutAtRanges,
  joinSplitRanges,
  pickRoles,
  positionScore,
  withoutDurations,
} from './work-evidence';

type Work = TJsonResume['work'][number];

/**
 * Two lines of one run of text, as far as the layout tells: the same font size, the second right
 * under the first (a larger gap or another size is a new line of the entry, e.g. the next title).
 */
export const sameRun = (a: Numbered, b: Numbered) =>
  (!a.size || !b.size || Math.abs(a.size - b.size) < 0.5) &&
  (a.y === null ||
    b.y === null ||
    a.page !== b.page ||
    (b.y > a.y && b.y - a.y < Math.max(a.size, b.size) * 1.8));

/**
 * A line indented under a bullet's text, not merely a point or two right of its glyph (a title
 * set at the column's edge where bullets hang a little left of it): at least max(2, 0.3 × size).
 */
const indentedUnder = (bullet: Numbered, l: Numbered) =>
  l.x !== null && bullet.x !== null && l.x >= bullet.x + Math.max(2, 0.3 * (l.size || bullet.size || 0));

/** A line that opens with a date ("ago. 2023 – mar. 2025 …", Spanish months in lower case) starts an entry. */
const startsWithDates = (text: string) => {
  const one = findSingle(text);
  return Boolean(one && text.trimStart().startsWith(one.matched.trim()));
};

/**
 * Header lines and their bullets: one block per run of plain lines. `ownLine` says which lines
 * never continue a wrapped bullet (in education: a degree or a school under a bulleted field).
 */
export const blocksOf = (section: Numbered[], ownLine: (text: string) => boolean = () => false) => {
  const blocks: { head: Numbered[]; bullets: Numbered[] }[] = [];
  for (const l of section) {
    const cur = blocks.at(-1);
    if (isBullet(l.text)) {
      if (!cur) blocks.push({ head: [], bullets: [l] });
      else cur.bullets.push(l);
    } else if (
      cur?.bullets.length &&
      !ownLine(l.text) &&
      (/^[a-z(]/.test(l.text) || indentedUnder(cur.bullets.at(-1)!, l)) &&
      !startsWithDates(l.text)
    ) {
      // A wrapped bullet continues in lower case, or indented under the bullet's text.
      const last = cur.bullets.at(-1)!;
      cur.bullets[cur.bullets.length - 1] = { ...last, text: `${last.text} ${l.text}` };
    } else if (!cur || cur.bullets.length) blocks.push({ head: [l], bullets: [] });
    else {
      // A long header line wrapped in a narrow column: "… Concentrix Philippines" / "Inc.".
      const prev = cur.head.at(-1)!;
      // Dates set at the right margin end the first line; the wrapped words go before them.
      const range = findRange(prev.text);
      const dates = range && prev.text.trimEnd().endsWith(range.matched.trim()) ? range.matched.trim() : '';
      const body = dates
        ? prev.text
            .trimEnd()
            .slice(0, -dates.length)
            .replace(/\s*\|?\s*$/, '')
        : prev.text;
      if ((!range || dates) && /\p{L}-$/u.test(body) && /^\p{Ll}/u.test(l.text))
        // A word hyphenated at the end of the line ("… S.R.L., Ger-" / "ente de Operaciones").
        cur.head[cur.head.length - 1] = {
          ...prev,
          text: `${body.slice(0, -1)}${l.text}${dates ? ` ${dates}` : ''}`,
        };
      else if (
        body.length >= 45 &&
        sameRun(prev, l) &&
        // A school or degree line stands on its own under a long degree line ("Bachelor of … in
        // Marketing" / "Arizona State University"); it continues one that ends in a name it
        // wraps ("…, Arizona" / "State University.").
        (!ownLine(l.text) || /,|\b(?:of|de|del|the|and|y)$/i.test(body)) &&
        l.text.split(' ').length <= 3 &&
        (!range || dates) &&
        !findRange(l.text) &&
        !findSingle(l.text) &&
        !findLocation(l.text)
      )
        cur.head[cur.head.length - 1] = { ...prev, text: `${body} ${l.text}${dates ? ` ${dates}` : ''}` };
      else cur.head.push(l);
    }
  }
  return blocks;
};

/** A block's header lines cut at separators; a date range is taken out whole first. */
export const splitParts = (head: Numbered[], sep: RegExp = SEP_RE) => {
  const out: { text: string; line: Numbered }[] = [];
  for (const l of head) {
    const range = findRange(l.text);
    let text = l.text;
    if (range) {
      out.push({ text: range.matched.trim(), line: l });
      text = text.replace(range.matched, ' | ');
    }
    for (const p of text.split(sep)) if (clean(p)) out.push({ text: clean(p), line: l });
  }
  return out;
};

/** Work entries: position, company, dates, location from each block's header; its bullets. */
export const parseWork = ({ linesOf, source }: LineParse): Work[] => {
  const work: Work[] = [];
  // Blocks end at bullets; a block without bullets holding several date ranges is cut at them.
  // Labels some templates print inside an entry ("Highlights") are not entry parts.
  // A duration beside the dates ("2 years") is not an entry part.
  const raw = linesOf('work')
    .map((l) => ({ ...l, text: withoutDurations(l.text) }))
    .filter((l) => l.text);
  const labelled = labelledWork(raw, source);
  if (labelled) return labelled;
  const lines = raw.filter(
    (l) =>
      !/^(?:highlights|(?:key |main )?(?:achievements|responsibilities|duties)|role outline|summary|logros|funciones|responsabilidades)\s*:?$/i.test(
        l.text,
      ),
  );
  const blocks = blocksOf(joinSplitRanges(lines)).flatMap((b) => {
    const cut = cutAtRanges(b.head);
    return cut.map((c, i) => ({
      head: c.head,
      bullets: [...c.body, ...(i === cut.length - 1 ? b.bullets : [])],
    }));
  });
  /** The company line of the last entry, when it heads its entry (set before and not smaller than its title). */
  let heading: { text: string; line: Numbered } | null = null;
  for (const block of blocks) {
    const entry: Work = {};
    const path = `work.${work.length}`;
    let rest = splitParts(block.head);
    for (const p of rest) {
      const range = findRange(p.text);
      if (range && !entry.startDate) {
        entry.startDate = range.start;
        if (range.end) entry.endDate = range.end;
        source(`${path}.startDate`, p.line, 0.9, range.matched);
        if (range.end) source(`${path}.endDate`, p.line, 0.9, range.matched);
        p.text = clean(p.text.replace(range.matched, ''));
      }
    }
    rest = rest.filter((p) => p.text && !findRange(p.text));
    // A place: "Cebu City, Cebu", not a whole "Company, Title, City" line that ends in one.
    const loc = rest.find(
      (p) =>
        findLocation(p.text) &&
        commaParts(p.text)
          .slice(0, -1)
          .every((x) => !companyScore(x) && !positionScore(x) && x.split(' ').length <= 3),
    );
    if (loc) {
      entry.location = loc.text;
      rest = rest.filter((p) => p !== loc);
    }
    // "Team Leader, Ayala Land Inc., Cebu City": comma parts, a legal suffix kept on its company.
    rest = rest.flatMap((p) =>
      commaParts(p.text)
        .map((t) => ({ text: clean(t), line: p.line }))
        .filter((x) => x.text),
    );
    const roles = pickRoles(rest.filter((p) => p.text.split(' ').length <= 8));
    const pos = roles.position;
    const comp = roles.company;
    if (pos) {
      entry.position = pos.text;
      source(`${path}.position`, pos.line, roles.confident ? 0.85 : 0.5, pos.text);
    }
    if (comp) {
      entry.name = comp.text;
      source(`${path}.name`, comp.line, roles.confident ? 0.85 : 0.5, comp.text);
      heading =
        pos && comp.line.n < pos.line.n && (!comp.line.size || comp.line.size >= pos.line.size) ? comp : null;
    } else if (pos && heading && entry.startDate) {
      // A company heading followed by several positions: each dated title under it works there.
      entry.name = heading.text;
      source(`${path}.name`, heading.line, 0.6, heading.text);
    }
    const place = roles.rest.find((p) => p.text.split(' ').length <= 4 && !/\d/.test(p.text));
    if (place && !entry.location) entry.location = place.text;
    const paragraphs = rest.filter((p) => p !== pos && p !== comp && p.text.split(' ').length > 8);
    if (paragraphs.length) entry.summary = paragraphs.map((p) => p.text).join(' ');
    if (block.bullets.length) {
      entry.highlights = block.bullets.map((b) => unbullet(b.text));
      for (const [i, b] of block.bullets.entries()) source(`${path}.highlights.${i}`, b, 0.9);
    }
    if (!entry.position && !entry.name && work.length && entry.highlights) {
      const prev = work.at(-1)!;
      prev.highlights = [...(prev.highlights ?? []), ...entry.highlights];
      continue;
    }
    if (Object.keys(entry).length) work.push(entry);
  }

  return work;
};
