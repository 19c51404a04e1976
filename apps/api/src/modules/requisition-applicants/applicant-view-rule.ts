import type { TQualificationQuestionResult, TQualificationQuestionSnapshot } from '@ats/contract';

/**
 * SPEC §5, the applicant-view rule: questions that are not of a text type and have no answers are
 * dropped, together with their results; the remaining results are renumbered by idx order
 * (0, 1, 2, … in the order of their original idx).
 */
export const applyApplicantViewRule = (
  questions: TQualificationQuestionSnapshot[],
  results: TQualificationQuestionResult[],
) => {
  const dropped = (q: TQualificationQuestionSnapshot | undefined) =>
    q !== undefined && q.type !== 'text-entry' && q.answers.length === 0;
  const droppedIds = new Set(questions.filter(dropped).map((q) => q.questionId));
  const keptResults = results
    .filter((r) => {
      const question = questions.find((q) => q.questionId === r.questionId) ?? questions[r.idx];
      return !droppedIds.has(r.questionId) && !dropped(question);
    })
    .sort((a, b) => a.idx - b.idx)
    .map((r, idx) => ({ ...r, idx }));
  return {
    qualificationQuestions: questions.filter((q) => !dropped(q)),
    qualificationQuestionResults: keptResults,
  };
};
