import {
  ZVideoQuestionProfile,
  ZVideoQuestionProfileCreate,
  ZVideoQuestionProfileListQuery,
  ZVideoQuestionProfileUpdate,
} from '@ats/contract';
import { contentRoutes } from '../common/content.routes';
import { videoQuestionProfilesRepo } from './video-question-profiles.repo';

export const videoQuestionProfilesRoutes = contentRoutes({
  kind: 'video-question-profiles',
  repo: videoQuestionProfilesRepo,
  schemas: {
    create: ZVideoQuestionProfileCreate,
    update: ZVideoQuestionProfileUpdate,
    item: ZVideoQuestionProfile,
    listQuery: ZVideoQuestionProfileListQuery,
  },
  listAlsoGrantedBy: [{ menuItem: 'requisitions', op: 'view' }],
});
