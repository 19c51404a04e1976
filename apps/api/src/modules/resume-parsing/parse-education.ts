import type { TJsonResume } from '@ats/contract';
import { findLocation, isRegionAlone } from './contacts';
import { findRange, findSingle } from './dates';
import { labelledRows } from './labelled-rows';
import { clean, DEGREE_RE, type LineParse, type Numbered, SCHOOL_WORDS, unbullet } from './line-parse';
import { blocksOf, sameRun, splitParts } from './parse-entries';
import { isSentence, joinWrapped } from './work-evidence';

type Education = TJsonResume['education'][number];

/** Entry separators but "at", which a school's name may hold ("University of Texas at Austin"). */
const EDU_SEP_RE = /\s+(?:\||—|–|-|·|•|@)\s+|\s*\|\s*/;

/**
 * The degree a text starts with, named in full: "Bachelor of Business Administration", "Associate
 * of Applied Science" (`DEGREE_RE` stops after one word past "of"), "National Diploma", "MBA".
 */
const DEGREE_NAME_RE =
  /^(?:bachelor|master|doctor|associate)(?:'s)?(?: degree)? of (?:applied |fine |business |computer |political )?(?:sciences?|arts|commerce|engineering|technology|administration|laws|education|applications|philosophy)\b/i;
const degreeName = (text: string) =>
  text.match(DEGREE_NAME_RE)?.[0] ?? text.match(DEGREE_RE)?.[0].trim() ?? null;
/** A text that is nothing but a degree ("Licenciatura", "Associate of Applied Science"). */
const isBareDegree = (text: string) => {
  const name = degreeName(text.trim());
  return Boolean(
    name &&
      clean(
        text
          .trim()
          .slice(name.length)
          .replace(/^\s*degree\b/i, ''),
      ) === '',
  );
};

/** A degree part read into its type and field. */
const splitDegree = (text: string): { studyType: string; area?: string } => {
  // "Human Resource Management, National Diploma", "Ingeniería en Computación, Licenciatura": the
  // field first, then a bare degree after the last comma (the field may start with a degree's word).
  const fieldFirst = text.match(/^(.+)\s*,\s*(.+)$/);
  if (fieldFirst && isBareDegree(fieldFirst[2]!) && !isBareDegree(fieldFirst[1]!))
    return { studyType: clean(fieldFirst[2]!), area: clean(fieldFirst[1]!) };
  // "Bachelor of Science (Nursing)", "Nursing (Bachelor of Science)": the other one in parentheses.
  const paren = text.match(/^(.+?)\s*\((.+)\)$/);
  if (paren) {
    const [outer, inner] = [clean(paren[1]!), clean(paren[2]!)];
    if (isBareDegree(outer) && !isBareDegree(inner)) return { studyType: outer, area: inner };
    if (isBareDegree(inner) && !isBareDegree(outer)) return { studyType: inner, area: outer };
  }
  const m = text.match(/^(.*?)(?:\s+in\s+|\s+en\s+|\s*,\s*|\s*:\s+|\s+-\s+|\s+–\s+)(.+)$/i);
  // "Licenciatura Ingeniería en Computación": "en" inside the field, not after the degree.
  if (m && isBareDegree(m[1]!)) return { studyType: clean(m[1]!), area: clean(m[2]!) };
  const abbr = text.match(
    /^((?:B|M)\.?\s?(?:Tech|Com|Sc|A|E|S)\.?|BS[A-Z]{0,3}|BBA|BCA|MCA|MBA|AB|BA|BSc|MSc)\s+(?:in\s+)?(.+)$/,
  );
  if (abbr) return { studyType: abbr[1]!, area: clean(abbr[2]!) };
  // "Maestría Gestión de Proyectos", "Bachelor of Science Nursing": the degree's name, then its field.
  const name = degreeName(text);
  const field = name ? clean(text.slice(name.length)) : '';
  if (name && field && /^\p{Lu}/u.test(field)) return { studyType: name, area: field };
  return { studyType: text };
};

/**
 * A degree's field wrapped in a narrow column: "Bachelor of Science in Information" / "Technology"
 * (a word or three right under the degree line, in its font and column, that is no school, degree,
 * date or place).
 */
const joinWrappedField = (lines: Numbered[]): Numbered[] => {
  const out: Numbered[] = [];
  for (const l of lines) {
    const prev = out.at(-1);
    if (
      prev &&
      DEGREE_RE.test(unbullet(prev.text)) &&
      !findSingle(prev.text) &&
      !/[,;:|]$/.test(prev.text) &&
      sameRun(prev, l) &&
      (prev.x === null || l.x === null || Math.abs(prev.x - l.x) < 2) &&
      /^(?:\p{Lu}[\p{L}'&-]*|and|y|de|of)(?:\s(?:\p{Lu}[\p{L}'&-]*|and|y|de|of|&)){0,2}$/u.test(l.text) &&
      !DEGREE_RE.test(l.text) &&
      !SCHOOL_WORDS.test(l.text) &&
      !findLocation(l.text) &&
      !isRegionAlone(l.text)
    ) {
      out[out.length - 1] = { ...prev, text: `${prev.text} ${l.text}` };
      continue;
    }
    out.push(l);
  }
  return out;
};

/** A line that is one date or one range and nothing else. */
const isDateOnly = (text: string) =>
  [findRange(text), findSingle(text)].some((d) => d && clean(text.replace(d.matched, '')) === '');

/**
 * An education's range over two lines: "2019 –" / "2023", or its start above its end ("2019" /
 * "2023", a date column read a line at a time).
 */
const joinEduRanges = (lines: Numbered[]): Numbered[] => {
  const out: Numbered[] = [];
  for (const l of lines) {
    const prev = out.at(-1);
    if (prev && !findRange(prev.text) && !findRange(l.text)) {
      const dash = /[-–—−]\s*$/.test(prev.text) || /^\s*[-–—−]\s*\S/.test(l.text);
      const joined = dash
        ? `${prev.text} ${l.text}`
        : isDateOnly(prev.text) && isDateOnly(l.text)
          ? `${prev.text} – ${l.text}`
          : '';
      if (joined && findRange(joined)) {
        out[out.length - 1] = { ...prev, text: joined.replace(/\s+/g, ' ') };
        continue;
      }
    }
    out.push(l);
  }
  return out;
};

/** Education entries: institution, degree and area, dates, score. */
export const parseEducation = ({ linesOf, source }: LineParse): Education[] => {
  const education: Education[] = [];
  const ownLine = (t: string) => DEGREE_RE.test(t) || SCHOOL_WORDS.test(t);
  const blocks: ReturnType<typeof blocksOf> = [];
  // Europass rows: their values, in order ("Cualificación obtenida Maestría en …" → "Maestría en …").
  const rows = labelledRows(linesOf('education'));
  const eduLines = rows
    ? rows.filter((r) => r.value).map((r) => ({ ...r.line, text: r.value }))
    : linesOf('education');
  const dated = (t: string) => Boolean(findRange(t) || findSingle(t));
  for (const b of blocksOf(joinEduRanges(joinWrappedField(joinWrapped(eduLines))), ownLine)) {
    // Dates on a line after an entry's bulleted field ("University X" / "Degree" / "• Nursing" /
    // "2019 – 2023") are that entry's, when it has none.
    const last = blocks.at(-1);
    if (
      last &&
      !b.bullets.length &&
      b.head.every((l) => isDateOnly(l.text)) &&
      ![...last.head, ...last.bullets].some((l) => dated(l.text))
    ) {
      last.bullets.push(...b.head);
      continue;
    }
    // A degree under a school whose field came first as a bullet ("University X" / "• Nursing" /
    // "Bachelor of Science"): one entry, when neither block has what the other brings.
    const prev = blocks.at(-1);
    const lines = (x: typeof b) => [...x.head, ...x.bullets].map((l) => unbullet(l.text));
    if (
      prev &&
      lines(prev).some((t) => SCHOOL_WORDS.test(t)) &&
      !lines(prev).some((t) => DEGREE_RE.test(t)) &&
      !lines(b).some((t) => SCHOOL_WORDS.test(t)) &&
      lines(b).some((t) => DEGREE_RE.test(t))
    ) {
      prev.bullets.push(...b.head, ...b.bullets);
      continue;
    }
    blocks.push(b);
  }
  for (const block of blocks) {
    const entry: Education = {};
    const path = `education.${education.length}`;
    let rest = splitParts(
      [...block.head, ...block.bullets.map((b) => ({ ...b, text: unbullet(b.text) }))],
      EDU_SEP_RE,
    ).flatMap((p) => {
      // "B.Com Commerce at University of Pune" parts at "at"; "University of Texas at Austin" is one name.
      const at = p.text.match(/^(.+?)\s+at\s+(.+)$/i);
      return at && !SCHOOL_WORDS.test(at[1]!)
        ? [
            { text: at[1]!, line: p.line },
            { text: at[2]!, line: p.line },
          ]
        : [p];
    });
    rest = rest.flatMap((p) => {
      // "University of Pune (B.Tech in Computer Science)": a school and its degree in parentheses.
      const paren = p.text.match(/^(.+?)\s*\((.+)\)$/);
      if (
        paren &&
        [paren[1]!, paren[2]!].some((t) => SCHOOL_WORDS.test(t)) &&
        [paren[1]!, paren[2]!].some((t) => DEGREE_RE.test(t))
      )
        return [paren[1]!, paren[2]!].map((t) => ({ text: t.trim(), line: p.line }));
      const bits = p.text.split(/\s*,\s*/);
      return bits.length >= 2 && bits.some((b) => SCHOOL_WORDS.test(b)) && bits.some((b) => DEGREE_RE.test(b))
        ? bits.map((t) => ({ text: t, line: p.line }))
        : [p];
    });
    for (const p of rest) {
      const range = findRange(p.text);
      if (range && !entry.startDate && !entry.endDate) {
        entry.startDate = range.start;
        if (range.end) entry.endDate = range.end;
        source(`${path}.endDate`, p.line, 0.85, range.matched);
        p.text = clean(p.text.replace(range.matched, ''));
        continue;
      }
      const gpa = p.text.match(/\b(?:c?gpa|grade|score|gwa)\s*[:-]?\s*([\d.]+(?:\s*\/\s*[\d.]+)?)/i);
      if (gpa && !entry.score) {
        entry.score = gpa[1]!.replace(/\s/g, '');
        p.text = clean(p.text.replace(gpa[0], ''));
      }
    }
    if (!entry.startDate && !entry.endDate)
      for (const p of rest) {
        const one = findSingle(p.text);
        if (one) {
          entry.endDate = one.iso;
          source(`${path}.endDate`, p.line, 0.7, one.matched);
          p.text = clean(p.text.replace(one.matched, '').replace(/\b(class of|graduated|expected)\b/i, ''));
          break;
        }
      }
    rest = rest.filter((p) => p.text && !findLocation(p.text));
    const school =
      rest.find((p) => SCHOOL_WORDS.test(p.text) && !DEGREE_RE.test(p.text)) ??
      rest.find((p) => SCHOOL_WORDS.test(p.text));
    // A part that is nothing but a degree ("Licenciatura") is the degree, before a field that
    // starts with a degree's word ("Ingeniería en Computación, Licenciatura, Universidad Nacional").
    const bare = rest.find((p) => p !== school && isBareDegree(p.text));
    // Without a degree's word, another part is taken for the degree only when it reads like one:
    // capitalised, no digits, no sentence (not a phone number or a line from another column).
    const degree =
      bare ??
      rest.find((p) => p !== school && DEGREE_RE.test(p.text)) ??
      rest.find((p) => p !== school && /^\p{Lu}/u.test(p.text) && !/\d/.test(p.text) && !isSentence(p.text));
    if (school) {
      entry.institution = school.text;
      source(`${path}.institution`, school.line, 0.85, school.text);
    }
    if (degree) {
      const split = splitDegree(degree.text);
      entry.studyType = split.studyType;
      if (split.area) entry.area = split.area;
      // The field on a line of its own ("Bachelor of Science" / "Nursing").
      const field = rest.find(
        (p) =>
          p !== school &&
          p !== degree &&
          // A field may start with a degree's word ("Ingeniería en Computación") beside a bare degree.
          (!DEGREE_RE.test(p.text) || p.line === bare?.line || (bare && !isBareDegree(p.text))) &&
          p.text.split(' ').length <= 6 &&
          !/\d/.test(p.text),
      );
      if (!entry.area && field) entry.area = field.text;
      source(`${path}.studyType`, degree.line, DEGREE_RE.test(degree.text) ? 0.85 : 0.5, degree.text);
    }
    if (Object.keys(entry).length) education.push(entry);
  }

  return education;
};
