import type { ZResumeProfileListQuery } from '@ats/contract';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { resumeProfiles as t } from '../../../db/schema';
import { createContentRepo } from '../common/content.repo';

export const resumeProfilesRepo = createContentRepo<z.output<typeof ZResumeProfileListQuery>>({
  kind: 'resume-profiles',
  table: t,
  name: t.name,
  fields: {
    description: t.description,
    // Rows written before a criterion existed (and the demo seed) read with its default.
    criteria: sql`jsonb_build_object('knockOutReason', null, 'promptVersions', '[]'::jsonb) || ${t.criteria}::jsonb`,
    passThreshold: t.passThreshold,
    prompts: t.prompts,
  },
  searchColumns: [t.name, t.description, sql`${t.criteria}->>'requiredSkills'`],
  filters: (query) => [
    query.minEducationLevel?.length
      ? sql`${t.criteria}->>'minEducationLevel' in (${sql.join(
          query.minEducationLevel.map((l) => sql`${l}`),
          sql`, `,
        )})`
      : undefined,
  ],
});
