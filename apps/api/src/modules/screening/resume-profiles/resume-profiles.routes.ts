import {
  ZResumeProfile,
  ZResumeProfileCreate,
  ZResumeProfileListQuery,
  ZResumeProfileUpdate,
} from '@ats/contract';
import { contentRoutes } from '../common/content.routes';
import { resumeProfilesRepo } from './resume-profiles.repo';

// `prompts` are stored as given, not checked against the prompt library on save
// (docs/decisions/screening.md#resume-profiles).
export const resumeProfilesRoutes = contentRoutes({
  kind: 'resume-profiles',
  repo: resumeProfilesRepo,
  schemas: {
    create: ZResumeProfileCreate,
    update: ZResumeProfileUpdate,
    item: ZResumeProfile,
    listQuery: ZResumeProfileListQuery,
  },
  // Pickers list them: the "Send interview" dialog (tracker editors) and the fairness report.
  listAlsoGrantedBy: [
    { menuItem: 'requisitions', op: 'view' },
    { menuItem: 'req-applicant-tracker', op: 'edit' },
    { menuItem: 'applicant-tracker', op: 'edit' },
    { menuItem: 'resume-screen-results', op: 'view' },
  ],
});
