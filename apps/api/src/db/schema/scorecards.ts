import { jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, tstz, updatedAt } from './columns';
import { requisitions } from './requisitions';
import { scheduledInterviews } from './scheduling';
import { users } from './users';

/** The attributes a requisition's interviewers rate 1–4 (absent: the default attributes). */
export const scorecardTemplates = pgTable('scorecard_templates', {
  requisitionId: uuid('requisition_id')
    .primaryKey()
    .references(() => requisitions.id, { onDelete: 'cascade' }),
  attributes: jsonb('attributes').$type<string[]>().notNull(),
  updatedAt: updatedAt(),
});

/** One interviewer's scorecard for one scheduled interview. */
export const scorecards = pgTable(
  'scorecards',
  {
    id: id(),
    interviewId: uuid('interview_id')
      .notNull()
      .references(() => scheduledInterviews.id, { onDelete: 'cascade' }),
    interviewerId: uuid('interviewer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ratings: jsonb('ratings').$type<{ attribute: string; rating: number }[]>().notNull(),
    /** strong_no | no | yes | strong_yes. */
    recommendation: text('recommendation').notNull(),
    notes: text('notes').notNull().default(''),
    submittedAt: tstz('submitted_at').notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('scorecards_interview_interviewer_unique').on(t.interviewId, t.interviewerId)],
);
