import type { TFieldSource, TJsonResume } from '@ats/contract';
import { unlabel } from './labelled-rows';
import type { ResumeLine } from './layout';
import type { LineParse, Numbered } from './line-parse';
import { parseBasics } from './parse-basics';
import { parseEducation } from './parse-education';
import { parseWork } from './parse-entries';
import { parseCertificates, parseLanguages, parseSkills } from './parse-lists';
import { headingOf, inlineHeadingOf, leftHeadingOf, type SectionKind } from './sections';

/** Control characters some icon fonts map their glyphs to, as private-use characters. */
const iconsToPua = (text: string) =>
  text.replace(/[^\P{Cc}\t\n\r]/gu, (c) => (c.charCodeAt(0) < 32 ? '\u{e000}' : c));

/** Reads JSON Resume from lines in reading order, with a source and confidence for each field. */
export const parseLines = (input: ResumeLine[], now = new Date()) => {
  const lines: Numbered[] = input
    // Icon-font glyphs (private use area): a bullet at the start of a line, a separator inside it.
    .map((l) => ({
      ...l,
      text: iconsToPua(l.text)
        .replace(/^\s*[\u{e000}-\u{f8ff}]+/u, '• ')
        .replace(/[\u{e000}-\u{f8ff}]+/gu, ' | ')
        .replace(/\s+/g, ' ')
        .trim(),
    }))
    .filter((l) => l.text)
    // A line cut by the page break and printed again at the top of the next page: the repeat stays.
    .filter((l, i, all) => {
      const next = all[i + 1];
      const letters = (t: string) => t.replace(/[^\p{L}]/gu, '');
      return !(next && next.page === l.page + 1 && letters(next.text) === letters(l.text));
    })
    .map((l, i) => ({ ...l, n: i + 1 }));
  const fields: TFieldSource[] = [];
  const warnings: string[] = [];
  const source = (path: string, line: Numbered, confidence: number, text = line.text) => {
    fields.push({ path, confidence, page: line.page, line: line.n, x: line.x, y: line.y, text });
  };

  // ---- split into sections --------------------------------------------------------------
  const sections: { kind: SectionKind | 'header'; lines: Numbered[] }[] = [{ kind: 'header', lines: [] }];
  // Headings in a left label column share a line with their section's first line; looked for
  // only when the resume has (almost) no heading on a line of its own.
  const ownLineHeadings = lines.filter((l) => headingOf(l.text)).length;
  const seen = new Set<string>();
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const next = lines[i + 1];
    const kind = headingOf(line.text);
    if (kind) {
      sections.push({ kind, lines: [] });
      continue;
    }
    // A heading in a label column, on one row with its section's first line ("EDUCATION | University of Pune").
    const cells = line.text.split(' | ');
    const labelled = cells.length > 1 ? headingOf(cells[0]!) : null;
    if (labelled && labelled !== 'contact') {
      sections.push({ kind: labelled, lines: [{ ...line, text: cells.slice(1).join(' | ') }] });
      continue;
    }
    // A heading wrapped over two lines in a narrow column ("Licenses &" / "Certifications").
    const wrapped =
      next &&
      line.text.length < 30 &&
      /^[\p{L}]/u.test(line.text) &&
      (!headingOf(next.text) || /(?:&|\band)$/i.test(line.text))
        ? headingOf(`${line.text} ${next.text}`)
        : null;
    if (wrapped) {
      sections.push({ kind: wrapped, lines: [] });
      i++;
      continue;
    }
    const left = ownLineHeadings < 2 ? leftHeadingOf(line.text) : null;
    if (left && !seen.has(left.kind)) {
      seen.add(left.kind);
      sections.push({ kind: left.kind, lines: [{ ...line, text: left.rest }] });
      continue;
    }
    const inline = inlineHeadingOf(line.text);
    if (inline && inline.kind !== 'contact') {
      sections.push({ kind: inline.kind, lines: [{ ...line, text: inline.rest }] });
      continue;
    }
    sections.at(-1)!.lines.push(line);
  }
  // Europass rows in the header ("Nombre(s) / Apellido(s) Andrés Vargas Solano"): the value.
  for (const s of sections) if (s.kind === 'header' || s.kind === 'contact') s.lines = unlabel(s.lines);
  const linesOf = (kind: SectionKind | 'header') =>
    sections.filter((s) => s.kind === kind).flatMap((s) => s.lines);

  // ---- entries (work, education) ------------------------------------------------------------
  const parse: LineParse = { lines, linesOf, source, warnings };
  const basics = parseBasics(parse);
  const work = parseWork(parse);
  const education = parseEducation(parse);
  const skills = parseSkills(parse);
  const languages = parseLanguages(parse);
  const certificates = parseCertificates(parse);

  if (!work.length) warnings.push('No work experience section was found');
  if (!education.length) warnings.push('No education section was found');
  void now;
  const resume: TJsonResume = { basics, work, education, skills, languages, certificates };
  return { resume, fields, warnings, text: lines.map((l) => l.text).join('\n') };
};
