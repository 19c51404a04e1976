import { franc } from 'franc';

/** ISO 639-3 codes franc returns → names people write in prompts. */
const LANGUAGE_NAMES: Record<string, string> = {
  eng: 'English',
  spa: 'Spanish',
  fra: 'French',
  deu: 'German',
  por: 'Portuguese',
  ita: 'Italian',
  nld: 'Dutch',
  tgl: 'Tagalog',
  cmn: 'Chinese',
  jpn: 'Japanese',
  kor: 'Korean',
  hin: 'Hindi',
  arb: 'Arabic',
  rus: 'Russian',
  pol: 'Polish',
  tur: 'Turkish',
  vie: 'Vietnamese',
  ind: 'Indonesian',
};
export const KNOWN_LANGUAGES = Object.values(LANGUAGE_NAMES);

const words = (text: string) => text.match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu) ?? [];

/** The document's language by trigram statistics (franc); `und` when the text is too short. */
export const detectLanguage = (text: string): { code: string; name: string | null } => {
  const code = franc(text.slice(0, 20_000), { minLength: 20 });
  return { code, name: LANGUAGE_NAMES[code] ?? null };
};

const syllables = (word: string) => {
  const w = word.toLowerCase().replace(/[^a-z]/g, '');
  if (w.length <= 3) return 1;
  const groups = w
    .replace(/(?:[^laeiouy]es|ed|[^laeiouy]e)$/, '')
    .replace(/^y/, '')
    .match(/[aeiouy]{1,2}/g);
  return Math.max(1, groups?.length ?? 1);
};

/** Flesch reading ease (higher is easier) and Flesch–Kincaid grade, for English-like text. */
export const readability = (text: string) => {
  const ws = words(text);
  const sentences = Math.max(1, (text.match(/[.!?]+(\s|$)/g) ?? []).length);
  if (ws.length === 0) return { words: 0, sentences: 0, fleschReadingEase: null, gradeLevel: null };
  const syl = ws.reduce((n, w) => n + syllables(w), 0);
  const wps = ws.length / sentences;
  const spw = syl / ws.length;
  const round = (n: number) => Math.round(n * 10) / 10;
  return {
    words: ws.length,
    sentences,
    fleschReadingEase: round(206.835 - 1.015 * wps - 84.6 * spw),
    gradeLevel: round(0.39 * wps + 11.8 * spw - 15.59),
  };
};

const NOW_YEAR = () => new Date().getUTCFullYear();

/**
 * Years of experience a document states: the largest "N years" it claims, or the span of the
 * year ranges it lists (2018 – 2022, 2020 – present), whichever is larger.
 */
export const yearsOfExperience = (text: string): number | null => {
  const claimed = [...text.matchAll(/(\d{1,2}(?:\.\d)?)\s*\+?\s*(?:years?|yrs?)\b/gi)].map((m) =>
    Number(m[1]),
  );
  let spanned = 0;
  for (const m of text.matchAll(
    /\b((?:19|20)\d{2})\s*(?:-|–|—|to)\s*((?:19|20)\d{2}|present|current|now)\b/gi,
  )) {
    const from = Number(m[1]);
    const to = /^\d/.test(m[2] ?? '') ? Number(m[2]) : NOW_YEAR();
    if (to >= from) spanned += to - from;
  }
  const best = Math.max(0, ...claimed, spanned);
  return best > 0 ? best : null;
};

/** Education levels from lowest to highest, with the words that name them. */
export const EDUCATION_RANK = [
  { level: 'high-school', words: /\b(high school|secondary school|GED)\b/i },
  { level: 'associate', words: /\b(associate'?s? degree|associate of|A\.A\.|A\.S\.)/i },
  { level: 'bachelor', words: /\b(bachelor'?s?|B\.?S\.?c?\b|B\.A\.|BSc|BBA|undergraduate degree)/i },
  { level: 'master', words: /\b(master'?s?|M\.?S\.?c\b|MBA|M\.A\.|MSc)/i },
  { level: 'doctorate', words: /\b(doctorate|Ph\.?D|doctoral)\b/i },
] as const;

/** The highest education level a text mentions, or null. */
export const educationLevel = (text: string): string | null => {
  let found: string | null = null;
  for (const e of EDUCATION_RANK) if (e.words.test(text)) found = e.level;
  return found;
};

export const educationRank = (level: string | null) =>
  level ? EDUCATION_RANK.findIndex((e) => e.level === level) : -1;

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether a term occurs as a whole word or phrase, ignoring case. */
export const mentions = (text: string, term: string) =>
  new RegExp(`(^|[^\\p{L}\\p{N}])${escapeRegExp(term)}($|[^\\p{L}\\p{N}])`, 'iu').test(text);
