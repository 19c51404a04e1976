/**
 * The 60 personas of the outside resume corpus (issue #29): JSON Resume documents (the truth),
 * plus a `meta.corpus` block that says how a hand-written template shows them (date style, the
 * "until now" word, title-first or company-first lines, the section heading, icons, a date range
 * split across two lines). Built deterministically from persona-pools.ts: the same seed gives the
 * same 60 people, so `npm run bench -- resume-corpus` reproduces every file.
 */
import { type CountryPool, HIGHLIGHTS, POOLS, SKILLS } from './persona-pools';

type DateStyle = 'mon' | 'month' | 'mm/yyyy' | 'iso' | 'year' | 'season';
interface CorpusMeta {
  lang: 'en' | 'es';
  dateStyle: DateStyle;
  nowWord: string;
  order: 'title-first' | 'company-first';
  heading: string;
  icons: boolean;
  splitRange: boolean;
}
export interface WorkItem {
  name: string;
  position: string;
  location?: string;
  startDate: string;
  endDate?: string;
  highlights: string[];
}
export interface Persona {
  id: string;
  basics: {
    name: string;
    label: string;
    email: string;
    phone: string;
    summary: string;
    location: { city: string; region: string; countryCode: string };
    profiles: { network: string; username: string; url: string }[];
  };
  work: WorkItem[];
  education: { institution: string; area: string; studyType: string; startDate: string; endDate: string }[];
  skills: { name: string; keywords: string[] }[];
  languages: { language: string; fluency: string }[];
  meta: { corpus: CorpusMeta };
}

const rng = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = seed;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};

const HEADINGS = {
  en: ['Experience', 'Professional Experience', 'Employment History', 'Work History', 'Work Experience'],
  es: ['Experiencia Laboral', 'Experiencia Profesional', 'Experiencia'],
};
const NOW = { en: ['Present', 'Current', 'Now', 'Present'], es: ['Actualidad', 'Presente'] };
const STYLES: DateStyle[] = ['mon', 'mm/yyyy', 'iso', 'month', 'year', 'season', 'mon', 'month'];
const LABELS = {
  en: 'Experienced professional',
  es: 'Profesional con experiencia',
};
const SUMMARY = {
  en: 'Dependable, detail-oriented professional who enjoys solving problems for customers and teams.',
  es: 'Profesional responsable y detallista, con gusto por resolver problemas de clientes y equipos.',
};

const slug = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '.')
    .replace(/^\.|\.$/g, '');

const ym = (y: number, m: number) => `${y}-${String(m).padStart(2, '0')}`;

const buildPersona = (pool: CountryPool, i: number, n: number): Persona => {
  const r = rng(1000 + n * 7919);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(r() * xs.length)]!;
  const first = pool.first[i % pool.first.length]!;
  const last = pool.last[(i * 3 + 1 + Math.floor(i / 8)) % pool.last.length]!;
  const name = `${first} ${last}`;
  const [city, region] = pool.cities[i % pool.cities.length]!;
  const lang = pool.lang;
  const dateStyle = STYLES[(n + i) % STYLES.length]!;
  const yearOnly = dateStyle === 'year' || dateStyle === 'season';
  const jobs = 1 + ((n * 5 + i) % 6); // 1–6 jobs
  const current = n % 4 !== 3; // most people still hold their last job
  // Newest first, as resumes list them: walk back from now.
  let endY = 2026;
  let endM = 9;
  const companies = [...pool.companies].sort(() => r() - 0.5);
  const work: WorkItem[] = [];
  for (let j = 0; j < jobs; j++) {
    const months = 10 + Math.floor(r() * 40);
    let startY = endY;
    let startM = endM - months;
    while (startM < 1) {
      startM += 12;
      startY -= 1;
    }
    // Every third person with 3+ jobs was promoted: two positions at one employer.
    const sameEmployer = j === 1 && jobs >= 3 && n % 3 === 0;
    const company = sameEmployer ? work[0]!.name : companies[j % companies.length]!;
    const position = pool.positions[(i + j * 3) % pool.positions.length]!;
    const hl = HIGHLIGHTS[lang];
    const item: WorkItem = {
      name: company,
      position: position,
      location: j % 2 === 0 ? `${pool.cities[(i + j) % pool.cities.length]![0]}` : undefined,
      startDate: yearOnly ? String(startY) : ym(startY, startM),
      endDate: j === 0 && current ? undefined : yearOnly ? String(endY) : ym(endY, endM),
      highlights: [hl[(n + j) % hl.length]!, hl[(n + j + 3) % hl.length]!].slice(0, 1 + ((n + j) % 2)),
    };
    if (!item.location) delete item.location;
    if (!item.endDate) delete item.endDate;
    work.push(item);
    // A gap of 0–4 months before the next (older) job.
    endY = startY;
    endM = startM - Math.floor(r() * 4);
    if (endM < 1) {
      endM += 12;
      endY -= 1;
    }
  }
  // Promotions: the older position at the same employer ends the month the newer one starts.
  const gradY = Number((work.at(-1)!.startDate ?? '2010').slice(0, 4));
  const [studyType, area] = pick(pool.degrees);
  const education = [
    {
      institution: pick(pool.schools),
      area,
      studyType,
      startDate: String(gradY - 4),
      endDate: String(gradY),
    },
  ];
  const skills = SKILLS[lang]
    .filter((_, k) => (n + k) % 3 !== 0)
    .map(([skill, kw]) => ({ name: skill, keywords: [...kw] }));
  const email = `${slug(first)}.${slug(last)}${n}@${['gmail.com', 'outlook.com', 'yahoo.com', 'proton.me'][n % 4]}`;
  return {
    id: `p${String(n + 1).padStart(2, '0')}-${pool.code.toLowerCase()}-${slug(last).replace(/\./g, '-')}`,
    basics: {
      name,
      label: work[0]!.position || LABELS[lang],
      email,
      phone: pool.phone(n),
      summary: SUMMARY[lang],
      location: { city, region, countryCode: pool.code },
      profiles: [
        { network: 'LinkedIn', username: slug(name), url: `https://www.linkedin.com/in/${slug(name)}` },
      ],
    },
    work,
    education,
    skills,
    languages: pool.languages.slice(0, 2).map(([language, fluency]) => ({ language, fluency })),
    meta: {
      corpus: {
        lang,
        dateStyle,
        nowWord: pick(NOW[lang]),
        order: n % 2 === 0 ? 'title-first' : 'company-first',
        heading: HEADINGS[lang][(n + i) % HEADINGS[lang].length]!,
        icons: n % 3 === 1,
        splitRange: n % 5 === 2,
      },
    },
  };
};

/** 60 personas: 10 from each pool, interleaved so every slice of the list mixes countries. */
export const buildPersonas = (): Persona[] => {
  const out: Persona[] = [];
  for (let i = 0; i < 10; i++)
    for (const [p, pool] of POOLS.entries()) out.push(buildPersona(pool, i, i * 6 + p));
  return out;
};
