import type {
  TAssessmentContent,
  TAssessmentTemplateBody,
  TLanguageAnalysis,
  TWritingAnalysis,
} from '@ats/contract';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, numeric, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { applicants, requisitionApplicants } from './applicants';
import { createdAt, id, tstz, updatedAt } from './columns';
import { applicantInterviews } from './interviews';
import { linesOfBusiness } from './lines-of-business';
import { pieceColumns, pieceKey, reviewerColumns, takeColumns } from './recorded-answer-columns';
import { requisitions } from './requisitions';
import { users } from './users';

/** Language and writing assessment templates (SPEC §1, §3); the body is the contract's shape. */
export const assessmentTemplates = pgTable(
  'assessment_templates',
  {
    id: id(),
    name: text('name').notNull(),
    /** language | writing */
    kind: text('kind').notNull(),
    language: text('language').notNull().default('en'),
    body: jsonb('body').$type<TAssessmentTemplateBody>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('assessment_templates_name_idx').on(sql`lower(${t.name})`, t.id),
    index('assessment_templates_kind_idx').on(t.kind),
  ],
);

/** What the engine found, stored with the attempt (the reviewer sees exactly this). */
export interface StoredAssessmentScore {
  autoScore: number;
  language: TLanguageAnalysis | null;
  writing: TWritingAnalysis | null;
}

/**
 * One language or writing attempt: the frozen template, the autosaved answers and the integrity
 * counts, then the engine's score and the reviewer's final word. One row per interview.
 */
export const assessmentAttempts = pgTable('assessment_attempts', {
  interviewId: uuid('interview_id')
    .primaryKey()
    .references(() => applicantInterviews.id, { onDelete: 'cascade' }),
  templateId: uuid('template_id'),
  content: jsonb('content').$type<TAssessmentContent>().notNull(),
  timeLimitSeconds: integer('time_limit_seconds').notNull(),
  answers: jsonb('answers').$type<Record<string, number>>().notNull().default({}),
  text: text('text').notNull().default(''),
  savedAt: tstz('saved_at'),
  focusLost: integer('focus_lost').notNull().default(0),
  pasteBlocked: integer('paste_blocked').notNull().default(0),
  audioPlays: jsonb('audio_plays').$type<Record<string, number>>().notNull().default({}),
  secondsUsed: integer('seconds_used'),
  score: jsonb('score').$type<StoredAssessmentScore>(),
  finalScore: numeric('final_score', { precision: 5, scale: 1, mode: 'number' }),
  finalCefr: text('final_cefr'),
  reviewNote: text('review_note').notNull().default(''),
  reviewedBy: uuid('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
  reviewedAt: tstz('reviewed_at'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * aNPS surveys: one per send, answered at most once. The requisition and line of business are
 * copied at send time so the figure per requisition / line of business never moves afterwards.
 */
export const anpsSurveys = pgTable(
  'anps_surveys',
  {
    id: id(),
    requisitionApplicantId: uuid('requisition_applicant_id').references(() => requisitionApplicants.id, {
      onDelete: 'cascade',
    }),
    manualApplicantId: uuid('manual_applicant_id').references(() => applicants.id, { onDelete: 'cascade' }),
    requisitionId: uuid('requisition_id').references(() => requisitions.id, { onDelete: 'set null' }),
    lobId: uuid('lob_id').references(() => linesOfBusiness.id, { onDelete: 'set null' }),
    /** manual | application | decision */
    trigger: text('trigger').notNull().default('manual'),
    tokenHash: text('token_hash').notNull(),
    expiresAt: tstz('expires_at').notNull(),
    sentAt: tstz('sent_at').notNull().defaultNow(),
    answeredAt: tstz('answered_at'),
    score: integer('score'),
    comment: text('comment').notNull().default(''),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('anps_surveys_token_idx').on(t.tokenHash),
    /** Automatic surveys: one per applicant per trigger. */
    uniqueIndex('anps_surveys_auto_ra_idx')
      .on(t.requisitionApplicantId, t.trigger)
      .where(sql`${t.trigger} <> 'manual' and ${t.requisitionApplicantId} is not null`),
    uniqueIndex('anps_surveys_auto_manual_idx')
      .on(t.manualApplicantId, t.trigger)
      .where(sql`${t.trigger} <> 'manual' and ${t.manualApplicantId} is not null`),
    index('anps_surveys_answered_idx').on(t.answeredAt).where(sql`${t.answeredAt} is not null`),
    index('anps_surveys_requisition_idx').on(t.requisitionId),
    index('anps_surveys_lob_idx').on(t.lobId),
    check('anps_surveys_score_range', sql`${t.score} is null or (${t.score} between 0 and 10)`),
    check(
      'anps_surveys_one_applicant',
      sql`(${t.requisitionApplicantId} is null) <> (${t.manualApplicantId} is null)`,
    ),
  ],
);

/**
 * A spoken answer to one item of a language assessment's speaking section: where its chunked
 * upload stands (like `video_answers`) and the reviewer's CEFR rating. The bytes live in storage
 * under `assessment-spoken/<id>/<round>/`.
 */
export const assessmentSpokenAnswers = pgTable(
  'assessment_spoken_answers',
  {
    id: id(),
    interviewId: uuid('interview_id')
      .notNull()
      .references(() => applicantInterviews.id, { onDelete: 'cascade' }),
    itemId: text('item_id').notNull(),
    ...takeColumns(),
    completedAt: tstz('completed_at'),
    /** The reviewer's CEFR level for this answer and note. */
    rating: text('rating'),
    ...reviewerColumns(),
    /** Transcript and AI rubric suggestion, when a provider that can transcribe is configured. */
    transcript: text('transcript'),
    aiSuggestion: jsonb('ai_suggestion').$type<{ cefr: string; evidence: string; provider: string }>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('assessment_spoken_answers_item_idx').on(t.interviewId, t.itemId)],
);

/**
 * The pieces held of a spoken answer: a tus upload's one object (`assessment-spoken/<id>/<round>/
 * upload-<hex>`); older chunk-protocol rows were backfilled with their `.part` key.
 */
export const assessmentSpokenChunks = pgTable(
  'assessment_spoken_chunks',
  pieceColumns(() => assessmentSpokenAnswers.id),
  pieceKey,
);
