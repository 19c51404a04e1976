import type { ZTypingTestListQuery } from '@ats/contract';
import { inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { typingTests as t } from '../../../db/schema';
import { createContentRepo } from '../common/content.repo';

export const typingTestsRepo = createContentRepo<z.output<typeof ZTypingTestListQuery>>({
  kind: 'typing-tests',
  table: t,
  name: t.name,
  fields: {
    passages: t.passages,
    durationSeconds: t.durationSeconds,
    minNetWpm: t.minNetWpm,
    minAccuracy: t.minAccuracy,
    language: t.language,
  },
  searchColumns: [t.name, sql`array_to_string(${t.passages}, ' ')`],
  filters: (query) => [query.language?.length ? inArray(t.language, query.language) : undefined],
});
