/**
 * BENCH-ONLY BASELINE, never shipped: a port of OpenResume's rule-based resume parser
 * (github.com/xitanggg/open-resume, `src/app/lib/parse-resume-from-pdf/`: read-pdf.ts,
 * group-text-items-into-lines.ts, group-lines-into-sections.ts and
 * extract-resume-from-sections/{extract-profile,extract-work-experience,extract-education,
 * extract-skills}.ts with lib/{feature-scoring-system,common-features,subsections,
 * bullet-points,get-section-lines}.ts), re-written here from a reading of that code so the
 * resume-parse bench can put the built-in parser beside the best open rule-based parser.
 * OpenResume is AGPL-3.0: this file lives in bench/ only and no product code imports it.
 *
 * The four steps as OpenResume runs them: (1) pdf.js text items with x/y (origin bottom-left),
 * width, height, `hasEOL` and the real font name; (2) items → lines at each end-of-line mark,
 * merging neighbours closer than the typical character width; (3) lines → sections, a section
 * title being a one-item line past the first two lines that is bold AND all upper case (or a
 * capitalised ≤ 2-word line of letters naming a known section keyword); (4) fields by feature
 * scoring: every text item gets the sum of the scores of the features it has, the best wins;
 * experience and education sections are cut into subsections by a line gap > 1.4 × the usual
 * gap (or, failing that, by a bold line after a non-bold one).
 *
 * OpenResume reads PDFs only and fills its own resume shape; `toJsonResume` below is the
 * bench's adapter to JSON Resume (it splits "City, ST", reads the one date string of an entry
 * into start/end with the same date reader as the built-in parser, splits a degree "X in Y",
 * splits skill lines at commas/bullets, and writes a phone as its digits). OpenResume has no
 * languages or certificates sections, so it finds none.
 */

import type { TJsonResume } from '@ats/contract';
import { getDocumentProxy } from 'unpdf';
import { findRange, findSingle } from '../../apps/api/src/modules/resume-parsing';

interface Item {
  text: string;
  x: number;
  y: number;
  width: number;
  height: number;
  fontName: string;
  hasEOL: boolean;
}
type Line = Item[];
type Feature = [test: (item: Item) => boolean | RegExpMatchArray | null, score: number, keepMatch?: boolean];

const BULLETS = ['⋅', '∙', '🞄', '•', '⦁', '⚫︎', '●', '⬤', '⚬', '○'];

// pdf.js (unpdf 1.7) calls ArrayBuffer#transferToFixedLength (Node 21+) when it loads fonts; on
// Node 20 the font, and so its real name ("Helvetica-Bold"), would be missing: a copy stands in.
const abProto = ArrayBuffer.prototype as ArrayBuffer & {
  transferToFixedLength?: (n?: number) => ArrayBuffer;
};
abProto.transferToFixedLength ??= function (this: ArrayBuffer, n = this.byteLength) {
  const out = new ArrayBuffer(n);
  new Uint8Array(out).set(new Uint8Array(this, 0, Math.min(n, this.byteLength)));
  return out;
};

// Step 1: text items of every page, with the font's real name (for "bold").
const readItems = async (bytes: Buffer): Promise<Item[]> => {
  const pdf = await getDocumentProxy(new Uint8Array(bytes), { isEvalSupported: false });
  const items: Item[] = [];
  for (let p = 1; p <= pdf.numPages; p++) {
    const page = await pdf.getPage(p);
    const content = await page.getTextContent();
    await page.getOperatorList();
    for (const raw of content.items) {
      if (!('str' in raw)) continue;
      let fontName = raw.fontName;
      try {
        fontName = (page.commonObjs.get(raw.fontName) as { name?: string })?.name ?? raw.fontName;
      } catch {
        // a font pdf.js did not load keeps its loaded name
      }
      items.push({
        text: raw.str.replace(/-‐/g, '-'),
        x: raw.transform[4] ?? 0,
        y: raw.transform[5] ?? 0,
        width: raw.width,
        height: raw.height,
        fontName,
        hasEOL: raw.hasEOL,
      });
    }
  }
  await pdf.destroy();
  return items.filter((i) => i.hasEOL || i.text.trim() !== '' || i.text === ' ');
};

// Step 2: lines.
const typicalCharWidth = (items: Item[]) => {
  const solid = items.filter((i) => i.text.trim());
  const most = <K>(counts: Map<K, number>) => [...counts].sort((a, b) => b[1] - a[1])[0]?.[0];
  const heights = new Map<number, number>();
  const fonts = new Map<string, number>();
  for (const i of solid) {
    heights.set(i.height, (heights.get(i.height) ?? 0) + 1);
    fonts.set(i.fontName, (fonts.get(i.fontName) ?? 0) + i.text.length);
  }
  const h = most(heights);
  const f = most(fonts);
  const common = solid.filter((i) => i.height === h && i.fontName === f);
  const width = common.reduce((s, i) => s + i.width, 0);
  const chars = common.reduce((s, i) => s + i.text.length, 0);
  return chars ? width / chars : 0;
};

const needsSpace = (left: string, right: string) =>
  ([':', ',', '|', '.', ...BULLETS].includes(left.at(-1) ?? '') && right[0] !== ' ') ||
  (left.at(-1) !== ' ' && ['|', ...BULLETS].includes(right[0] ?? ''));

const toLines = (items: Item[]): Line[] => {
  const lines: Line[] = [];
  let line: Line = [];
  for (const item of items) {
    if (item.hasEOL) {
      if (item.text.trim()) line.push({ ...item });
      lines.push(line);
      line = [];
    } else if (item.text.trim() || item.text === ' ') line.push({ ...item });
  }
  if (line.length) lines.push(line);
  const charWidth = typicalCharWidth(lines.flat());
  for (const l of lines)
    for (let i = l.length - 1; i > 0; i--) {
      const left = l[i - 1]!;
      const cur = l[i]!;
      if (cur.x - (left.x + left.width) > charWidth) continue;
      if (needsSpace(left.text, cur.text)) left.text += ' ';
      left.text += cur.text;
      left.width = cur.x + cur.width - left.x;
      l.splice(i, 1);
    }
  return lines;
};

// Features shared by the extractors.
const isBold = (i: Item) => i.fontName.toLowerCase().includes('bold');
const hasLetter = (i: Item) => /[a-zA-Z]/.test(i.text);
const hasNumber = (i: Item) => /[0-9]/.test(i.text);
const hasAt = (i: Item) => i.text.includes('@');
const hasComma = (i: Item) => i.text.includes(',');
const hasSlash = (i: Item) => i.text.includes('/');
const hasParenthesis = (i: Item) => /\([0-9]+\)/.test(i.text);
const lettersSpacesAmpersands = (i: Item) => /^[A-Za-z\s&]+$/.test(i.text);
const allUpper = (i: Item) => hasLetter(i) && i.text.toUpperCase() === i.text;
const fourWordsOrMore = (i: Item) => i.text.split(' ').length >= 4;
const containing = (s: string) => (i: Item) => i.text.includes(s);
const MONTHS = 'January February March April May June July August September October November December'.split(
  ' ',
);
const DATE_FEATURES: Feature[] = [
  [(i) => /(?:19|20)\d{2}/.test(i.text), 1],
  [(i) => MONTHS.some((m) => i.text.includes(m) || i.text.includes(m.slice(0, 4))), 1],
  [(i) => ['Summer', 'Fall', 'Spring', 'Winter'].some((s) => i.text.includes(s)), 1],
  [(i) => i.text.includes('Present'), 1],
  [hasComma, -1],
];
const URL_FEATURES: Feature[] = [
  [(i) => i.text.match(/\S+\.[a-z]+\/\S+/), 4, true],
  [(i) => i.text.match(/https?:\/\/\S+\.\S+/), 3, true],
  [(i) => i.text.match(/www\.\S+\.\S+/), 3, true],
  [isBold, -1],
  [hasAt, -4],
  [hasParenthesis, -3],
  [hasComma, -4],
  [fourWordsOrMore, -4],
];

// Step 4's engine: the text with the highest summed feature score.
const best = (items: Item[], features: Feature[], emptyUnlessPositive = true, joinTies = false) => {
  const scores = items.map((i) => ({ text: i.text, score: 0 }));
  items.forEach((item, n) => {
    for (const [test, score, keepMatch] of features) {
      const hit = test(item);
      if (!hit) continue;
      const text = keepMatch && typeof hit === 'object' ? hit[0] : item.text;
      if (text === item.text) scores[n]!.score += score;
      else scores.push({ text, score });
    }
  });
  let top = Number.NEGATIVE_INFINITY;
  let texts: string[] = [];
  for (const s of scores) {
    if (s.score > top) texts = [];
    if (s.score >= top) {
      texts.push(s.text);
      top = s.score;
    }
  }
  if (emptyUnlessPositive && top <= 0) return '';
  return joinTies ? texts.map((t) => t.trim()).join(' ') : (texts[0] ?? '');
};

// Step 3: sections.
const TITLE_WORDS = [
  'experience',
  'education',
  'project',
  'skill',
  'job',
  'course',
  'extracurricular',
  'objective',
  'summary',
  'award',
  'honor',
];
const isTitle = (line: Line, n: number) => {
  if (n < 2 || line.length !== 1) return false;
  const item = line[0]!;
  if (isBold(item) && allUpper(item)) return true;
  const text = item.text.trim();
  return (
    text.split(' ').filter((w) => w !== '&').length <= 2 &&
    lettersSpacesAmpersands(item) &&
    /[A-Z]/.test(text.slice(0, 1)) &&
    TITLE_WORDS.some((k) => text.toLowerCase().includes(k))
  );
};
const toSections = (lines: Line[]) => {
  const sections = new Map<string, Line[]>();
  let name = 'profile';
  let current: Line[] = [];
  lines.forEach((line, n) => {
    if (isTitle(line, n)) {
      sections.set(name, current);
      name = line[0]!.text.trim();
      current = [];
    } else current.push(line);
  });
  if (current.length) sections.set(name, current);
  return sections;
};
const sectionLines = (sections: Map<string, Line[]>, words: string[]) => {
  for (const [name, lines] of sections) if (words.some((w) => name.toLowerCase().includes(w))) return lines;
  return [];
};

const subsections = (lines: Line[]): Line[][] => {
  const split = (newOne: (line: Line, prev: Line) => boolean) => {
    const out: Line[][] = [];
    let cur: Line[] = [];
    lines.forEach((line, n) => {
      if (n > 0 && newOne(line, lines[n - 1]!)) {
        out.push(cur);
        cur = [];
      }
      cur.push(line);
    });
    if (cur.length) out.push(cur);
    return out;
  };
  const gaps = new Map<number, number>();
  for (let n = 1; n < lines.length; n++) {
    const g = Math.round(lines[n - 1]![0]!.y - lines[n]![0]!.y);
    gaps.set(g, (gaps.get(g) ?? 0) + 1);
  }
  const usual = [...gaps].reduce((a, b) => (b[1] > a[1] ? b : a), [0, 0])[0];
  let out = split((line, prev) => Math.round(prev[0]!.y - line[0]!.y) > usual * 1.4);
  if (out.length === 1)
    out = split((line, prev) => !isBold(prev[0]!) && isBold(line[0]!) && !BULLETS.includes(line[0]!.text));
  return out;
};

const firstBulletLine = (lines: Line[]) => {
  const n = lines.findIndex((l) => l.some((i) => BULLETS.some((b) => i.text.includes(b))));
  return n < 0 ? undefined : n;
};
const descriptionsStart = (lines: Line[]) =>
  firstBulletLine(lines) ??
  (() => {
    const n = lines.findIndex(
      (l) => l.length === 1 && l[0]!.text.split(/\s/).filter((w) => /^[^0-9]+$/.test(w)).length >= 8,
    );
    return n < 0 ? undefined : n;
  })();
const bulletTexts = (lines: Line[]): string[] => {
  if (firstBulletLine(lines) === undefined) return lines.map((l) => l.map((i) => i.text).join(' '));
  let all = '';
  for (const i of lines.flat()) {
    if (!all.endsWith(' ') && !i.text.startsWith(' ')) all += ' ';
    all += i.text;
  }
  // OpenResume's "most common bullet" never raises its max count, so it ends on the last bullet met.
  const bullet = [...all].reverse().find((c) => BULLETS.includes(c)) ?? BULLETS[0]!;
  const from = all.indexOf(bullet);
  return (from >= 0 ? all.slice(from) : all)
    .split(bullet)
    .map((t) => t.trim())
    .filter(Boolean);
};

const JOB_TITLES =
  'Accountant Administrator Advisor Agent Analyst Apprentice Architect Assistant Associate Auditor Bartender Biologist Bookkeeper Buyer Carpenter Cashier CEO Clerk Co-op Co-Founder Consultant Coordinator CTO Developer Designer Director Driver Editor Electrician Engineer Extern Founder Freelancer Head Intern Janitor Journalist Laborer Lawyer Lead Manager Mechanic Member Nurse Officer Operator Operation Photographer President Producer Recruiter Representative Researcher Sales Server Scientist Specialist Supervisor Teacher Technician Trader Trainee Treasurer Tutor Vice VP Volunteer Webmaster Worker'.split(
    ' ',
  );
const SCHOOLS = ['College', 'University', 'Institute', 'School', 'Academy', 'BASIS', 'Magnet'];
const hasSchool = (i: Item) => SCHOOLS.some((s) => i.text.includes(s));
const hasDegree = (i: Item) =>
  ['Associate', 'Bachelor', 'Master', 'PhD', 'Ph.'].some((d) => i.text.includes(d)) ||
  /[ABM][A-Z.]/.test(i.text);

export interface OpenResumeOutput {
  profile: { name: string; email: string; phone: string; location: string; url: string; summary: string };
  work: { company: string; jobTitle: string; date: string; descriptions: string[] }[];
  education: { school: string; degree: string; date: string }[];
  skills: string[];
}

/** OpenResume's four steps on a PDF. */
export const openResumeParse = async (bytes: Buffer): Promise<OpenResumeOutput> => {
  const sections = toSections(toLines(await readItems(bytes)));
  const profileItems = (sections.get('profile') ?? []).flat();
  const joined = (words: string[]) =>
    sectionLines(sections, words)
      .flat()
      .map((i) => i.text)
      .join(' ');
  const profile = {
    name: best(profileItems, [
      [(i) => i.text.match(/^[a-zA-Z\s.]+$/), 3, true],
      [isBold, 2],
      [allUpper, 2],
      [hasAt, -4],
      [hasNumber, -4],
      [hasParenthesis, -4],
      [hasComma, -4],
      [hasSlash, -4],
      [fourWordsOrMore, -2],
    ]),
    email: best(profileItems, [
      [(i) => i.text.match(/\S+@\S+\.\S+/), 4, true],
      [isBold, -1],
      [allUpper, -1],
      [hasParenthesis, -4],
      [hasComma, -4],
      [hasSlash, -4],
      [fourWordsOrMore, -4],
    ]),
    phone: best(profileItems, [
      [(i) => i.text.match(/\(?\d{3}\)?[\s-]?\d{3}[\s-]?\d{4}/), 4, true],
      [hasLetter, -4],
    ]),
    location: best(profileItems, [
      [(i) => i.text.match(/[A-Z][a-zA-Z\s]+, [A-Z]{2}/), 4, true],
      [isBold, -1],
      [hasAt, -4],
      [hasParenthesis, -3],
      [hasSlash, -4],
    ]),
    url: best(profileItems, URL_FEATURES),
    summary:
      joined(['summary']) ||
      joined(['objective']) ||
      best(
        profileItems,
        [
          [fourWordsOrMore, 4],
          [isBold, -1],
          [hasAt, -4],
          [hasParenthesis, -3],
          [(i) => i.text.match(/[A-Z][a-zA-Z\s]+, [A-Z]{2}/), -4, false],
        ],
        true,
        true,
      ),
  };

  const work = subsections(
    sectionLines(sections, ['work', 'experience', 'employment', 'history', 'job']),
  ).map((lines) => {
    const start = descriptionsStart(lines) ?? 2;
    const info = lines.slice(0, start).flat();
    const date = best(info, DATE_FEATURES);
    const jobTitle = best(info, [
      [(i) => JOB_TITLES.some((t) => i.text.split(/\s/).includes(t)), 4],
      [hasNumber, -4],
      [(i) => i.text.split(/\s/).length > 5, -2],
    ]);
    const company = best(
      info,
      [
        [isBold, 2],
        [containing(date), -4],
        [containing(jobTitle), -4],
      ],
      false,
    );
    return { company, jobTitle, date, descriptions: bulletTexts(lines.slice(start)) };
  });

  const education = subsections(sectionLines(sections, ['education'])).map((lines) => {
    const items = lines.flat();
    return {
      school: best(items, [
        [hasSchool, 4],
        [hasDegree, -4],
        [hasNumber, -4],
      ]),
      degree: best(items, [
        [hasDegree, 4],
        [hasSchool, -4],
        [hasNumber, -3],
      ]),
      date: best(items, DATE_FEATURES),
    };
  });

  const skillLines = sectionLines(sections, ['skill']);
  const start = descriptionsStart(skillLines) ?? 0;
  const featured = start
    ? skillLines
        .slice(0, start)
        .flat()
        .filter((i) => i.text.trim())
        .slice(0, 6)
        .map((i) => i.text)
    : [];
  return { profile, work, education, skills: [...featured, ...bulletTexts(skillLines.slice(start))] };
};

/** The bench's adapter from OpenResume's shape to JSON Resume (see the header). */
export const toJsonResume = (o: OpenResumeOutput): TJsonResume => {
  const dates = (text: string) => {
    const range = findRange(text);
    if (range) return { startDate: range.start, ...(range.end ? { endDate: range.end } : {}) };
    const single = findSingle(text);
    return single ? { endDate: single.iso } : {};
  };
  const [city, region] = o.profile.location.split(',').map((s) => s.trim());
  const phone = o.profile.phone
    ? `${o.profile.phone.trim().startsWith('+') ? '+' : ''}${o.profile.phone.replace(/\D/g, '')}`
    : '';
  const opt = <T>(v: T | '' | undefined) => (v ? v : undefined);
  return {
    basics: {
      name: opt(o.profile.name.trim()),
      email: opt(o.profile.email),
      phone: opt(phone),
      summary: opt(o.profile.summary),
      ...(city ? { location: { city, ...(region ? { region } : {}) } } : {}),
      ...(o.profile.url ? { profiles: [{ url: o.profile.url }] } : {}),
    },
    work: o.work.map((w) => ({
      name: opt(w.company.trim()),
      position: opt(w.jobTitle.trim()),
      ...dates(w.date),
      highlights: w.descriptions,
    })),
    education: o.education.map((e) => {
      const [studyType, area] = e.degree.split(/\s+in\s+/);
      return {
        institution: opt(e.school.trim()),
        studyType: opt(studyType?.trim()),
        area: opt(area?.trim()),
        ...dates(e.date),
      };
    }),
    skills: o.skills
      .flatMap((s) => s.split(/[,;|•]/))
      .map((s) => s.replace(/^[^:]*:\s*/, '').trim())
      .filter(Boolean)
      .map((name) => ({ name })),
    languages: [],
    certificates: [],
  };
};
