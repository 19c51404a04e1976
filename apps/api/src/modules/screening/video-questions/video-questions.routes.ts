import {
  ZVideoQuestion,
  ZVideoQuestionCreate,
  ZVideoQuestionListQuery,
  ZVideoQuestionUpdate,
} from '@ats/contract';
import { contentRoutes } from '../common/content.routes';
import { videoQuestionsRepo } from './video-questions.repo';

export const videoQuestionsRoutes = contentRoutes({
  kind: 'video-questions',
  repo: videoQuestionsRepo,
  schemas: {
    create: ZVideoQuestionCreate,
    update: ZVideoQuestionUpdate,
    item: ZVideoQuestion,
    listQuery: ZVideoQuestionListQuery,
  },
  // Senders pick questions for a video interview from the applicant pages (docs/decisions/screening.md#video-questions-and-profiles).
  listAlsoGrantedBy: [
    { menuItem: 'video-question-profiles', op: 'edit' },
    { menuItem: 'req-applicant-tracker', op: 'edit' },
    { menuItem: 'applicant-tracker', op: 'edit' },
  ],
});
