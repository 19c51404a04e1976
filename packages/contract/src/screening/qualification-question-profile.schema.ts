import { z } from 'zod';
import { queryList } from '../common/envelope';
import { ZQualificationQuestion } from './qualification-question.schema';
import { ZContentMeta, ZLongText, ZName, ZOrderedIds, ZScreeningListQuery } from './screening-content';

/** What a disqualifying answer does to the application. */
export const DISQUALIFY_ACTIONS = {
  decline: {
    label: 'Decline automatically',
    description: 'The applicant is declined with reason DEC004 (Did Not Meet Minimum Qualifications)',
  },
  flag: { label: 'Flag for review', description: 'The applicant continues; a recruiter reviews the answer' },
} as const;
export const ZDisqualifyAction = z.enum(['decline', 'flag']);
export type TDisqualifyAction = z.infer<typeof ZDisqualifyAction>;
/** The decline reason an automatic decline records (SPEC §3). */
export const AUTO_DECLINE_REASON = 'DEC004' as const;

export const ZQualificationQuestionProfileCreate = z.object({
  name: ZName,
  description: ZLongText(2000),
  onDisqualify: ZDisqualifyAction.default('decline'),
  /** In the order the candidate sees them. */
  questionIds: ZOrderedIds('questions', 1, 50),
});
export type TQualificationQuestionProfileCreate = z.input<typeof ZQualificationQuestionProfileCreate>;
export const ZQualificationQuestionProfileUpdate = ZQualificationQuestionProfileCreate;

export const ZQualificationQuestionProfile = ZContentMeta.extend({
  description: z.string(),
  onDisqualify: ZDisqualifyAction,
  questionIds: z.array(z.uuid()),
  /** The questions in order, as the candidate will see them. */
  questions: z.array(
    ZQualificationQuestion.omit({ name: true, createdAt: true, updatedAt: true, usedBy: true }),
  ),
});
export type TQualificationQuestionProfile = z.infer<typeof ZQualificationQuestionProfile>;

export const ZQualificationQuestionProfileListQuery = ZScreeningListQuery.extend({
  onDisqualify: queryList(ZDisqualifyAction),
});
