import {
  COUNTRIES,
  labelOf,
  type TQualificationQuestionResult,
  type TQualificationQuestionSnapshot,
  type TResumeCriteria,
} from '@ats/contract';

/**
 * The knock-out rules (docs/decisions/application-flow.md#pre-screening): a disqualifying answer in a
 * question profile that declines, and the resume profile's country criterion. Answers of a
 * "flag" profile are listed for the recruiter and never end the application.
 */
export const preScreen = (input: {
  onDisqualify: 'decline' | 'flag' | null;
  questions: TQualificationQuestionSnapshot[];
  results: TQualificationQuestionResult[];
  criteria: TResumeCriteria | null;
  country: string | null;
}) => {
  const failed: string[] = [];
  const flagged: string[] = [];
  for (const r of input.results) {
    if (r.qualifies) continue;
    const text = input.questions.find((q) => q.questionId === r.questionId)?.text ?? r.questionId;
    const line = `${text}: ${r.answerText}`;
    if (input.onDisqualify === 'decline') failed.push(line);
    else flagged.push(line);
  }
  const countries = input.criteria?.countries ?? [];
  if (countries.length && !countries.includes(input.country as never)) {
    failed.push(
      `Country: ${input.country ? labelOf(COUNTRIES, input.country) : 'none'} is not one of ${countries
        .map((c) => labelOf(COUNTRIES, c))
        .join(', ')}`,
    );
  }
  return { passed: failed.length === 0, failed, flagged };
};
