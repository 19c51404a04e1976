import type { TJsonResume } from '@ats/contract';

/** The fields a candidate checks and corrects, as plain strings (one text box each). */
export interface ResumeFormValue {
  name: string;
  email: string;
  phone: string;
  city: string;
  countryCode: string;
  work: { position: string; company: string; startDate: string; endDate: string }[];
  education: { studyType: string; institution: string }[];
  skills: string;
  languages: string;
}

const skillNames = (r: TJsonResume) => [
  ...new Set(r.skills.flatMap((s) => (s.keywords?.length ? s.keywords : [s.name]))),
];
const list = (s: string) => [
  ...new Set(
    s
      .split(',')
      .map((x) => x.trim())
      .filter(Boolean),
  ),
];

export const toFormValue = (r: TJsonResume): ResumeFormValue => ({
  name: r.basics.name ?? '',
  email: r.basics.email ?? '',
  phone: r.basics.phone ?? '',
  city: r.basics.location?.city ?? '',
  countryCode: r.basics.location?.countryCode ?? '',
  work: r.work.map((w) => ({
    position: w.position ?? '',
    company: w.name ?? '',
    startDate: w.startDate ?? '',
    endDate: w.endDate ?? '',
  })),
  education: r.education.map((e) => ({ studyType: e.studyType ?? '', institution: e.institution ?? '' })),
  skills: skillNames(r).join(', '),
  languages: r.languages.map((l) => l.language).join(', '),
});

/** YYYY, YYYY-MM or YYYY-MM-DD (what JSON Resume dates allow), or empty. */
export const isResumeDate = (s: string) => !s.trim() || /^\d{4}(-(0[1-9]|1[0-2])(-\d{2})?)?$/.test(s.trim());

const opt = (s: string) => (s.trim() ? s.trim() : undefined);

/**
 * The confirmed resume: the parsed one with the candidate's corrections applied. What the form
 * does not show (highlights, summaries, certificates) is kept as parsed; unchanged skill and
 * language lists keep their groups and fluency.
 */
export const fromFormValue = (original: TJsonResume, v: ResumeFormValue): TJsonResume => {
  const before = toFormValue(original);
  const location = {
    ...original.basics.location,
    city: opt(v.city),
    countryCode: opt(v.countryCode)?.toUpperCase(),
  };
  return {
    ...original,
    basics: {
      ...original.basics,
      name: opt(v.name),
      email: opt(v.email),
      phone: opt(v.phone),
      location: Object.values(location).some(Boolean) ? location : undefined,
    },
    work: v.work.map((w, i) => ({
      ...original.work[i],
      position: opt(w.position),
      name: opt(w.company),
      startDate: opt(w.startDate),
      endDate: opt(w.endDate),
    })),
    education: v.education.map((e, i) => ({
      ...original.education[i],
      studyType: opt(e.studyType),
      institution: opt(e.institution),
    })),
    skills: v.skills === before.skills ? original.skills : list(v.skills).map((name) => ({ name })),
    languages:
      v.languages === before.languages
        ? original.languages
        : list(v.languages).map(
            (language) => original.languages.find((l) => l.language === language) ?? { language },
          ),
  };
};
