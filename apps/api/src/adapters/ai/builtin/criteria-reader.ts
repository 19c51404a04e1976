import { EDUCATION_RANK, KNOWN_LANGUAGES } from './text-metrics';

/** What the rules can check, read from the template and the criteria the caller gave. */
export interface ReadCriteria {
  keywords: string[];
  minYears: number | null;
  minEducation: string | null;
  languages: string[];
}

const TERM_LINE =
  /(skills?|keywords?|must[- ]have|required|requirements?|nice to have|tools?)\s*[:\-–]\s*(.+)$/i;

const splitTerms = (s: string) =>
  s
    .split(/[,;•|]|\band\b/)
    .map((t) => t.replace(/[.{}[\]"]/g, '').trim())
    .filter((t) => t.length > 1 && t.length <= 60 && !/^\[.*not given\]$/.test(t));

/** Criteria given as the resume profile's JSON (`requiredSkills`, `minYearsExperience`, …). */
const fromJson = (text: string): Partial<ReadCriteria> | null => {
  try {
    const c = JSON.parse(text) as Record<string, unknown>;
    if (!c || typeof c !== 'object') return null;
    const list = (v: unknown) =>
      Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
    return {
      keywords: [...list(c.requiredSkills), ...list(c.niceToHaveSkills), ...list(c.keywords)],
      minYears:
        typeof c.minYearsExperience === 'number' && c.minYearsExperience > 0 ? c.minYearsExperience : null,
      minEducation: typeof c.minEducationLevel === 'string' ? c.minEducationLevel : null,
      languages: list(c.requiredLanguages),
    };
  } catch {
    return null;
  }
};

export const readCriteria = (template: string, criteria: string | undefined): ReadCriteria => {
  const json = criteria ? fromJson(criteria) : null;
  const text = `${template}\n${json ? '' : (criteria ?? '')}`;
  const keywords = new Map<string, string>();
  const add = (t: string) => {
    if (!keywords.has(t.toLowerCase())) keywords.set(t.toLowerCase(), t);
  };
  for (const t of json?.keywords ?? []) add(t);
  for (const line of text.split('\n')) {
    const m = TERM_LINE.exec(line.trim());
    if (m?.[2]) for (const t of splitTerms(m[2])) add(t);
  }
  const years = [...text.matchAll(/(?:at least|minimum(?: of)?|min\.?|over)?\s*(\d{1,2})\s*\+?\s*years?/gi)]
    .map((m) => Number(m[1]))
    .filter((n) => n > 0);
  // The lowest level the text names is the minimum it asks for.
  const minEducation = json?.minEducation ?? EDUCATION_RANK.find((e) => e.words.test(text))?.level ?? null;
  const languages = new Set(json?.languages ?? []);
  for (const name of KNOWN_LANGUAGES) if (new RegExp(`\\b${name}\\b`, 'i').test(text)) languages.add(name);
  // A language named as a skill is checked as a language, not as a keyword.
  for (const l of languages) keywords.delete(l.toLowerCase());
  return {
    keywords: [...keywords.values()].slice(0, 50),
    minYears: json?.minYears ?? (years.length ? Math.max(...years) : null),
    minEducation,
    languages: [...languages],
  };
};
