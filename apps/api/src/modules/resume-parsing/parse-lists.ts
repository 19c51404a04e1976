import type { TJsonResume } from '@ats/contract';
import { findSingle } from './dates';
import { clean, isBullet, type LineParse, type Numbered, unbullet } from './line-parse';

const items = (section: Numbered[]) =>
  section
    .flatMap((l) =>
      unbullet(l.text)
        .split(/\s*[,;|•·]\s*|\s{3,}/)
        .map((t) => ({ text: clean(t), line: l })),
    )
    .filter((t) => t.text);

/** Skills: items of the skills section ("Label: a, b, c" lines read after the colon). */
export const parseSkills = ({ linesOf, source }: LineParse): TJsonResume['skills'] => {
  const skills: TJsonResume['skills'] = [];
  for (const { text, line } of items(
    linesOf('skills').flatMap((l) => {
      const m = l.text.match(/^[^:]{2,40}:\s*(.+)$/);
      return [{ ...l, text: m ? m[1]! : l.text }];
    }),
  )) {
    if (text.length > 60 || skills.some((s) => s.name.toLowerCase() === text.toLowerCase())) continue;
    skills.push({ name: text });
    source(`skills.${skills.length - 1}`, line, 0.8, text);
  }

  return skills;
};

const FLUENCY =
  /^(?:native(?: speaker)?|mother tongue|bilingual|fluent|full professional(?: proficiency)?|professional(?: working)?(?: proficiency)?|proficient|advanced|upper[- ]intermediate|intermediate|conversational|basic|elementary|beginner|limited working|nativ[oa]|biling[uü]e|avanzad[oa]|intermedi[oa]|b[aá]sic[oa]|fluid[oa]|conversacional|[abc][12])$/i;

/** Languages with their fluency when given ("Spanish (native)", "French – B2", "English Fluent", a fluency on the next line). */
export const parseLanguages = ({ linesOf, source }: LineParse): TJsonResume['languages'] => {
  const languages: TJsonResume['languages'] = [];
  for (const { text, line } of items(linesOf('languages'))) {
    const last = languages.at(-1);
    if (FLUENCY.test(text)) {
      // "Fluent" under "English": the previous language's fluency.
      if (last && !last.fluency) last.fluency = text;
      continue;
    }
    const words = text.split(' ');
    const tail = words.length >= 2 ? words.slice(1).join(' ') : '';
    const m = text.match(/^([\p{L} ]+?)\s*\(([^)]+)\)$/u) ??
      text.match(/^([\p{L} ]+?)\s*(?:[:–—-])\s*(.+)$/u) ??
      (tail && FLUENCY.test(tail) ? [text, words[0]!, tail] : null) ?? [text, text];
    const language = clean(m[1]!);
    if (!language || language.split(' ').length > 3) continue;
    languages.push({ language, ...(m[2] && m[2] !== text ? { fluency: clean(m[2]) } : {}) });
    source(`languages.${languages.length - 1}`, line, 0.85, text);
  }

  // What follows the list in the same section (a footer, a contact line, another column's items)
  // is not a language: keep the ones with a fluency or a known name.
  return languages.filter((l) => KNOWN_LANGUAGES.test(l.language) || (l.fluency && FLUENCY.test(l.fluency)));
};

const KNOWN_LANGUAGES =
  /^(?:english|ingl[eé]s|spanish|espa[ñn]ol|castellano|filipino|tagalog|cebuano|ilocano|hiligaynon|waray|bisaya|french|franc[eé]s|german|alem[aá]n|portuguese|portugu[eé]s|italian|italiano|mandarin|chinese|chino|cantonese|japanese|japon[eé]s|korean|coreano|hindi|tamil|telugu|kannada|malayalam|marathi|bengali|gujarati|punjabi|urdu|arabic|[aá]rabe|russian|ruso|dutch|afrikaans|isizulu|zulu|isixhosa|xhosa|sesotho|setswana|sepedi|tshivenda|xitsonga|siswati|isindebele|swahili|hebrew|turkish|polish|vietnamese|thai|indonesian|malay)$/i;

/** Certificates with their issuer and date; wrapped lines joined to their bullet. */
export const parseCertificates = ({ linesOf, source }: LineParse): TJsonResume['certificates'] => {
  const certificates: TJsonResume['certificates'] = [];
  const certLines: Numbered[] = [];
  for (const l of linesOf('certificates')) {
    const prev = certLines.at(-1);
    // A certificate wrapped under its bullet (indented, or starting in lower case or "(").
    if (
      prev &&
      isBullet(prev.text) &&
      !isBullet(l.text) &&
      (/^[a-z(]/.test(l.text) || (l.x !== null && prev.x !== null && l.x > prev.x + 1))
    )
      certLines[certLines.length - 1] = { ...prev, text: `${prev.text} ${l.text}` };
    else certLines.push(l);
  }
  for (const line of certLines) {
    let text = unbullet(line.text);
    const one = findSingle(text);
    const cert: TJsonResume['certificates'][number] = { name: '' };
    if (one) {
      cert.date = one.iso;
      text = clean(text.replace(one.matched, '').replace(/\(\s*\)/, ''));
    }
    const m = text.match(/^(.+?)\s*(?:\(([^)]+)\)|\s[—–|-]\s(.+)|,\s*(.+))$/);
    cert.name = clean(m ? m[1]! : text);
    const issuer = m ? clean(m[2] ?? m[3] ?? m[4] ?? '') : '';
    if (issuer) cert.issuer = issuer;
    if (!cert.name) continue;
    certificates.push(cert);
    source(`certificates.${certificates.length - 1}`, line, 0.8);
  }

  return certificates;
};
