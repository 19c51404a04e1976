import type { TComfortZoneChecks, TVideoQuestionSnapshot } from '@ats/contract';
import { bigint, index, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, tstz, updatedAt } from './columns';
import { applicantInterviews, interviewGroups } from './interviews';
import { users } from './users';

/**
 * One video answer: the question as frozen when sent, where its upload stands, and the reviewer's
 * rating. Created with the group (one per interview); the bytes live in storage as chunks under
 * `video-answers/<id>/` (docs/decisions.md, "Video answers: chunked, resumable uploads").
 */
export const videoAnswers = pgTable(
  'video_answers',
  {
    id: id(),
    interviewId: uuid('interview_id')
      .notNull()
      .unique()
      .references(() => applicantInterviews.id, { onDelete: 'cascade' }),
    question: jsonb('question').$type<TVideoQuestionSnapshot>().notNull(),
    guidance: text('guidance').notNull().default(''),
    /** pending | uploading | uploaded | corruption_detected. */
    status: text('status').notNull().default('pending'),
    mimeType: text('mime_type'),
    sizeBytes: bigint('size_bytes', { mode: 'number' }),
    chunkCount: integer('chunk_count'),
    durationMs: integer('duration_ms'),
    /** Damaged uploads thrown away (each gave the candidate a free retake). */
    corruptions: integer('corruptions').notNull().default(0),
    rating: integer('rating'),
    notes: text('notes').notNull().default(''),
    ratedBy: uuid('rated_by').references(() => users.id, { onDelete: 'set null' }),
    ratedAt: tstz('rated_at'),
    completedAt: tstz('completed_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('video_answers_status_idx').on(t.status)],
);

/** The chunks the server holds of an answer; a chunk index is written once (idempotent re-sends). */
export const videoAnswerChunks = pgTable(
  'video_answer_chunks',
  {
    answerId: uuid('answer_id')
      .notNull()
      .references(() => videoAnswers.id, { onDelete: 'cascade' }),
    idx: integer('idx').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.answerId, t.idx] })],
);

/** Per group: the comfort zone's checks and the reviewer's overall call. */
export const videoGroupReviews = pgTable('video_group_reviews', {
  groupId: uuid('group_id')
    .primaryKey()
    .references(() => interviewGroups.id, { onDelete: 'cascade' }),
  checks: jsonb('checks').$type<TComfortZoneChecks>(),
  checkedAt: tstz('checked_at'),
  recommendation: text('recommendation'),
  notes: text('notes').notNull().default(''),
  evaluatedBy: uuid('evaluated_by').references(() => users.id, { onDelete: 'set null' }),
  evaluatedAt: tstz('evaluated_at'),
  updatedAt: updatedAt(),
});
