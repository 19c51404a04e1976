/**
 * Work-history helpers (issue #29): date ranges split over two lines are joined, a run of entry
 * lines without bullets is cut at its date ranges, and a header's parts are told apart as company,
 * position or place by evidence (legal suffixes, company and position words in English and
 * Spanish, "at"), not by their order alone.
 */
import { isDateText, isDuration } from './date-column';
import { findRange, findSingle } from './dates';
import { COMPANY_WORDS, type Numbered, POSITION_WORDS } from './line-parse';

/** A line without its duration parts ("Data Analyst | 2 years" → "Data Analyst"; "" when only that). */
export const withoutDurations = (text: string) =>
  text
    .split(' | ')
    .filter((p) => !isDuration(p))
    .join(' | ')
    .replace(/\s*\((?:\d+|an?)\s+(?:years?|yrs?|months?|mos?)(?:,?\s+\d+\s+(?:months?|mos?))?\)/gi, '')
    .trim();

/**
 * A date column too narrow for its range, read row by row with the entry beside it:
 * "April 2025 – HDFC Bank" / "September 2026", "July 2015 – June Reliance Retail" / "2018",
 * "Mar 2023 – Cur-" / "rent". Answers the range and the text left on both lines, or null.
 */
const wrappedColumnRange = (a: string, b: string): { range: string; rest: string[] } | null => {
  const start = findSingle(a);
  if (!start || a.indexOf(start.matched) > 1) return null;
  const after = a.slice(a.indexOf(start.matched) + start.matched.length);
  // The dash may stand apart from the date, a gap the layout marks with " | " ("03/2024 | – Swiggy").
  const dash = after.match(/^\s*(?:\|\s*)?[-–—−]\s*(?:\|\s*)?/);
  if (!dash) return null;
  const tail = after.slice(dash[0].length);
  const words = tail.split(/\s+/).filter(Boolean);
  const bWords = b.split(/\s+/).filter(Boolean);
  // The end's first word may stay on the first line (a month, a hyphenated "Cur-").
  for (const keep of [1, 0]) {
    if (keep > words.length) continue;
    const head = words.slice(0, keep).join(' ');
    for (let k = Math.min(3, bWords.length); k >= 1; k--) {
      const endText = /\p{L}-$/u.test(head)
        ? `${head.slice(0, -1)}${bWords.slice(0, k).join(' ')}`
        : `${head} ${bWords.slice(0, k).join(' ')}`.trim();
      const range = findRange(`${start.matched} – ${endText}`);
      if (range && range.matched.trim().length === `${start.matched} – ${endText}`.length) {
        if (keep && !/\p{L}-$/u.test(head) && !findSingle(`${head} ${bWords[0]}`) && !isDateText(head))
          continue;
        return {
          range: range.matched.trim(),
          rest: [words.slice(keep).join(' '), bWords.slice(k).join(' ')].map((t) => t.trim()),
        };
      }
    }
  }
  return null;
};

/** "Jan 2020 –" / "Present" (or "Jan 2020" / "– Present") → one line "Jan 2020 – Present". */
export const joinSplitRanges = (lines: Numbered[]): Numbered[] => {
  const out: Numbered[] = [];
  for (let i = 0; i < lines.length; i++) {
    const a = lines[i]!;
    const b = lines[i + 1];
    // A numeric end date broken at its hyphen: "2023-06 – 2026- Walmart" / "09".
    const cut = a.text.match(/^(.*?\d{4})-\s+(.*)$/);
    const month = b?.text.match(/^(\d{2})\b\s*(.*)$/);
    if (
      cut &&
      month &&
      findRange(`${cut[1]}-${month[1]}`)?.matched.trim() === `${cut[1]}-${month[1]}`.trim()
    ) {
      out.push({ ...a, text: `${cut[1]}-${month[1]} | ${cut[2]}` });
      if (month[2]) out.push({ ...b!, text: month[2] });
      i++;
      continue;
    }
    // The end's year wrapped to the next row: "… | December 2021 – December" / "2022".
    const year = b?.text.match(/^((?:19|20)\d\d)\b\s*(.*)$/);
    if (
      year &&
      !findRange(a.text) &&
      /[-–—−]\s*\p{L}+\.?$/u.test(a.text) &&
      findRange(`${a.text} ${year[1]}`)
    ) {
      out.push({ ...a, text: `${a.text} ${year[1]}` });
      if (year[2]) out.push({ ...b!, text: year[2] });
      i++;
      continue;
    }
    const c = lines[i + 2];
    // A date column read row by row, its dash opening the second row: over three rows
    // ("September 2024 Wipro Ltd." / "– September" / "2026") or two.
    const dash = b?.text.replace(/\s*\|\s*/g, ' ').trim() ?? '';
    const start = findSingle(a.text);
    if (
      b &&
      start &&
      a.text.trimStart().startsWith(start.matched.trim()) &&
      !findRange(a.text) &&
      /^[-–—−]\s*\S/.test(dash) &&
      isDateText(dash)
    ) {
      const rest = a.text.trimStart().slice(start.matched.trim().length).trim();
      const two = `${start.matched.trim()} ${dash}`;
      if (findRange(two)?.matched.trim() === two) {
        // Over two rows: "September 2016 HCL Technologies" / "– April 2020".
        out.push({ ...a, text: [two, rest].filter(Boolean).join(' | ') });
        i++;
        continue;
      }
      const three = c ? wrappedColumnRange(`${two} ${rest}`, c.text) : null;
      if (three && !three.rest[1]) {
        out.push({ ...a, text: [three.range, three.rest[0]].filter(Boolean).join(' | ') });
        i += 2;
        continue;
      }
    }
    const wrapped = b && !findRange(a.text) && !findRange(b.text) ? wrappedColumnRange(a.text, b.text) : null;
    if (wrapped && (wrapped.rest[0] || wrapped.rest[1] || !/[-–—−]\s*$/.test(a.text))) {
      const [restA, restB] = wrapped.rest;
      out.push({ ...a, text: [wrapped.range, restA].filter(Boolean).join(' | ') });
      if (restB) out.push({ ...lines[i + 1]!, text: restB });
      i++;
      continue;
    }
    // A date column pasted as text, a word or two a line ("December" / "2021 –" / "December" / "2022").
    let k = i;
    let run = a.text;
    while (
      !findRange(run) &&
      k + 1 < lines.length &&
      k - i < 3 &&
      isDateText(run) &&
      isDateText(lines[k + 1]!.text)
    )
      run = `${run} ${lines[++k]!.text}`;
    if (k > i && findRange(run)?.matched.trim() === run.trim()) {
      out.push({ ...a, text: run.replace(/\s+/g, ' ') });
      i = k;
      continue;
    }
    if (
      b &&
      !findRange(a.text) &&
      !findRange(b.text) &&
      (/[-–—−]\s*$/.test(a.text) || /^\s*[-–—−]/.test(b.text)) &&
      findRange(`${a.text} ${b.text}`)
    ) {
      out.push({ ...a, text: `${a.text} ${b.text}`.replace(/\s+/g, ' ') });
      i++;
    } else if (!findRange(a.text) && /\S\s*[-–—−]\s*$/.test(a.text) && findRange(`${a.text} Present`))
      // "2023-02 —" with nothing after the dash: a theme that prints no end for a current job.
      out.push({ ...a, text: `${a.text} Present` });
    else if (!findRange(a.text) && findSingle(a.text)?.matched.trim() === a.text.trim())
      // A date alone on its line ("Jan 2022"): a job that began and ended that month.
      out.push({ ...a, text: `${a.text} – ${a.text}` });
    else out.push(a);
  }
  return out;
};

/** A sentence of an entry's body (a highlight without a bullet), not a header part. */
const PARTICLES = new Set([
  'de',
  'del',
  'la',
  'las',
  'los',
  'el',
  'y',
  'e',
  'en',
  'a',
  'of',
  'the',
  'and',
  'for',
  'at',
  'in',
  'on',
  'to',
  'van',
  'der',
  'von',
]);

export const isSentence = (text: string) => {
  const words = text.split(/\s+/);
  return (
    words.length >= 5 &&
    // Lower-case words other than the particles names and titles carry ("Grupo … de C.V.").
    words.filter((w) => /^\p{Ll}/u.test(w) && !PARTICLES.has(w)).length >= 2 &&
    !/\s[—–|·@]\s|\|/.test(text) &&
    !findRange(text) &&
    !LEGAL.test(text)
  );
};

/**
 * Cuts one block's header lines at their date ranges when it holds several dated entries: each
 * entry keeps as many lines before its range as the first entry has. Lines that are sentences go
 * to the entry's highlights.
 */
export const cutAtRanges = (head: Numbered[]): { head: Numbered[]; body: Numbered[] }[] => {
  const dated = head.map((l, i) => (findRange(l.text) ? i : -1)).filter((i) => i >= 0);
  if (dated.length < 2)
    return [{ head: head.filter((l) => !isSentence(l.text)), body: head.filter((l) => isSentence(l.text)) }];
  // Lines before the first range belong to the first entry; later entries start as many
  // header (non-sentence) lines before their range.
  const before = head.slice(0, dated[0]).filter((l) => !isSentence(l.text)).length;
  const starts = dated.map((d, k) => {
    if (k === 0) return 0;
    let s = d;
    let n = 0;
    while (s > dated[k - 1]! + 1 && n < before && !isSentence(head[s - 1]!.text)) {
      s--;
      n++;
    }
    return s;
  });
  return starts.map((s, k) => {
    const part = head.slice(s, starts[k + 1] ?? head.length);
    return { head: part.filter((l) => !isSentence(l.text)), body: part.filter((l) => isSentence(l.text)) };
  });
};

const LEGAL =
  /(?:,?\s+|\b)(?:inc|llc|l\.l\.c|ltd|limited|corp|corporation|co|plc|gmbh|pvt|pty|\(pty\)|s\.?\s?a\.?(?:\s?b\.?)?(?:\s+de\s+c\.?\s?v\.?)?|s\.?\s?r\.?\s?l\.?|s\.?\s?l\.?|ltda|sas|bv|ag|llp|lp)\.?\s*\)?$/i;
const COMPANY_ES =
  /\b(banco|grupo|instituto|cooperativa|corporaci[oó]n|compa[ñn][ií]a|empresa|sociedad|holdings?)\b/i;
const POSITION_ES =
  /\b(analista|gerente|ejecutiv[oa]|ingenier[oa]|contador[a]?|coordinador[a]?|asistente|desarrollador[a]?|supervisor[a]?|auxiliar|jef[ea]|director[a]?|especialista|representante|t[eé]cnic[oa]|vendedor[a]?|consultor[a]?|administrador[a]?|asesor[a]?|practicante|encargad[oa]|recepcionista|operari[oa]|cajer[oa]|docente|profesor[a]?|enfermer[oa])\b/i;
const POSITION_EN =
  /\b(nurse|partner|accountant|executive|agent|lead|ii|iii|senior|junior|sr|jr|chief|vp)\b/i;

/**
 * The head word of a name: the last in English ("Software Engineer" names an engineer, "Global
 * Software" a company), the first before "de" in Spanish ("Ingeniero de Software").
 */
const headWord = (t: string) => {
  const words = t.trim().split(/\s+/);
  return /^\p{L}+\s+(?:de|del|en|para)\s/iu.test(t.trim()) ? words[0]! : words.at(-1)!;
};
const isCompanyWord = (w: string) => COMPANY_WORDS.test(w) || COMPANY_ES.test(w);
const isPositionWord = (w: string) => POSITION_WORDS.test(w) || POSITION_ES.test(w) || POSITION_EN.test(w);
export const companyScore = (t: string) =>
  (LEGAL.test(t.trim()) ? 3 : 0) +
  (COMPANY_WORDS.test(t) || COMPANY_ES.test(t) ? 2 : 0) +
  (/^at\s/i.test(t) ? 3 : 0) +
  (isCompanyWord(headWord(t)) && !isPositionWord(headWord(t)) ? 1 : 0);
export const positionScore = (t: string) =>
  (isPositionWord(t) ? 2 : 0) -
  (LEGAL.test(t.trim()) ? 2 : 0) +
  (isPositionWord(headWord(t)) && !isCompanyWord(headWord(t)) ? 1 : 0);

/** Comma parts of a header line, with a legal suffix ("Globe Telecom, Inc.") kept on its company. */
export const commaParts = (text: string): string[] => {
  const bits = text.split(/\s*,\s+/);
  const out: string[] = [];
  for (const b of bits) {
    if (out.length && /^(?:inc|llc|ltd|limited|corp|co|plc|pvt|pty|s\.?a|s\.?r\.?l|ltda)\b\.?/i.test(b))
      out[out.length - 1] = `${out.at(-1)}, ${b}`;
    else out.push(b);
  }
  return out;
};

/**
 * Company and position among a header's parts (in reading order): the parts with the clearest
 * evidence each way win; a part without evidence takes the role the other part does not have;
 * with no evidence at all the first part is the position. Further short parts are places.
 */
export const pickRoles = <P extends { text: string }>(
  parts: P[],
): { position?: P; company?: P; confident: boolean; rest: P[] } => {
  if (!parts.length) return { confident: false, rest: [] };
  const scored = parts.map((p) => ({ p, c: companyScore(p.text), q: positionScore(p.text) }));
  const byCompany = [...scored].sort((a, b) => b.c - b.q - (a.c - a.q));
  const byPosition = [...scored].sort((a, b) => b.q - b.c - (a.q - a.c));
  let company = byCompany[0]!.c > byCompany[0]!.q ? byCompany[0]!.p : undefined;
  let position = byPosition.find((s) => s.p !== company && s.q > s.c)?.p;
  const confident = Boolean(company || position);
  const free = parts.filter((p) => p !== company && p !== position);
  if (!position && !company) {
    position = free.shift();
    company = free.shift();
  } else if (!position) position = free.shift();
  else if (!company) company = free.shift();
  return { position, company, confident, rest: free };
};

/** A name wrapped in a narrow column: "University of" / "Pune", "Univer-" / "sidad Iberoamericana". */
export const joinWrapped = (lines: Numbered[]): Numbered[] => {
  const out: Numbered[] = [];
  for (const l of lines) {
    const prev = out.at(-1);
    if (prev && /\b(?:of|de|del|the|and|y|&|in|en)$/i.test(prev.text) && /^\p{Lu}/u.test(l.text))
      out[out.length - 1] = { ...prev, text: `${prev.text} ${l.text}` };
    else if (prev && /\p{Ll}-$/u.test(prev.text) && /^\p{Ll}/u.test(l.text))
      out[out.length - 1] = { ...prev, text: `${prev.text.slice(0, -1)}${l.text}` };
    else out.push(l);
  }
  return out;
};
