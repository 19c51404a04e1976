import { z } from 'zod';
import { ZQuestionType } from '../common/enums';
import { queryList, ZQueryBoolean } from '../common/envelope';
import { ZLine, ZText } from '../common/text';
import { ZContentMeta, ZScreeningListQuery } from './screening-content';

/** One choice of a multiple-choice question; a disqualifying choice is a knock-out. */
export const ZQualificationAnswer = z.object({
  /** Kept across edits so recorded results can name the answer they chose. */
  id: z.uuid().optional(),
  text: ZLine().min(1, 'answer text is required').max(300),
  qualifying: z.boolean(),
});
export type TQualificationAnswer = z.infer<typeof ZQualificationAnswer>;

const fields = z.object({
  text: ZText().min(1, 'is required').max(1000),
  type: ZQuestionType,
  required: z.boolean().default(true),
  answers: z.array(ZQualificationAnswer).max(20).default([]),
});

/**
 * Create and update take the whole question. Multiple choice: at least two answers, distinct,
 * at least one qualifying. Text entry: no answers (docs/decisions/screening.md#qualification-questions-and-profiles).
 */
export const ZQualificationQuestionCreate = fields.superRefine((q, ctx) => {
  const issue = (message: string, path: (string | number)[] = ['answers']) =>
    ctx.addIssue({ code: 'custom', message, path });
  if (q.type === 'text-entry') {
    if (q.answers.length) issue('a text-entry question has no answers');
    return;
  }
  if (q.answers.length < 2) issue('a multiple-choice question needs at least two answers');
  else if (!q.answers.some((a) => a.qualifying)) issue('at least one answer must qualify');
  const seen = new Set<string>();
  q.answers.forEach((a, i) => {
    const key = a.text.trim().toLowerCase();
    if (key && seen.has(key)) issue('answers must be different from each other', ['answers', i, 'text']);
    seen.add(key);
  });
});
export type TQualificationQuestionCreate = z.input<typeof ZQualificationQuestionCreate>;
export const ZQualificationQuestionUpdate = ZQualificationQuestionCreate;
export type TQualificationQuestionUpdate = TQualificationQuestionCreate;

export const ZQualificationQuestion = ZContentMeta.extend({
  text: z.string(),
  type: ZQuestionType,
  required: z.boolean(),
  answers: z.array(ZQualificationAnswer.extend({ id: z.uuid() })),
});
export type TQualificationQuestion = z.infer<typeof ZQualificationQuestion>;

export const ZQualificationQuestionListQuery = ZScreeningListQuery.extend({
  type: queryList(ZQuestionType),
  required: ZQueryBoolean.optional(),
  /** Only questions with (true) or without (false) a disqualifying answer. */
  knockout: ZQueryBoolean.optional(),
});
export type TQualificationQuestionListQuery = z.input<typeof ZQualificationQuestionListQuery>;
