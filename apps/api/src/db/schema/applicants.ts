import type { TQualificationQuestionResult, TQualificationQuestionSnapshot } from '@ats/contract';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { candidates } from './candidates';
import { applicantSearchText, createdAt, id, tstz, updatedAt } from './columns';
import { linesOfBusiness } from './lines-of-business';
import { requisitions } from './requisitions';
import { uploads } from './uploads';
import { users } from './users';

/** Manual applicants: people recruiters add by hand (referrals, walk-ins, job boards…). */
export const applicants = pgTable(
  'applicants',
  {
    id: id(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull().default(''),
    phone: text('phone').notNull().default(''),
    /** Digits of `phone`, for duplicate detection. */
    phoneDigits: text('phone_digits').notNull().default(''),
    address: text('address').notNull().default(''),
    country: text('country'),
    /** The language mail to this person is written in (en | es): the application's, or staff's choice. */
    language: text('language').notNull().default('en'),
    /** referral | job-board | walk-in | social | agency | other. */
    source: text('source').notNull().default('other'),
    lobId: uuid('lob_id').references(() => linesOfBusiness.id, { onDelete: 'set null' }),
    position: text('position').notNull().default(''),
    educationLevel: text('education_level'),
    yearsOfExperience: integer('years_of_experience'),
    status: text('status').notNull().default('incomplete'),
    /** Decline reason code (DEC000…DEC008); set only while declined. */
    reason: text('reason'),
    statusChangedAt: tstz('status_changed_at').notNull().defaultNow(),
    notes: text('notes').notNull().default(''),
    resumeUploadId: uuid('resume_upload_id').references(() => uploads.id, { onDelete: 'set null' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** The person (docs/decisions/candidates.md#model); set on every create path. */
    candidateId: uuid('candidate_id').references(() => candidates.id, { onDelete: 'set null' }),
    searchText: applicantSearchText(),
    archivedAt: tstz('archived_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('applicants_created_idx').on(t.createdAt, t.id),
    index('applicants_lob_idx').on(t.lobId),
    index('applicants_status_idx').on(t.status),
    index('applicants_email_idx').on(sql`lower(${t.email})`),
    index('applicants_phone_idx').on(t.phoneDigits),
    index('applicants_candidate_idx').on(t.candidateId),
    // Keyset pages: one (sort key, id) index per sort (apps/api/src/lib/list/keyset-list.ts).
    index('applicants_name_sort_idx').on(sql`lower(${t.firstName} || ' ' || ${t.lastName})`, t.id),
    index('applicants_status_changed_sort_idx').on(t.statusChangedAt, t.id),
    index('applicants_status_sort_idx').on(t.status, t.id),
    // Substring search uses pg_trgm GIN indexes on search_text and phone_digits (migrations 0006, 0037).
  ],
);

/** Applicants who applied to a requisition (created by the public application flow). */
export const requisitionApplicants = pgTable(
  'requisition_applicants',
  {
    id: id(),
    requisitionId: uuid('requisition_id')
      .notNull()
      .references(() => requisitions.id, { onDelete: 'restrict' }),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    email: text('email').notNull().default(''),
    phone: text('phone').notNull().default(''),
    phoneDigits: text('phone_digits').notNull().default(''),
    address: text('address').notNull().default(''),
    country: text('country'),
    /** The language mail to this person is written in (en | es): the application's, or staff's choice. */
    language: text('language').notNull().default('en'),
    status: text('status').notNull().default('incomplete'),
    reason: text('reason'),
    statusChangedAt: tstz('status_changed_at').notNull().defaultNow(),
    /** When the candidate finished the application (null while incomplete). */
    completedAt: tstz('completed_at'),
    /** The questions as the candidate saw them (screening snapshots) and the graded answers. */
    qualificationQuestions: jsonb('qualification_questions')
      .$type<TQualificationQuestionSnapshot[]>()
      .notNull()
      .default([]),
    qualificationQuestionResults: jsonb('qualification_question_results')
      .$type<TQualificationQuestionResult[]>()
      .notNull()
      .default([]),
    resumeUploadId: uuid('resume_upload_id').references(() => uploads.id, { onDelete: 'set null' }),
    notes: text('notes').notNull().default(''),
    /** The person (docs/decisions/candidates.md#model); set on every create path. */
    candidateId: uuid('candidate_id').references(() => candidates.id, { onDelete: 'set null' }),
    searchText: applicantSearchText(),
    archivedAt: tstz('archived_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('requisition_applicants_requisition_idx').on(t.requisitionId),
    index('requisition_applicants_created_idx').on(t.createdAt, t.id),
    index('requisition_applicants_status_idx').on(t.status),
    index('requisition_applicants_email_idx').on(sql`lower(${t.email})`),
    index('requisition_applicants_phone_idx').on(t.phoneDigits),
    index('requisition_applicants_candidate_idx').on(t.candidateId, t.requisitionId),
    index('requisition_applicants_name_sort_idx').on(
      sql`lower(${t.firstName} || ' ' || ${t.lastName})`,
      t.id,
    ),
    index('requisition_applicants_status_changed_sort_idx').on(t.statusChangedAt, t.id),
    index('requisition_applicants_completed_sort_idx').on(
      sql`coalesce(${t.completedAt}, '1970-01-01'::timestamptz)`,
      t.id,
    ),
    index('requisition_applicants_status_sort_idx').on(t.status, t.id),
    // Dashboard (issue 19): the pipeline reads live applicants by creation time (index-only), and
    // "waiting for review" counts completed applications still incomplete.
    index('requisition_applicants_dashboard_created_idx')
      .on(t.createdAt, t.requisitionId, t.status)
      .where(sql`${t.archivedAt} is null`),
    index('requisition_applicants_to_review_idx')
      .on(t.requisitionId)
      .where(sql`${t.status} = 'incomplete' and ${t.completedAt} is not null and ${t.archivedAt} is null`),
    // Substring search uses pg_trgm GIN indexes on search_text and phone_digits (migrations 0006, 0037).
  ],
);
