import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, tstz, updatedAt } from './columns';
import { linesOfBusiness } from './lines-of-business';
import {
  qualificationQuestionProfiles,
  resumeProfiles,
  typingTests,
  videoQuestionProfiles,
} from './screening';
import { users } from './users';

/**
 * A job opening of a line of business. The API answers the job columns as
 * `jobTitle { internalJobCode, jobTitle, location, type, workEnvironment }`; they are plain
 * columns here so they can be searched, sorted and indexed.
 */
export const requisitions = pgTable(
  'requisitions',
  {
    id: id(),
    /** Human-readable, e.g. REQ-2611-0042; issued by `requisition_uids`, never reused. */
    requisitionUid: text('requisition_uid').notNull(),
    name: text('name').notNull(),
    lobId: uuid('lob_id')
      .notNull()
      .references(() => linesOfBusiness.id, { onDelete: 'restrict' }),
    internalJobCode: text('internal_job_code').notNull().default(''),
    jobTitle: text('job_title').notNull(),
    /** Client-facing location shown on the public job page. */
    location: text('location').notNull().default(''),
    /** Employment type: part-time | full-time. */
    employmentType: text('employment_type').notNull().default('full-time'),
    /** Work mode: remote | onsite. */
    workEnvironment: text('work_environment').notNull().default('onsite'),
    /** bpo | small-teams; small-teams rows are visible only with the small_teams operation. */
    groupType: text('group_type').notNull().default('bpo'),
    country: text('country').notNull(),
    /** Sanitized HTML. */
    description: text('description').notNull().default(''),
    /** Sanitized HTML shown in the application's instructions-reminders step. */
    instructions: text('instructions').notNull().default(''),
    reminders: text('reminders').notNull().default(''),
    payText: text('pay_text').notNull().default(''),
    shiftText: text('shift_text').notNull().default(''),
    /** draft | opened | moved | filled | cancelled. */
    status: text('status').notNull().default('draft'),
    statusChangedAt: tstz('status_changed_at').notNull().defaultNow(),
    /** unpublished | published. */
    publishStatus: text('publish_status').notNull().default('unpublished'),
    publishedAt: tstz('published_at'),
    startDate: date('start_date', { mode: 'string' }),
    clientSubmissionDate: date('client_submission_date', { mode: 'string' }),
    requiredHC: integer('required_hc').notNull().default(1),
    numHired: integer('num_hired').notNull().default(0),
    reasonForCancellation: text('reason_for_cancellation'),
    visits: integer('visits').notNull().default(0),
    /** Screening steps of the application flow; null skips the step (docs/decisions/requisitions.md#screening-steps). */
    qualificationQuestionProfileId: uuid('qualification_question_profile_id').references(
      () => qualificationQuestionProfiles.id,
      { onDelete: 'restrict' },
    ),
    videoQuestionProfileId: uuid('video_question_profile_id').references(() => videoQuestionProfiles.id, {
      onDelete: 'restrict',
    }),
    resumeProfileId: uuid('resume_profile_id').references(() => resumeProfiles.id, { onDelete: 'restrict' }),
    typingTestId: uuid('typing_test_id').references(() => typingTests.id, { onDelete: 'restrict' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('requisitions_uid_unique').on(t.requisitionUid),
    index('requisitions_lob_idx').on(t.lobId),
    index('requisitions_status_idx').on(t.status),
    index('requisitions_created_idx').on(t.createdAt, t.id),
    index('requisitions_start_date_idx').on(t.startDate),
    index('requisitions_name_idx').on(sql`lower(${t.name})`),
  ],
);

/** Per-month counter behind requisition uids (REQ-YYMM-NNNN): only ever increments. */
export const requisitionUidCounters = pgTable('requisition_uid_counters', {
  period: text('period').primaryKey(),
  lastValue: integer('last_value').notNull().default(0),
});

/**
 * Every uid ever issued by generate-uid or create. A uid is bound to at most one requisition and
 * stays here after that requisition is deleted, so it can never be issued or used again.
 */
export const requisitionUids = pgTable('requisition_uids', {
  uid: text('uid').primaryKey(),
  issuedAt: createdAt(),
  issuedBy: uuid('issued_by').references(() => users.id, { onDelete: 'set null' }),
  usedAt: tstz('used_at'),
});

/** Public page visits, per visitor key and time bucket, for rate limiting the counter. */
export const requisitionVisitThrottle = pgTable(
  'requisition_visit_throttle',
  {
    key: text('key').primaryKey(),
    requisitionId: uuid('requisition_id')
      .notNull()
      .references(() => requisitions.id, { onDelete: 'cascade' }),
    countedAt: tstz('counted_at').notNull().defaultNow(),
  },
  (t) => [index('requisition_visit_throttle_at_idx').on(t.countedAt)],
);
