import type { ZVideoQuestionListQuery } from '@ats/contract';
import type { z } from 'zod';
import { videoQuestions as t } from '../../../db/schema';
import { createContentRepo } from '../common/content.repo';

export const videoQuestionsRepo = createContentRepo<z.output<typeof ZVideoQuestionListQuery>>({
  kind: 'video-questions',
  table: t,
  name: t.question,
  fields: {
    question: t.question,
    thinkTimeSeconds: t.thinkTimeSeconds,
    maxAnswerSeconds: t.maxAnswerSeconds,
    retakes: t.retakes,
    guidance: t.guidance,
  },
  searchColumns: [t.question, t.guidance],
});
