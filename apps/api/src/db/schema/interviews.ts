import type { TResumeScreenResult, TTypingContent, TTypingIntegrity, TTypingScore } from '@ats/contract';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, numeric, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { applicants, requisitionApplicants } from './applicants';
import { createdAt, id, tstz, updatedAt } from './columns';
import { users } from './users';

/** The scored result as stored (the percentile is computed when viewed). */
export interface StoredTypingResult {
  kind: 'typing-assessment';
  score: TTypingScore;
  integrity: TTypingIntegrity;
  keystrokes: { k: string; t: number; p: number }[];
  outcome: 'passed' | 'failed';
  passedNetWpm: boolean;
  passedAccuracy: boolean;
}
/** A resume-profile verdict as stored: the confirmed resume, the verdict and any override. */
export type StoredResumeResult = TResumeScreenResult;
export type StoredResult = StoredTypingResult | StoredResumeResult;

/** Video interviews: one group per send, one interview per question, in order. */
export const interviewGroups = pgTable(
  'interview_groups',
  {
    id: id(),
    type: text('type').notNull(),
    requisitionApplicantId: uuid('requisition_applicant_id').references(() => requisitionApplicants.id, {
      onDelete: 'cascade',
    }),
    manualApplicantId: uuid('manual_applicant_id').references(() => applicants.id, { onDelete: 'cascade' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'interview_groups_one_applicant',
      sql`(${t.requisitionApplicantId} is null) <> (${t.manualApplicantId} is null)`,
    ),
  ],
);

/**
 * One interview of one applicant on one piece of content. The candidate reaches it only by a
 * random token whose SHA-256 is stored here (docs/decisions/interviews.md#interview-links).
 */
export const applicantInterviews = pgTable(
  'applicant_interviews',
  {
    id: id(),
    type: text('type').notNull(),
    /** new | sent | submitted | evaluated | abandoned; "started" is `startedAt` being set. */
    status: text('status').notNull().default('new'),
    requisitionApplicantId: uuid('requisition_applicant_id').references(() => requisitionApplicants.id, {
      onDelete: 'cascade',
    }),
    manualApplicantId: uuid('manual_applicant_id').references(() => applicants.id, { onDelete: 'cascade' }),
    /** The content (typing test, video question, resume profile, assessment); no FK: several tables. */
    referenceId: uuid('reference_id').notNull(),
    /** The content's name when sent (lists, breadcrumbs, mail). */
    referenceName: text('reference_name').notNull().default(''),
    groupId: uuid('group_id').references(() => interviewGroups.id, { onDelete: 'cascade' }),
    groupIndex: integer('group_index'),
    attempt: integer('attempt').notNull().default(1),
    retakeOfId: uuid('retake_of_id'),
    /**
     * The link token is HMAC(server key, id:nonce); only its SHA-256 and the random nonce are
     * stored, so the reminder job can mail the same link again while a database copy alone
     * cannot rebuild it. Rotating the link = a new nonce.
     */
    tokenNonce: text('token_nonce').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: tstz('expires_at').notNull(),
    sentAt: tstz('sent_at'),
    remindedAt: tstz('reminded_at'),
    startedAt: tstz('started_at'),
    submittedAt: tstz('submitted_at'),
    evaluatedAt: tstz('evaluated_at'),
    abandonedAt: tstz('abandoned_at'),
    /** What the candidate was given, frozen when created (the typing passage and thresholds). */
    content: jsonb('content').$type<TTypingContent>(),
    result: jsonb('result').$type<StoredResult>(),
    /** Headline figure (typing: net WPM) for sorting and percentiles. */
    score: numeric('score', { precision: 8, scale: 2, mode: 'number' }),
    outcome: text('outcome'),
    reviewNotes: text('review_notes').notNull().default(''),
    evaluatedBy: uuid('evaluated_by').references(() => users.id, { onDelete: 'set null' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    archivedAt: tstz('archived_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('applicant_interviews_token_idx').on(t.tokenHash),
    index('applicant_interviews_created_idx').on(t.createdAt, t.id),
    index('applicant_interviews_type_status_idx').on(t.type, t.status),
    index('applicant_interviews_submitted_idx').on(t.submittedAt, t.id),
    index('applicant_interviews_req_applicant_idx').on(t.requisitionApplicantId),
    index('applicant_interviews_manual_applicant_idx').on(t.manualApplicantId),
    index('applicant_interviews_group_idx').on(t.groupId, t.groupIndex),
    index('applicant_interviews_reference_score_idx').on(t.referenceId, t.score),
    index('applicant_interviews_retake_idx').on(t.retakeOfId),
    // The reminder job's scan: sent, never started, not yet reminded.
    index('applicant_interviews_reminder_idx')
      .on(t.sentAt)
      .where(sql`${t.status} = 'sent' and ${t.startedAt} is null and ${t.remindedAt} is null`),
    check(
      'applicant_interviews_one_applicant',
      sql`(${t.requisitionApplicantId} is null) <> (${t.manualApplicantId} is null)`,
    ),
  ],
);

/** Someone piloting a screening item by email, outside any application (SPEC §7 "Test results"). */
export const testResults = pgTable(
  'test_results',
  {
    id: id(),
    /** typing-assessment | video-question | resume-profile. */
    kind: text('kind').notNull(),
    email: text('email').notNull(),
    referenceId: uuid('reference_id').notNull(),
    referenceName: text('reference_name').notNull().default(''),
    status: text('status').notNull().default('new'),
    tokenHash: text('token_hash').notNull(),
    expiresAt: tstz('expires_at').notNull(),
    startedAt: tstz('started_at'),
    submittedAt: tstz('submitted_at'),
    evaluatedAt: tstz('evaluated_at'),
    content: jsonb('content').$type<TTypingContent>(),
    result: jsonb('result').$type<StoredResult>(),
    score: numeric('score', { precision: 8, scale: 2, mode: 'number' }),
    outcome: text('outcome'),
    archivedAt: tstz('archived_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('test_results_token_idx').on(t.tokenHash),
    index('test_results_kind_created_idx').on(t.kind, t.createdAt, t.id),
    index('test_results_kind_submitted_idx').on(t.kind, t.submittedAt, t.id),
    index('test_results_reference_score_idx').on(t.referenceId, t.score),
    index('test_results_email_idx').on(sql`lower(${t.email})`),
  ],
);
