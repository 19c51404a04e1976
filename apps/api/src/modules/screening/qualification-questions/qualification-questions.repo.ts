import type { ZQualificationQuestionListQuery } from '@ats/contract';
import { eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { qualificationQuestions as t } from '../../../db/schema';
import { createContentRepo } from '../common/content.repo';

const hasKnockout = sql`exists (select 1 from jsonb_array_elements(${t.answers}) a where (a->>'qualifying')::boolean = false)`;

export const qualificationQuestionsRepo = createContentRepo<z.output<typeof ZQualificationQuestionListQuery>>(
  {
    kind: 'qualification-questions',
    table: t,
    name: t.text,
    fields: { text: t.text, type: t.type, required: t.required, answers: t.answers },
    filters: (q) => [
      q.type?.length ? inArray(t.type, q.type) : undefined,
      q.required === undefined ? undefined : eq(t.required, q.required),
      q.knockout === undefined ? undefined : q.knockout ? hasKnockout : sql`not ${hasKnockout}`,
    ],
  },
);
