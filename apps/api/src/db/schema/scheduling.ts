import { index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, tstz, updatedAt } from './columns';
import { requisitions } from './requisitions';
import { users } from './users';

/**
 * A face-to-face or video interview with an applicant (manual or requisition: `applicant_kind`).
 * `sequence` is the iCalendar SEQUENCE: it grows with each reschedule or cancel, and the UID
 * (`ical_uid`) never changes, so calendars update the one event.
 */
export const scheduledInterviews = pgTable(
  'scheduled_interviews',
  {
    id: id(),
    applicantKind: text('applicant_kind').notNull(),
    applicantId: uuid('applicant_id').notNull(),
    requisitionId: uuid('requisition_id').references(() => requisitions.id, { onDelete: 'set null' }),
    startsAt: tstz('starts_at').notNull(),
    timeZone: text('time_zone').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    location: text('location').notNull().default(''),
    videoUrl: text('video_url').notNull().default(''),
    /** scheduled | cancelled. */
    status: text('status').notNull().default('scheduled'),
    sequence: integer('sequence').notNull().default(0),
    icalUid: text('ical_uid').notNull().unique(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('scheduled_interviews_applicant_idx').on(t.applicantKind, t.applicantId),
    index('scheduled_interviews_starts_idx').on(t.startsAt),
  ],
);

export const scheduledInterviewers = pgTable(
  'scheduled_interviewers',
  {
    interviewId: uuid('interview_id')
      .notNull()
      .references(() => scheduledInterviews.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.interviewId, t.userId] }),
    index('scheduled_interviewers_user_idx').on(t.userId),
  ],
);
