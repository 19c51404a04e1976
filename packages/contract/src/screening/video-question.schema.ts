import { z } from 'zod';
import { ZText } from '../common/text';
import { ZContentMeta, ZLongText, ZScreeningListQuery } from './screening-content';

export const ZVideoQuestionCreate = z.object({
  /** What the candidate sees and answers on camera. */
  question: ZText().min(1, 'is required').max(1000),
  thinkTimeSeconds: z.number().int().min(0).max(600).default(30),
  maxAnswerSeconds: z.number().int().min(10).max(900).default(120),
  /** 0 means the first take is final. */
  retakes: z.number().int().min(0).max(10).default(1),
  /** Shown to reviewers only. */
  guidance: ZLongText(4000),
});
export type TVideoQuestionCreate = z.input<typeof ZVideoQuestionCreate>;
export const ZVideoQuestionUpdate = ZVideoQuestionCreate;

export const ZVideoQuestion = ZContentMeta.extend({
  question: z.string(),
  thinkTimeSeconds: z.number(),
  maxAnswerSeconds: z.number(),
  retakes: z.number(),
  guidance: z.string(),
});
export type TVideoQuestion = z.infer<typeof ZVideoQuestion>;

export const ZVideoQuestionListQuery = ZScreeningListQuery;
