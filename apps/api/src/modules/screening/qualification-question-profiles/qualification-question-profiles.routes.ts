import {
  ZQualificationQuestionProfile,
  ZQualificationQuestionProfileCreate,
  ZQualificationQuestionProfileListQuery,
  ZQualificationQuestionProfileUpdate,
} from '@ats/contract';
import { contentRoutes } from '../common/content.routes';
import { qualificationQuestionProfilesRepo } from './qualification-question-profiles.repo';

export const qualificationQuestionProfilesRoutes = contentRoutes({
  kind: 'qualification-question-profiles',
  repo: qualificationQuestionProfilesRepo,
  schemas: {
    create: ZQualificationQuestionProfileCreate,
    update: ZQualificationQuestionProfileUpdate,
    item: ZQualificationQuestionProfile,
    listQuery: ZQualificationQuestionProfileListQuery,
  },
  listAlsoGrantedBy: [{ menuItem: 'requisitions', op: 'view' }],
});
