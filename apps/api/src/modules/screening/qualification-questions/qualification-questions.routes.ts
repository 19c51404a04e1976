import { randomUUID } from 'node:crypto';
import {
  type TQualificationQuestion,
  ZQualificationQuestion,
  ZQualificationQuestionCreate,
  ZQualificationQuestionListQuery,
  ZQualificationQuestionUpdate,
} from '@ats/contract';
import { contentRoutes } from '../common/content.routes';
import { qualificationQuestionsRepo } from './qualification-questions.repo';

export const qualificationQuestionsRoutes = contentRoutes({
  kind: 'qualification-questions',
  repo: qualificationQuestionsRepo,
  schemas: {
    create: ZQualificationQuestionCreate,
    update: ZQualificationQuestionUpdate,
    item: ZQualificationQuestion,
    listQuery: ZQualificationQuestionListQuery,
  },
  listAlsoGrantedBy: [{ menuItem: 'qualification-question-profiles', op: 'edit' }],
  rules: {
    // An answer keeps its id while it stays on the question, so results can still name it.
    prepare: async (_tx, input, before) => {
      const kept = new Set(
        (before?.answers as TQualificationQuestion['answers'] | undefined)?.map((a) => a.id),
      );
      return {
        values: {
          ...input,
          answers: input.answers.map((a) => ({
            id: a.id && kept.has(a.id) ? a.id : randomUUID(),
            text: a.text,
            qualifying: a.qualifying,
          })),
        },
      };
    },
  },
});
