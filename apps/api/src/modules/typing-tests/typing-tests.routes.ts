import { ZTypingTest, ZTypingTestCreate, ZTypingTestListQuery, ZTypingTestUpdate } from '@ats/contract';
import { contentRoutes } from '../screening-common/content.routes';
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
  listAlsoGrantedBy: [{ menuItem: 'requisitions', op: 'view' }],
});
