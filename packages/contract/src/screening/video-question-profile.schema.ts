import { z } from 'zod';
import { ZContentMeta, ZLongText, ZName, ZOrderedIds, ZScreeningListQuery } from './screening-content';
import { ZVideoQuestion } from './video-question.schema';

export const ZVideoQuestionProfileCreate = z.object({
  name: ZName,
  /** Shown to the candidate before the first question. */
  introMessage: ZLongText(4000),
  questionIds: ZOrderedIds('questions', 1, 20),
});
export type TVideoQuestionProfileCreate = z.input<typeof ZVideoQuestionProfileCreate>;
export const ZVideoQuestionProfileUpdate = ZVideoQuestionProfileCreate;

export const ZVideoQuestionProfile = ZContentMeta.extend({
  introMessage: z.string(),
  questionIds: z.array(z.uuid()),
  questions: z.array(ZVideoQuestion.omit({ name: true, createdAt: true, updatedAt: true, usedBy: true })),
});
export type TVideoQuestionProfile = z.infer<typeof ZVideoQuestionProfile>;

export const ZVideoQuestionProfileListQuery = ZScreeningListQuery;
