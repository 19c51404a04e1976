import { ZTypingTest, ZTypingTestCreate, ZTypingTestListQuery, ZTypingTestUpdate } from '@ats/contract';
import { contentRoutes } from '../common/content.routes';
import { typingTestsRepo } from './typing-tests.repo';

export const typingTestsRoutes = contentRoutes({
  kind: 'typing-tests',
  repo: typingTestsRepo,
  schemas: {
    create: ZTypingTestCreate,
    update: ZTypingTestUpdate,
    item: ZTypingTest,
    listQuery: ZTypingTestListQuery,
  },
  // The "Send interview" dialog picks a typing test: tracker editors may list them.
  listAlsoGrantedBy: [
    { menuItem: 'requisitions', op: 'view' },
    { menuItem: 'req-applicant-tracker', op: 'edit' },
    { menuItem: 'applicant-tracker', op: 'edit' },
  ],
});
