import { z } from 'zod';
import { ZText } from '../common/text';
import { type TQualificationQuestion, ZQualificationAnswer } from './qualification-question.schema';
import {
  AUTO_DECLINE_REASON,
  type TQualificationQuestionProfile,
  ZDisqualifyAction,
} from './qualification-question-profile.schema';
import type { TTypingTest } from './typing-test.schema';
import type { TVideoQuestion } from './video-question.schema';

/**
 * Results never point at live content alone: each result stores a copy of the question (text,
 * type, answers and which of them qualify) as it was when the candidate answered, so editing or
 * re-ordering content later never changes what a candidate was asked or how they were graded.
 * The results tables (later issues) store these snapshots in a jsonb column beside the ids.
 */
export const ZQualificationQuestionSnapshot = z.object({
  questionId: z.uuid(),
  text: z.string(),
  type: z.enum(['text-entry', 'multiple-choice']),
  required: z.boolean(),
  answers: z.array(ZQualificationAnswer.extend({ id: z.uuid() })),
});
export type TQualificationQuestionSnapshot = z.infer<typeof ZQualificationQuestionSnapshot>;

export const ZQualificationProfileSnapshot = z.object({
  profileId: z.uuid(),
  name: z.string(),
  onDisqualify: ZDisqualifyAction,
  questions: z.array(ZQualificationQuestionSnapshot),
  takenAt: z.string(),
});
export type TQualificationProfileSnapshot = z.infer<typeof ZQualificationProfileSnapshot>;

type QuestionLike = Pick<TQualificationQuestion, 'id' | 'text' | 'type' | 'required' | 'answers'>;

export const snapshotQualificationQuestion = (q: QuestionLike): TQualificationQuestionSnapshot => ({
  questionId: q.id,
  text: q.text,
  type: q.type,
  required: q.required,
  answers: q.answers.map((a) => ({ id: a.id, text: a.text, qualifying: a.qualifying })),
});

export const snapshotQualificationProfile = (
  p: Pick<TQualificationQuestionProfile, 'id' | 'name' | 'onDisqualify' | 'questions'>,
  now = new Date(),
): TQualificationProfileSnapshot => ({
  profileId: p.id,
  name: p.name,
  onDisqualify: p.onDisqualify,
  questions: p.questions.map(snapshotQualificationQuestion),
  takenAt: now.toISOString(),
});

/** A candidate's answer: the chosen answer id (multiple choice) or their text (text entry). */
export const ZQualificationResponse = z.object({
  questionId: z.uuid(),
  answerId: z.uuid().optional(),
  text: ZText().max(4000).optional(),
});
export type TQualificationResponse = z.infer<typeof ZQualificationResponse>;

export interface TQualificationResult {
  idx: number;
  question: TQualificationQuestionSnapshot;
  answerId: string | null;
  answerText: string;
  qualifies: boolean;
}

/**
 * Grades responses against a snapshot (never against live content). Problems (a required question
 * unanswered, an answer id that is not one of the question's) are returned, one per question.
 */
export const gradeQualification = (
  snapshot: TQualificationProfileSnapshot,
  responses: TQualificationResponse[],
) => {
  const byQuestion = new Map(responses.map((r) => [r.questionId, r]));
  const errors: string[] = [];
  const results: TQualificationResult[] = snapshot.questions.map((question, idx) => {
    const r = byQuestion.get(question.questionId);
    if (question.type === 'text-entry') {
      const text = r?.text?.trim() ?? '';
      if (question.required && !text) errors.push(`${question.text}: an answer is required`);
      return { idx, question, answerId: null, answerText: text, qualifies: true };
    }
    const answer = question.answers.find((a) => a.id === r?.answerId);
    if (r?.answerId && !answer) errors.push(`${question.text}: not one of the offered answers`);
    else if (!answer && question.required) errors.push(`${question.text}: choose an answer`);
    return {
      idx,
      question,
      answerId: answer?.id ?? null,
      answerText: answer?.text ?? '',
      qualifies: answer ? answer.qualifying : true,
    };
  });
  const disqualified = results.some((r) => !r.qualifies);
  return {
    results,
    errors,
    disqualified,
    outcome: !disqualified
      ? ('qualified' as const)
      : snapshot.onDisqualify === 'decline'
        ? ('declined' as const)
        : ('flagged' as const),
    declineReason: disqualified && snapshot.onDisqualify === 'decline' ? AUTO_DECLINE_REASON : null,
  };
};

/** The video question as asked (text and limits), for video results. */
export const snapshotVideoQuestion = (
  q: Pick<TVideoQuestion, 'id' | 'question' | 'thinkTimeSeconds' | 'maxAnswerSeconds' | 'retakes'>,
) => ({
  questionId: q.id,
  question: q.question,
  thinkTimeSeconds: q.thinkTimeSeconds,
  maxAnswerSeconds: q.maxAnswerSeconds,
  retakes: q.retakes,
});

/** The passage and thresholds a typing result was measured against. */
export const snapshotTypingTest = (
  t: Pick<TTypingTest, 'id' | 'name' | 'durationSeconds' | 'minNetWpm' | 'minAccuracy' | 'language'>,
  passage: string,
) => ({
  typingTestId: t.id,
  name: t.name,
  passage,
  durationSeconds: t.durationSeconds,
  minNetWpm: t.minNetWpm,
  minAccuracy: t.minAccuracy,
  language: t.language,
});
