import type { TQualificationQuestionResult, TQualificationQuestionSnapshot } from '@ats/contract';
import { describe, expect, it } from 'vitest';
import { applyApplicantViewRule } from './applicant-view-rule';

const q = (
  questionId: string,
  type: 'text-entry' | 'multiple-choice',
  answers: string[] = [],
): TQualificationQuestionSnapshot => ({
  questionId,
  text: `Question ${questionId}`,
  type,
  required: true,
  answers: answers.map((a, i) => ({ id: `${questionId}-${i}`, text: a, qualifying: true })),
});
const r = (idx: number, questionId: string, answerText = 'x'): TQualificationQuestionResult => ({
  idx,
  questionId,
  answerId: null,
  answerText,
  qualifies: true,
});

describe('SPEC §5 applicant-view rule', () => {
  it('drops non-text questions without answers with their results, and renumbers the rest by idx', () => {
    const questions = [
      q('a', 'multiple-choice', ['Yes', 'No']),
      q('b', 'multiple-choice', []),
      q('c', 'text-entry'),
      q('d', 'multiple-choice', []),
      q('e', 'multiple-choice', ['1', '2', '3']),
    ];
    // Results arrive out of order; b and d are the empty multiple-choice ones.
    const results = [r(4, 'e', 'three'), r(1, 'b'), r(0, 'a', 'Yes'), r(3, 'd'), r(2, 'c', 'free text')];
    const view = applyApplicantViewRule(questions, results);
    expect(view.qualificationQuestions.map((x) => x.questionId)).toEqual(['a', 'c', 'e']);
    expect(view.qualificationQuestionResults.map((x) => [x.idx, x.questionId, x.answerText])).toEqual([
      [0, 'a', 'Yes'],
      [1, 'c', 'free text'],
      [2, 'e', 'three'],
    ]);
  });

  it('keeps text questions even without answers', () => {
    const view = applyApplicantViewRule([q('t', 'text-entry')], [r(0, 't', '')]);
    expect(view.qualificationQuestions).toHaveLength(1);
    expect(view.qualificationQuestionResults).toEqual([r(0, 't', '')]);
  });

  it('renumbers by idx order even when nothing is dropped', () => {
    const view = applyApplicantViewRule([q('a', 'text-entry'), q('b', 'text-entry')], [r(7, 'b'), r(3, 'a')]);
    expect(view.qualificationQuestionResults.map((x) => [x.idx, x.questionId])).toEqual([
      [0, 'a'],
      [1, 'b'],
    ]);
  });

  it('handles empty input', () => {
    expect(applyApplicantViewRule([], [])).toEqual({
      qualificationQuestions: [],
      qualificationQuestionResults: [],
    });
  });
});
