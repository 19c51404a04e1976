import type { ZQualificationQuestionProfileListQuery } from '@ats/contract';
import { inArray } from 'drizzle-orm';
import type { z } from 'zod';
import {
  qualificationQuestionProfileItems as items,
  qualificationQuestions as q,
  qualificationQuestionProfiles as t,
} from '../../../db/schema';
import { createContentRepo } from '../common/content.repo';

export const qualificationQuestionProfilesRepo = createContentRepo<
  z.output<typeof ZQualificationQuestionProfileListQuery>
>({
  kind: 'qualification-question-profiles',
  table: t,
  name: t.name,
  fields: { description: t.description, onDisqualify: t.onDisqualify },
  searchColumns: [t.name, t.description],
  filters: (query) => [query.onDisqualify?.length ? inArray(t.onDisqualify, query.onDisqualify) : undefined],
  members: {
    items,
    questions: q,
    summary: { id: q.id, text: q.text, type: q.type, required: q.required, answers: q.answers },
  },
});
