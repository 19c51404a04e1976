import type { TSelfIdentification } from '@ats/contract';
import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { applicantInterviews, testResults } from './interviews';

/**
 * Voluntary self-identification given with a resume-profile interview or pilot (issue #14,
 * Fairness). Kept in its own table so no result, list or export query joins it by accident: only
 * the fairness report reads it, in aggregate. Never an input to scoring.
 */
export const selfIdentifications = pgTable(
  'self_identifications',
  {
    id: id(),
    interviewId: uuid('interview_id').references(() => applicantInterviews.id, { onDelete: 'cascade' }),
    testResultId: uuid('test_result_id').references(() => testResults.id, { onDelete: 'cascade' }),
    attributes: jsonb('attributes').$type<TSelfIdentification>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('self_identifications_interview_idx').on(t.interviewId),
    uniqueIndex('self_identifications_test_result_idx').on(t.testResultId),
    index('self_identifications_created_idx').on(t.createdAt),
    check('self_identifications_one_subject', sql`(${t.interviewId} is null) <> (${t.testResultId} is null)`),
  ],
);
