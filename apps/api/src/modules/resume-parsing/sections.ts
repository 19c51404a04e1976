/** Section headings and their common synonyms, matched in any case (and "S K I L L S" spacing). */
const SECTION_SYNONYMS = {
  summary: [
    'summary',
    'professional summary',
    'profile',
    'professional profile',
    'objective',
    'career objective',
    'about me',
    'about',
    'career summary',
    'personal statement',
    'overview',
    'executive summary',
    'perfil',
    'perfil profesional',
    'resumen',
    'resumen profesional',
    'sobre mi',
    'acerca de mi',
    'objetivo',
  ],
  work: [
    'experience',
    'work experience',
    'professional experience',
    'employment history',
    'employment',
    'work history',
    'career history',
    'relevant experience',
    'job history',
    'experience summary',
    'professional background',
    'career',
    'positions held',
    'work',
    'experiencia',
    'experiencia laboral',
    'experiencia profesional',
    'historial laboral',
    'trayectoria profesional',
  ],
  education: [
    'education',
    'academic background',
    'educational background',
    'education and training',
    'academic qualifications',
    'educational qualifications',
    'qualifications',
    'academics',
    'education & training',
    'academic history',
    'educacion',
    'formacion',
    'formacion academica',
    'estudios',
    'educacion y formacion',
  ],
  skills: [
    'skills',
    'technical skills',
    'key skills',
    'core skills',
    'core competencies',
    'competencies',
    'skills & abilities',
    'skills and abilities',
    'areas of expertise',
    'expertise',
    'skill set',
    'skillset',
    'tools',
    'technologies',
    'tools & technologies',
    'strengths',
    'habilidades',
    'competencias',
    'conocimientos',
    'aptitudes',
  ],
  languages: [
    'languages',
    'language',
    'language skills',
    'languages spoken',
    'language proficiency',
    'idiomas',
  ],
  certificates: [
    'certifications',
    'certificates',
    'certification',
    'licenses',
    'licenses & certifications',
    'licenses and certifications',
    'certifications & licenses',
    'courses',
    'training',
    'trainings',
    'professional development',
  ],
  contact: [
    'contact',
    'contact information',
    'contact details',
    'personal details',
    'personal information',
    'informacion personal',
    'details',
    'contacto',
    'datos personales',
  ],
  other: [
    'projects',
    'references',
    'interests',
    'hobbies',
    'volunteer',
    'volunteering',
    'awards',
    'achievements',
    'publications',
    'activities',
    'affiliations',
    'references available upon request',
    'referencias',
    'intereses',
    'proyectos',
  ],
} as const;
export type SectionKind = keyof typeof SECTION_SYNONYMS;

const LOOKUP = new Map<string, SectionKind>();
/** The same names without spaces: "W O R K E X P E R I E N C E" loses its word gaps too. */
const SPACELESS = new Map<string, SectionKind>();
for (const [kind, names] of Object.entries(SECTION_SYNONYMS))
  for (const n of names) {
    LOOKUP.set(n, kind as SectionKind);
    SPACELESS.set(n.replace(/[ &]/g, ''), kind as SectionKind);
  }

const normal = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' & ')
    .replace(/[^a-z& ]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** "S K I L L S" → "SKILLS" (letter-spaced headings of designed resumes). */
const unspace = (s: string) => (/^(?:[A-Za-z] ){2,}[A-Za-z]$/.test(s.trim()) ? s.replace(/ /g, '') : s);

/** The section a heading line names, or null. A heading is short and nothing but the name (a colon may follow). */
export const headingOf = (line: string): SectionKind | null => {
  const t = unspace(line.trim()).replace(/[:：]\s*$/, '');
  if (t.length > 40) return null;
  const found = LOOKUP.get(normal(t));
  if (found) return found;
  // Letter-spaced, kerned into pairs now and then ("E D U C AT I O N", "W O R K E X P E R I E N C E").
  const raw = line.trim().replace(/[:：]\s*$/, '');
  if (/^(?:\p{L}{1,2} )+\p{L}{1,2}$/u.test(raw))
    return SPACELESS.get(normal(raw).replace(/[ &]/g, '')) ?? null;
  return null;
};

/** "Skills: Zendesk, Excel" → the section and the rest of the line. */
export const inlineHeadingOf = (line: string): { kind: SectionKind; rest: string } | null => {
  const m = line.match(/^([A-Za-z &]{3,40})\s*[:：]\s*(.+)$/);
  if (!m) return null;
  const kind = LOOKUP.get(normal(m[1]!));
  return kind && kind !== 'work' && kind !== 'education' ? { kind, rest: m[2]!.trim() } : null;
};

/**
 * A heading set in a left label column, read on one line with the first line of its section
 * ("Work  Customer Success Manager", "Education  North Carolina State University"): the heading
 * and the rest, when the words before the rest name a section and the rest starts a new phrase.
 */
export const leftHeadingOf = (line: string): { kind: SectionKind; rest: string } | null => {
  const words = line.trim().split(/\s+/);
  for (let k = Math.min(3, words.length - 1); k >= 1; k--) {
    const head = words.slice(0, k).join(' ');
    if (!/^\p{Lu}/u.test(head)) continue;
    const kind = LOOKUP.get(normal(head));
    const rest = words.slice(k).join(' ');
    if (kind && kind !== 'other' && /^[\p{Lu}\d(+@]/u.test(rest)) return { kind, rest };
  }
  return null;
};
