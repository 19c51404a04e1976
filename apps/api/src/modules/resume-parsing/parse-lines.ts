import type { TFieldSource, TJsonResume } from '@ats/contract';
import type { CountryCode } from 'libphonenumber-js';
import { findEmail, findLocation, findPhone, findUrls } from './contacts';
import { findRange, findSingle } from './dates';
import type { ResumeLine } from './layout';
import { headingOf, inlineHeadingOf, type SectionKind } from './sections';

type Work = TJsonResume['work'][number];
type Education = TJsonResume['education'][number];

interface Numbered extends ResumeLine {
  n: number;
}

const BULLET_RE = /^\s*(?:[•·▪◦‣●○■□➢➤►▶✓✔*]|-(?=\s)|–(?=\s)|\d{1,2}[.)](?=\s))\s*/;
const isBullet = (s: string) => BULLET_RE.test(s);
const unbullet = (s: string) => s.replace(BULLET_RE, '').trim();

const POSITION_WORDS =
  /\b(agent|representative|rep|manager|engineer|developer|specialist|analyst|associate|lead|leader|supervisor|assistant|officer|consultant|coordinator|designer|intern|internship|advisor|adviser|executive|administrator|admin|technician|teacher|tutor|nurse|accountant|clerk|director|head|trainer|writer|editor|cashier|operator|programmer|architect|scientist|tester|receptionist|secretary|bookkeeper|auditor|recruiter|sales|support|csr|tsr|va|virtual assistant|team member|staff|crew|encoder|processor|moderator|dispatcher|marketer|owner|founder|freelancer?)\b/i;
const COMPANY_WORDS =
  /\b(inc|llc|ltd|limited|corp|corporation|company|co|group|solutions|services|technologies|technology|tech|bank|pvt|plc|gmbh|s\.?a|s\.?r\.?l|\(pty\)|pty|bpo|holdings|partners|systems|global|international|industries|enterprises|consulting|labs|studio|studios|agency|foundation|hospital|clinic|store|stores|restaurant|hotel|resort|airlines|telecom|communications|outsourcing|software|media|retail|logistics|financial|insurance|university|college|school|institute|academy)\b|\b(concentrix|teleperformance|accenture|infosys|wipro|amazon|google|microsoft|ibm|deloitte|genpact|sitel|alorica|ttec|convergys|sutherland|startek|majorel|webhelp|transcom|tcs|hcl|cognizant|capgemini|jollibee|walmart|target|starbucks|mcdonald'?s)\b/i;
const SCHOOL_WORDS =
  /\b(university|college|institute|school|academy|polytechnic|universidad|colegio|iit|nit|technikon|tvet|campus|conservatory)\b/i;
const DEGREE_RE =
  /^(bachelor(?:'s)?(?: of [a-z]+(?: (?:and|&) [a-z]+)?)?|master(?:'s)?(?: of [a-z]+(?: (?:and|&) [a-z]+)?)?|doctor(?: of [a-z]+)?|associate(?:'s)?(?: of [a-z]+)?(?: degree)?|diploma|advanced diploma|national diploma|higher national diploma|postgraduate diploma|certificate|high school diploma|senior high school|high school|secondary school|matric(?:ulation)?|national senior certificate|ged|ph\.?d\.?|mba|m\.?b\.?a\.?|b\.?\s?tech|m\.?\s?tech|b\.?\s?com|m\.?\s?com|b\.?\s?sc|m\.?\s?sc|b\.?\s?a|m\.?\s?a|b\.?\s?e|m\.?\s?e|b\.?\s?s|m\.?\s?s|bs[a-z]{0,3}|ab|bba|bca|mca|licenciatura|bachillerato|t[eé]cnico)\b\.?/i;
const SEP_RE = /\s+(?:\||—|–|-|·|•|@|at)\s+|\s*\|\s*/i;

const clean = (s: string) =>
  s
    .replace(/\s+/g, ' ')
    .replace(/^[\s,;:|·•–—-]+|[\s,;:|·•–—-]+$/g, '')
    .replace(/\(\s*\)/g, '')
    .trim();

/** Reads JSON Resume from lines in reading order, with a source and confidence for each field. */
export const parseLines = (input: ResumeLine[], now = new Date()) => {
  const lines: Numbered[] = input
    .map((l) => ({ ...l, text: l.text.replace(/\s+/g, ' ').trim() }))
    .filter((l) => l.text)
    .map((l, i) => ({ ...l, n: i + 1 }));
  const fields: TFieldSource[] = [];
  const warnings: string[] = [];
  const source = (path: string, line: Numbered, confidence: number, text = line.text) =>
    fields.push({ path, confidence, page: line.page, line: line.n, x: line.x, y: line.y, text });

  // ---- split into sections --------------------------------------------------------------
  const sections: { kind: SectionKind | 'header'; lines: Numbered[] }[] = [{ kind: 'header', lines: [] }];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const next = lines[i + 1];
    const kind = headingOf(line.text);
    if (kind) {
      sections.push({ kind, lines: [] });
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
    const inline = inlineHeadingOf(line.text);
    if (inline && inline.kind !== 'contact') {
      sections.push({ kind: inline.kind, lines: [{ ...line, text: inline.rest }] });
      continue;
    }
    sections.at(-1)!.lines.push(line);
  }
  const linesOf = (kind: SectionKind | 'header') =>
    sections.filter((s) => s.kind === kind).flatMap((s) => s.lines);

  // ---- basics ----------------------------------------------------------------------------
  const basics: TJsonResume['basics'] = {};
  const header = linesOf('header');
  const contactLines = [...header, ...linesOf('contact')];
  const anywhere = [...contactLines, ...lines.filter((l) => !contactLines.includes(l))];

  const parts = (l: Numbered) => l.text.split(/\s*[|•·]\s*|\s{3,}/).filter(Boolean);
  let country: CountryCode | undefined;
  for (const [i, l] of contactLines.entries()) {
    if (basics.location) break;
    const next = contactLines[i + 1];
    // A location may wrap in a narrow column ("Cape Town, Western Cape, South" / "Africa").
    const joined =
      next && l.text.endsWith(',') === false && !isBullet(next.text) ? [`${l.text} ${next.text}`] : [];
    for (const p of [l.text, ...parts(l), ...joined]) {
      const loc = findLocation(p.replace(/^(address|location|city)\s*:\s*/i, ''));
      if (loc) {
        basics.location = loc;
        country = loc.countryCode as CountryCode | undefined;
        source('basics.location', l, 0.8, p);
        break;
      }
    }
  }
  for (const l of anywhere) {
    const email = findEmail(l.text);
    if (email) {
      basics.email = email;
      source('basics.email', l, 1, email);
      break;
    }
  }
  for (const l of anywhere) {
    const phone = findPhone(l.text, country);
    if (phone) {
      basics.phone = phone;
      source('basics.phone', l, 0.95);
      break;
    }
  }
  const profiles: NonNullable<TJsonResume['basics']['profiles']> = [];
  for (const l of anywhere) {
    for (const u of findUrls(l.text)) {
      if (u.network) {
        if (profiles.some((p) => p.url === u.url)) continue;
        profiles.push({ network: u.network, ...(u.username ? { username: u.username } : {}), url: u.url });
        source(`basics.profiles.${profiles.length - 1}`, l, 0.95, u.url);
      } else if (!basics.url && contactLines.includes(l)) {
        basics.url = u.url;
        source('basics.url', l, 0.8, u.url);
      }
    }
  }
  if (profiles.length) basics.profiles = profiles;

  const isContact = (t: string) =>
    !!findEmail(t) ||
    !!findPhone(t, country) ||
    findUrls(t).length > 0 ||
    !!findLocation(t) ||
    /^(phone|mobile|tel|email|e-mail|address|location|linkedin|github|website)\b/i.test(t);
  const nameLike = (t: string) =>
    /^[\p{L}][\p{L}.'’-]*(?: [\p{L}][\p{L}.'’-]*){1,4}$/u.test(t) &&
    t.length <= 60 &&
    !POSITION_WORDS.test(t);
  const plainHeader = header.filter((l) => !isContact(l.text));
  const nameLine =
    [...plainHeader]
      .sort((a, b) => b.size - a.size)
      .find(
        (l) => nameLike(l.text) && l.size > 0 && l.size >= Math.max(...header.map((h) => h.size)) - 0.1,
      ) ?? plainHeader.find((l) => nameLike(l.text));
  if (nameLine) {
    basics.name = nameLine.text;
    source('basics.name', nameLine, nameLine === plainHeader[0] ? 0.9 : 0.7);
    const labelLine = plainHeader.find((l) => l !== nameLine && l.n > nameLine.n && l.text.length <= 80);
    if (labelLine && labelLine.n - nameLine.n <= 2) {
      basics.label = clean(labelLine.text);
      source('basics.label', labelLine, 0.7);
    }
  } else warnings.push('No name was found at the top of the resume');

  const summary = linesOf('summary');
  if (summary.length) {
    basics.summary = summary.map((l) => unbullet(l.text)).join(' ');
    source('basics.summary', summary[0]!, 0.8);
  }

  // ---- entries (work, education) ------------------------------------------------------------
  /** Header lines and their bullets: one block per run of plain lines. */
  const blocksOf = (section: Numbered[]) => {
    const blocks: { head: Numbered[]; bullets: Numbered[] }[] = [];
    for (const l of section) {
      const cur = blocks.at(-1);
      if (isBullet(l.text)) {
        if (!cur) blocks.push({ head: [], bullets: [l] });
        else cur.bullets.push(l);
      } else if (
        cur?.bullets.length &&
        (/^[a-z(]/.test(l.text) ||
          (l.x !== null && cur.bullets.at(-1)!.x !== null && l.x > cur.bullets.at(-1)!.x! + 1))
      ) {
        // A wrapped bullet continues in lower case, or indented under the bullet's text.
        const last = cur.bullets.at(-1)!;
        cur.bullets[cur.bullets.length - 1] = { ...last, text: `${last.text} ${l.text}` };
      } else if (!cur || cur.bullets.length) blocks.push({ head: [l], bullets: [] });
      else {
        // A long header line wrapped in a narrow column: "… Concentrix Philippines" / "Inc.".
        const prev = cur.head.at(-1)!;
        if (
          prev.text.length >= 45 &&
          l.text.split(' ').length <= 3 &&
          !findRange(prev.text) &&
          !findRange(l.text) &&
          !findSingle(l.text) &&
          !findLocation(l.text)
        )
          cur.head[cur.head.length - 1] = { ...prev, text: `${prev.text} ${l.text}` };
        else cur.head.push(l);
      }
    }
    // A block with two date ranges and no bullets in between holds two entries.
    const out: typeof blocks = [];
    for (const b of blocks) {
      const dated = b.head.map((l, i) => (findRange(l.text) ? i : -1)).filter((i) => i >= 0);
      if (dated.length < 2 || b.head.length % dated.length !== 0) {
        out.push(b);
        continue;
      }
      const size = b.head.length / dated.length;
      for (let i = 0; i < dated.length; i++)
        out.push({
          head: b.head.slice(i * size, (i + 1) * size),
          bullets: i === dated.length - 1 ? b.bullets : [],
        });
    }
    return out;
  };

  /** A block's header lines cut at separators; a date range is taken out whole first. */
  const splitParts = (head: Numbered[]) => {
    const out: { text: string; line: Numbered }[] = [];
    for (const l of head) {
      const range = findRange(l.text);
      let text = l.text;
      if (range) {
        out.push({ text: range.matched.trim(), line: l });
        text = text.replace(range.matched, ' | ');
      }
      for (const p of text.split(SEP_RE)) if (clean(p)) out.push({ text: clean(p), line: l });
    }
    return out;
  };

  const work: Work[] = [];
  for (const block of blocksOf(linesOf('work'))) {
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
    rest = rest.filter((p) => p.text);
    const loc = rest.find((p) => findLocation(p.text));
    if (loc) {
      entry.location = loc.text;
      rest = rest.filter((p) => p !== loc);
    }
    // Split "Position, Company" only when a part holds both kinds of words.
    rest = rest.flatMap((p) => {
      const bits = p.text.split(/\s*,\s*/);
      return bits.length === 2 && POSITION_WORDS.test(bits[0]!) && !POSITION_WORDS.test(bits[1]!)
        ? bits.map((t) => ({ text: t, line: p.line }))
        : [p];
    });
    const company =
      rest.find((p) => COMPANY_WORDS.test(p.text) && !POSITION_WORDS.test(p.text)) ??
      rest.find(
        (p) =>
          COMPANY_WORDS.test(p.text) &&
          rest.length > 1 &&
          rest.some((q) => q !== p && POSITION_WORDS.test(q.text)),
      );
    const position = rest.find((p) => p !== company && POSITION_WORDS.test(p.text));
    const leftover = rest.filter((p) => p !== company && p !== position);
    const pos = position ?? (company ? leftover.shift() : rest[0]);
    const comp = company ?? leftover.find((p) => p !== pos);
    if (pos) {
      entry.position = pos.text;
      source(`${path}.position`, pos.line, position ? 0.85 : 0.5, pos.text);
    }
    if (comp) {
      entry.name = comp.text;
      source(`${path}.name`, comp.line, company ? 0.85 : 0.5, comp.text);
    }
    const paragraphs = leftover.filter((p) => p !== pos && p !== comp && p.text.split(' ').length > 8);
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

  const education: Education[] = [];
  for (const block of blocksOf(linesOf('education'))) {
    const entry: Education = {};
    const path = `education.${education.length}`;
    let rest = splitParts([...block.head, ...block.bullets.map((b) => ({ ...b, text: unbullet(b.text) }))]);
    rest = rest.flatMap((p) => {
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
    const degree = rest.find((p) => p !== school && DEGREE_RE.test(p.text)) ?? rest.find((p) => p !== school);
    if (school) {
      entry.institution = school.text;
      source(`${path}.institution`, school.line, 0.85, school.text);
    }
    if (degree) {
      const m = degree.text.match(/^(.*?)(?:\s+in\s+|\s*,\s*|\s+-\s+|\s+–\s+)(.+)$/i);
      const abbr = degree.text.match(
        /^((?:B|M)\.?\s?(?:Tech|Com|Sc|A|E|S)\.?|BS[A-Z]{0,3}|BBA|BCA|MCA|MBA|AB|BA|BSc|MSc)\s+(?:in\s+)?(.+)$/,
      );
      if (m && DEGREE_RE.test(m[1]!)) {
        entry.studyType = clean(m[1]!);
        entry.area = clean(m[2]!);
      } else if (abbr) {
        entry.studyType = abbr[1]!;
        entry.area = clean(abbr[2]!);
      } else entry.studyType = degree.text;
      source(`${path}.studyType`, degree.line, DEGREE_RE.test(degree.text) ? 0.85 : 0.5, degree.text);
    }
    if (Object.keys(entry).length) education.push(entry);
  }

  // ---- lists --------------------------------------------------------------------------------
  const items = (section: Numbered[]) =>
    section
      .flatMap((l) =>
        unbullet(l.text)
          .split(/\s*[,;|•·]\s*|\s{3,}/)
          .map((t) => ({ text: clean(t), line: l })),
      )
      .filter((t) => t.text);

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

  const languages: TJsonResume['languages'] = [];
  for (const { text, line } of items(linesOf('languages'))) {
    const m = text.match(/^([\p{L} ]+?)\s*\(([^)]+)\)$/u) ??
      text.match(/^([\p{L} ]+?)\s*(?:[:–—-])\s*(.+)$/u) ?? [text, text];
    const language = clean(m[1]!);
    if (!language || language.split(' ').length > 3) continue;
    languages.push({ language, ...(m[2] && m[2] !== text ? { fluency: clean(m[2]) } : {}) });
    source(`languages.${languages.length - 1}`, line, 0.85, text);
  }

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

  if (!work.length) warnings.push('No work experience section was found');
  if (!education.length) warnings.push('No education section was found');
  void now;
  const resume: TJsonResume = { basics, work, education, skills, languages, certificates };
  return { resume, fields, warnings, text: lines.map((l) => l.text).join('\n') };
};
