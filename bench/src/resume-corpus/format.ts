/** How the corpus's hand-written templates show a persona: dates, headings, contact lines. */
import { MONTH_NAMES } from '../../../apps/api/src/modules/resume-parsing/fixtures/month-names';
import type { Persona, WorkItem } from './personas';

const MON = {
  en: MONTH_NAMES.map((m) => m.slice(0, 3)),
  es: ['ene.', 'feb.', 'mar.', 'abr.', 'may.', 'jun.', 'jul.', 'ago.', 'sep.', 'oct.', 'nov.', 'dic.'],
};
const MONTH = {
  en: MONTH_NAMES,
  es: [
    'enero',
    'febrero',
    'marzo',
    'abril',
    'mayo',
    'junio',
    'julio',
    'agosto',
    'septiembre',
    'octubre',
    'noviembre',
    'diciembre',
  ],
};
const SEASONS = {
  en: ['Spring', 'Summer', 'Fall', 'Winter'],
  es: ['Primavera', 'Verano', 'Otoño', 'Invierno'],
};

/** One date as the persona's style writes it (`k` varies the season between entries). */
const showDate = (p: Persona, iso: string, k = 0): string => {
  const { dateStyle, lang } = p.meta.corpus;
  const y = iso.slice(0, 4);
  const m = Number(iso.slice(5, 7)) || 1;
  switch (dateStyle) {
    case 'mon':
      return `${MON[lang][m - 1]} ${y}`;
    case 'month':
      return `${MONTH[lang][m - 1]} ${y}`;
    case 'mm/yyyy':
      return `${String(m).padStart(2, '0')}/${y}`;
    case 'iso':
      return `${y}-${String(m).padStart(2, '0')}`;
    case 'year':
      return y;
    case 'season':
      return `${SEASONS[lang][k % 4]} ${y}`;
  }
};

/** The start and the end of a range ("Present" and the like for a job held now). */
export const rangeParts = (
  p: Persona,
  w: { startDate: string; endDate?: string },
  k = 0,
): [string, string] => [
  showDate(p, w.startDate, k),
  w.endDate ? showDate(p, w.endDate, k + 1) : p.meta.corpus.nowWord,
];
export const range = (p: Persona, w: { startDate: string; endDate?: string }, k = 0, dash = ' – ') =>
  rangeParts(p, w, k).join(dash);

export const t = (p: Persona, en: string, es: string) => (p.meta.corpus.lang === 'es' ? es : en);
export const headings = (p: Persona) => ({
  work: p.meta.corpus.heading,
  education: t(p, 'Education', 'Educación'),
  skills: t(p, 'Skills', 'Habilidades'),
  languages: t(p, 'Languages', 'Idiomas'),
  summary: t(p, 'Summary', 'Perfil'),
  contact: t(p, 'Contact', 'Contacto'),
});
export const place = (p: Persona) => `${p.basics.location.city}, ${p.basics.location.region}`;
export const degree = (p: Persona, e: Persona['education'][number]) =>
  `${e.studyType} ${t(p, 'in', 'en')} ${e.area}`;
/** Title-first or company-first, as the persona writes the entry's first line. */
export const firstSecond = (p: Persona, w: WorkItem): [string, string] =>
  p.meta.corpus.order === 'title-first' ? [w.position, w.name] : [w.name, w.position];
