import {
  ZResumeProfile,
  ZResumeProfileCreate,
  ZResumeProfileListQuery,
  ZResumeProfileUpdate,
} from '@ats/contract';
import { contentRoutes } from '../screening-common/content.routes';
import { resumeProfilesRepo } from './resume-profiles.repo';

// `prompts` are kept as given; they are checked against the prompt library once it exists
// (docs/decisions.md, Screening content).
export const resumeProfilesRoutes = contentRoutes({
  kind: 'resume-profiles',
  repo: resumeProfilesRepo,
  schemas: {
    create: ZResumeProfileCreate,
    update: ZResumeProfileUpdate,
    item: ZResumeProfile,
    listQuery: ZResumeProfileListQuery,
  },
  listAlsoGrantedBy: [{ menuItem: 'requisitions', op: 'view' }],
});
