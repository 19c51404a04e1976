import {
  cefrEstimate,
  cefrMappingText,
  type TLanguageAnalysis,
  type TLanguageTemplateBody,
} from '@ats/contract';

/**
 * Scores the multiple-choice sections: each section's % correct, the mean of the sections
 * (weighted equally, so a short listening section counts as much as a long grammar one), and the
 * CEFR estimate from the stated mapping. Unanswered questions count as wrong.
 */
export const scoreLanguage = (
  body: TLanguageTemplateBody,
  answers: Record<string, number>,
): TLanguageAnalysis => {
  const round = (n: number) => Math.round(n * 10) / 10;
  // Spoken responses are rated by the reviewer (CEFR descriptors), not scored here.
  const scored = body.sections.filter((s) => s.type !== 'speaking');
  const sections = scored.map((s) => {
    const correct = s.questions.filter((q) => answers[q.id] === q.correct).length;
    const total = s.questions.length;
    return {
      id: s.id,
      type: s.type,
      title: s.title,
      correct,
      total,
      percent: round((100 * correct) / total),
    };
  });
  const percent = sections.length
    ? round(sections.reduce((n, s) => n + (100 * s.correct) / s.total, 0) / sections.length)
    : 0;
  const estimate = cefrEstimate(percent, body.targetLevel);
  return {
    sections,
    answers: scored.flatMap((s) =>
      s.questions.map((q) => ({
        sectionId: s.id,
        questionId: q.id,
        prompt: q.prompt,
        options: q.options,
        chosen: answers[q.id] ?? null,
        correct: q.correct,
      })),
    ),
    percent,
    targetLevel: body.targetLevel,
    cefr: estimate.level,
    cefrCapped: estimate.capped,
    mapping: cefrMappingText(body.targetLevel),
  };
};
