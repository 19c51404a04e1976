import { EDUCATION_LEVELS, fillTemplate, labelOf } from '@ats/contract';
import { z } from 'zod';
import { readCriteria } from './criteria-reader';
import {
  detectLanguage,
  educationLevel,
  educationRank,
  mentions,
  readability,
  yearsOfExperience,
} from './text-metrics';

export const BUILTIN_PROVIDER = 'built-in';
export const BUILTIN_MODEL = 'rules-v1';

const ZRuleCheck = z.object({
  criterion: z.string(),
  status: z.enum(['met', 'not_met', 'not_checked']),
  detail: z.string(),
});

/** The built-in engine's structured answer to "run this prompt on this document". */
export const ZRulesReport = z.object({
  provider: z.literal(BUILTIN_PROVIDER),
  note: z.string(),
  checks: z.array(ZRuleCheck),
  score: z.number().int().min(0).max(100).nullable(),
  document: z.object({
    words: z.number().int(),
    language: z.string().nullable(),
    fleschReadingEase: z.number().nullable(),
    gradeLevel: z.number().nullable(),
    yearsOfExperience: z.number().nullable(),
    educationLevel: z.string().nullable(),
  }),
  needsLanguageModel: z.array(z.string()),
});
export type TRulesReport = z.infer<typeof ZRulesReport>;

/** Instructions only a language model can follow: judgement, summaries, free-form writing. */
const JUDGEMENT =
  /\b(summar\w*|assess\w*|evaluat\w*|judge|explain\w*|describe|tone|culture|fit|recommend\w*|rate|impress\w*|write|rewrite|feedback|reason\w*|why)\b/i;

const sentencesOf = (text: string) =>
  text
    .replace(/\{\{[^}]*\}\}/g, ' ')
    .split(/(?<=[.!?])\s+|\n+/)
    .map((s) => s.trim())
    .filter((s) => s.length > 8);

const NOTE =
  'Built-in rules engine: no language model read this. It checked only what rules can check; set AI_BASE_URL to use a language model for the rest.';

/** Runs a prompt template by rule over the document in `values.resume` (or transcript/answer). */
export const rulesReport = (definition: string, values: Record<string, string>): TRulesReport => {
  const doc = values.resume ?? values.transcript ?? values.answer ?? values.typingText ?? '';
  const criteria = readCriteria(fillTemplate(definition, {}), values.criteria);
  const checks: TRulesReport['checks'] = [];
  for (const k of criteria.keywords) {
    const hit = mentions(doc, k);
    checks.push({
      criterion: `Mentions “${k}”`,
      status: hit ? 'met' : 'not_met',
      detail: hit ? 'found in the document' : 'not found in the document',
    });
  }
  const years = yearsOfExperience(doc);
  if (criteria.minYears !== null) {
    checks.push({
      criterion: `At least ${criteria.minYears} years of experience`,
      status: years === null ? 'not_checked' : years >= criteria.minYears ? 'met' : 'not_met',
      detail:
        years === null ? 'the document states no years or date ranges' : `the document shows ${years} years`,
    });
  }
  const education = educationLevel(doc);
  if (criteria.minEducation) {
    const wanted = labelOf(EDUCATION_LEVELS, criteria.minEducation);
    checks.push({
      criterion: `Education: ${wanted} or higher`,
      status:
        education === null
          ? 'not_met'
          : educationRank(education) >= educationRank(criteria.minEducation)
            ? 'met'
            : 'not_met',
      detail: education ? `highest found: ${labelOf(EDUCATION_LEVELS, education)}` : 'no degree found',
    });
  }
  const language = detectLanguage(doc);
  for (const l of criteria.languages) {
    const written = language.name?.toLowerCase() === l.toLowerCase();
    const named = mentions(doc, l);
    checks.push({
      criterion: `Language: ${l}`,
      status: written || named ? 'met' : language.name ? 'not_met' : 'not_checked',
      detail: written
        ? `the document is written in ${l}`
        : named
          ? `${l} is listed in the document`
          : language.name
            ? `the document is written in ${language.name} and does not list ${l}`
            : 'the document is too short to tell its language',
    });
  }
  const read = readability(doc);
  const judged = checks.filter((c) => c.status !== 'not_checked');
  const needsLanguageModel = sentencesOf(definition)
    .filter((s) => JUDGEMENT.test(s))
    .slice(0, 10);
  return {
    provider: BUILTIN_PROVIDER,
    note: NOTE,
    checks,
    score: judged.length
      ? Math.round((100 * judged.filter((c) => c.status === 'met').length) / judged.length)
      : null,
    document: {
      words: read.words,
      language: language.name,
      fleschReadingEase: read.fleschReadingEase,
      gradeLevel: read.gradeLevel,
      yearsOfExperience: years,
      educationLevel: education,
    },
    needsLanguageModel,
  };
};

const MARK = { met: '✔', not_met: '✘', not_checked: '–' } as const;

/** The report as readable text: what streams into the test panel. */
export const renderReport = (r: TRulesReport): string => {
  const lines = [`Provider: built-in rules engine (${BUILTIN_MODEL}), not a language model.`, ''];
  if (r.checks.length) {
    lines.push('Checked by rule:');
    for (const c of r.checks) lines.push(`${MARK[c.status]} ${c.criterion}: ${c.detail}`);
    if (r.score !== null) lines.push(`Rule score: ${r.score}/100`);
  } else {
    lines.push('The prompt names no skills, years, education or languages the rules can check.');
  }
  const d = r.document;
  lines.push(
    '',
    'Document:',
    `- ${d.words} words; language: ${d.language ?? 'not detected'}`,
    `- readability: ${d.fleschReadingEase ?? 'n/a'} (Flesch reading ease), grade ${d.gradeLevel ?? 'n/a'}`,
    `- years of experience stated: ${d.yearsOfExperience ?? 'none found'}`,
    `- highest education: ${d.educationLevel ? labelOf(EDUCATION_LEVELS, d.educationLevel) : 'none found'}`,
  );
  if (r.needsLanguageModel.length) {
    lines.push('', 'Needs a language model (not evaluated):');
    for (const s of r.needsLanguageModel) lines.push(`- ${s}`);
  }
  lines.push('', r.note);
  return lines.join('\n');
};
