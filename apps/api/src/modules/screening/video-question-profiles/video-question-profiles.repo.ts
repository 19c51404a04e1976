import type { ZVideoQuestionProfileListQuery } from '@ats/contract';
import type { z } from 'zod';
import {
  videoQuestionProfileItems as items,
  videoQuestions as q,
  videoQuestionProfiles as t,
} from '../../../db/schema';
import { createContentRepo } from '../common/content.repo';

export const videoQuestionProfilesRepo = createContentRepo<z.output<typeof ZVideoQuestionProfileListQuery>>({
  kind: 'video-question-profiles',
  table: t,
  name: t.name,
  fields: { introMessage: t.introMessage },
  searchColumns: [t.name, t.introMessage],
  members: {
    items,
    questions: q,
    summary: {
      id: q.id,
      question: q.question,
      thinkTimeSeconds: q.thinkTimeSeconds,
      maxAnswerSeconds: q.maxAnswerSeconds,
      retakes: q.retakes,
      guidance: q.guidance,
    },
  },
});
