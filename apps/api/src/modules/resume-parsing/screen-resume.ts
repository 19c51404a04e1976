import { createHash } from 'node:crypto';
import {
  COUNTRIES,
  EDUCATION_LEVELS,
  labelOf,
  type TCriterionVerdict,
  type TJsonResume,
  type TResumeCriteria,
  type TResumeVerdict,
} from '@ats/contract';
import { educationLevel, educationRank, mentions } from '../../adapters/ai/builtin/text-metrics';
import { yearsCovered } from './dates';

/** Points each kind of rule criterion weighs (docs/decisions/resume-parsing.md#screening-score). */
export const WEIGHTS = {
  'required-skill': 10,
  'nice-to-have-skill': 4,
  'min-years': 20,
  education: 15,
  language: 10,
  country: 10,
  prompt: 20,
} as const;

const COUNTRY_CODES: Record<string, keyof typeof COUNTRIES> = {
  PH: 'philippines',
  CR: 'costa-rica',
  ZA: 'south-africa',
  IN: 'india',
  US: 'usa',
};

/** Lines of the resume text mentioning a term (the evidence a recruiter can check), at most three. */
const quotes = (lines: string[], term: string) =>
  lines
    .filter((l) => mentions(l, term))
    .slice(0, 3)
    .map((l) => l.replace(/^\s*(?:[•·▪◦‣●○■□➢➤►▶✓✔*]|-(?=\s)|–(?=\s))\s*/, '').trim());

/** The resume as lines of text: the parsed text when there is one, else the JSON Resume written out. */
export const resumeTextLines = (resume: TJsonResume, text?: string): string[] => {
  if (text?.trim()) return text.split('\n').filter((l) => l.trim());
  const b = resume.basics ?? {};
  return [
    b.name,
    b.label,
    b.summary,
    b.location
      ? [b.location.city, b.location.region, b.location.countryCode].filter(Boolean).join(', ')
      : undefined,
    ...resume.work.flatMap((w) => [
      [w.position, w.name, [w.startDate, w.endDate ?? 'Present'].filter(Boolean).join(' – ')]
        .filter(Boolean)
        .join(' | '),
      ...(w.highlights ?? []),
    ]),
    ...resume.education.map((e) =>
      [e.studyType, e.area, e.institution, e.endDate].filter(Boolean).join(', '),
    ),
    ...resume.skills.map((s) => [s.name, ...(s.keywords ?? [])].join(', ')),
    ...resume.languages.map((l) => [l.language, l.fluency].filter(Boolean).join(' ')),
    ...resume.certificates.map((c) => [c.name, c.issuer, c.date].filter(Boolean).join(', ')),
  ].filter((l): l is string => !!l?.trim());
};

export interface PromptJudgement {
  verdict: Omit<TCriterionVerdict, 'weight' | 'points'>;
  /** 0–100, or null when the prompt could not judge (built-in provider with nothing to check). */
  score: number | null;
}

/**
 * Scores a parsed resume against a resume profile's rule criteria and its prompts' judgements.
 * Each criterion says met / not met / unknown with the resume lines it relied on. The result
 * recommends (advance or review); it never declines.
 */
export const screenResume = (args: {
  resume: TJsonResume;
  text?: string;
  criteria: TResumeCriteria;
  passThreshold: number;
  prompts?: PromptJudgement[];
  now?: Date;
}): TResumeVerdict => {
  const { resume, criteria } = args;
  const now = args.now ?? new Date();
  const lines = resumeTextLines(resume, args.text);
  const all = lines.join('\n');
  const out: TCriterionVerdict[] = [];
  const push = (v: Omit<TCriterionVerdict, 'weight' | 'points' | 'prompt'>, weight: number) =>
    out.push({ ...v, weight, points: v.status === 'met' ? weight : 0, prompt: null });
  const empty = !all.trim();

  for (const [kind, list] of [
    ['required-skill', criteria.requiredSkills],
    ['nice-to-have-skill', criteria.niceToHaveSkills],
  ] as const)
    for (const skill of list) {
      const evidence = quotes(lines, skill);
      push(
        {
          kind,
          label: `${kind === 'required-skill' ? 'Required' : 'Nice-to-have'} skill: ${skill}`,
          status: empty ? 'unknown' : evidence.length ? 'met' : 'not-met',
          reason: empty
            ? 'The resume has no readable text'
            : evidence.length
              ? `“${skill}” appears in the resume`
              : `“${skill}” does not appear in the resume (a synonym may; check the text)`,
          evidence,
        },
        WEIGHTS[kind],
      );
    }

  if (criteria.minYearsExperience > 0) {
    const dated = resume.work.filter((w) => w.startDate);
    const years = yearsCovered(dated, now);
    push(
      {
        kind: 'min-years',
        label: `At least ${criteria.minYearsExperience} years of experience`,
        status: dated.length ? (years >= criteria.minYearsExperience ? 'met' : 'not-met') : 'unknown',
        reason: dated.length
          ? `The dated roles cover ${years} years (overlaps counted once)`
          : 'No role on the resume has dates',
        evidence: dated
          .slice(0, 5)
          .map(
            (w) =>
              `${[w.position, w.name].filter(Boolean).join(', ')}: ${w.startDate} – ${w.endDate ?? 'Present'}`,
          ),
      },
      WEIGHTS['min-years'],
    );
  }

  if (criteria.minEducationLevel) {
    const entries = resume.education.map((e) =>
      [e.studyType, e.area, e.institution].filter(Boolean).join(', '),
    );
    const levels = entries.map((e) => ({ e, level: educationLevel(e) }));
    const best = levels.reduce<{ e: string; level: string | null } | null>(
      (b, x) => (x.level && (!b || educationRank(x.level) > educationRank(b.level)) ? x : b),
      null,
    );
    const wanted = criteria.minEducationLevel;
    const met =
      wanted === 'other' ? entries.length > 0 : !!best && educationRank(best.level) >= educationRank(wanted);
    push(
      {
        kind: 'education',
        label: `Education: ${labelOf(EDUCATION_LEVELS, wanted)} or higher`,
        status: entries.length ? (met ? 'met' : best ? 'not-met' : 'unknown') : 'unknown',
        reason: best
          ? `Highest found: ${labelOf(EDUCATION_LEVELS, best.level!)}`
          : entries.length
            ? 'The education entries name no recognised level'
            : 'The resume lists no education',
        evidence: best ? [best.e] : entries.slice(0, 2),
      },
      WEIGHTS.education,
    );
  }

  for (const language of criteria.requiredLanguages) {
    const listed = resume.languages.find((l) => l.language.toLowerCase() === language.toLowerCase());
    const evidence = listed
      ? [[listed.language, listed.fluency].filter(Boolean).join(' ')]
      : quotes(lines, language);
    push(
      {
        kind: 'language',
        label: `Language: ${language}`,
        status: evidence.length ? 'met' : resume.languages.length ? 'not-met' : 'unknown',
        reason: evidence.length
          ? `${language} is listed`
          : resume.languages.length
            ? `The languages listed do not include ${language}`
            : 'The resume lists no languages (the language it is written in is not counted)',
        evidence,
      },
      WEIGHTS.language,
    );
  }

  if (criteria.countries.length) {
    const code = resume.basics?.location?.countryCode?.toUpperCase();
    const country = code ? COUNTRY_CODES[code] : undefined;
    const where = resume.basics?.location;
    push(
      {
        kind: 'country',
        label: `Lives in ${criteria.countries.map((c) => labelOf(COUNTRIES, c)).join(' or ')}`,
        status: !code ? 'unknown' : country && criteria.countries.includes(country) ? 'met' : 'not-met',
        reason: code
          ? `The resume gives a location in ${country ? labelOf(COUNTRIES, country) : code}`
          : 'The resume gives no location',
        evidence: where ? [[where.city, where.region, where.countryCode].filter(Boolean).join(', ')] : [],
      },
      WEIGHTS.country,
    );
  }

  for (const p of args.prompts ?? []) {
    const weight = WEIGHTS.prompt;
    out.push({ ...p.verdict, weight, points: p.score === null ? 0 : Math.round((weight * p.score) / 100) });
  }

  // Unknown criteria neither add nor count against: they are left for the recruiter.
  const judged = out.filter((c) => c.status !== 'unknown');
  const total = judged.reduce((s, c) => s + c.weight, 0);
  const points = judged.reduce((s, c) => s + c.points, 0);
  const score = total ? Math.round((100 * points) / total) : 0;
  const knockOuts = out
    .filter(
      (c) =>
        c.status === 'not-met' &&
        ['required-skill', 'min-years', 'education', 'language', 'country'].includes(c.kind),
    )
    .map((c) => c.label);
  const inputHash = createHash('sha256')
    .update(JSON.stringify({ resume, criteria, passThreshold: args.passThreshold, text: args.text ?? null }))
    .digest('hex');
  return {
    score,
    passThreshold: args.passThreshold,
    recommendation: total && score >= args.passThreshold ? 'advance' : 'review',
    knockOuts,
    criteria: out,
    yearsOfExperience: yearsCovered(
      resume.work.filter((w) => w.startDate),
      now,
    ),
    inputHash,
    evaluatedAt: now.toISOString(),
  };
};
