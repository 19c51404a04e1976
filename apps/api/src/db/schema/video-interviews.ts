import type { TComfortZoneChecks, TVideoQuestionSnapshot } from '@ats/contract';
import { type AnyPgColumn, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, tstz, updatedAt } from './columns';
import { applicantInterviews, interviewGroups, testResults } from './interviews';
import { pieceColumns, pieceKey, reviewerColumns, takeColumns } from './recorded-answer-columns';
import { users } from './users';

/**
 * One video answer: the question as frozen when sent, where its upload stands, and the reviewer's
 * rating. Created with the group (one per interview); the bytes live in storage as chunks under
 * `video-answers/<id>/` (docs/decisions/video.md#uploads-over-tus).
 */
export const videoAnswers = pgTable(
  'video_answers',
  {
    id: id(),
    /** The interview question answered; null for a public recording's answer. */
    interviewId: uuid('interview_id')
      .unique()
      .references(() => applicantInterviews.id, { onDelete: 'cascade' }),
    /** The public recording this is (docs/decisions/video.md#public-recordings); null for interviews. */
    publicRecordingId: uuid('public_recording_id')
      .unique()
      .references((): AnyPgColumn => publicRecordings.id, { onDelete: 'cascade' }),
    /** The video question test (a pilot by email, SPEC §2) this answers; null otherwise. */
    testResultId: uuid('test_result_id')
      .unique()
      .references(() => testResults.id, { onDelete: 'cascade' }),
    question: jsonb('question').$type<TVideoQuestionSnapshot>().notNull(),
    guidance: text('guidance').notNull().default(''),
    ...takeColumns(),
    /** What the server's probe found wrong with the last upload (shown to the candidate). */
    problems: jsonb('problems').$type<string[]>().notNull().default([]),
    /** When retention deleted the recording from storage (the row and its rating stay). */
    expiredAt: tstz('expired_at'),
    rating: integer('rating'),
    ...reviewerColumns(),
    completedAt: tstz('completed_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('video_answers_status_idx').on(t.status)],
);

/**
 * The pieces the server holds of an answer. Deleting a row queues its object's deletion (a
 * trigger, docs/decisions/video.md#video-retention), whatever deleted it: retention, a retake, a
 * cascade.
 */
export const videoAnswerChunks = pgTable(
  'video_answer_chunks',
  pieceColumns(() => videoAnswers.id),
  pieceKey,
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

/**
 * A public recording (SPEC §1, §2 /public-recordings): anyone records a short video with the
 * interview recorder. Its upload and share tokens are HMACs of the id (never stored; only their
 * hashes are, for lookups). A guest's list is the recordings of its device cookie's hash; signed-in
 * staff record as themselves (`createdBy`).
 */
export const publicRecordings = pgTable(
  'public_recordings',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    /** When the recorder agreed to the recording being kept and shared by its link. */
    consentAt: tstz('consent_at').notNull(),
    /** SHA-256 of the device cookie that made it (a guest lists only its own device's). */
    deviceHash: text('device_hash').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    uploadTokenHash: text('upload_token_hash').notNull().unique(),
    shareTokenHash: text('share_token_hash').notNull().unique(),
    maxSeconds: integer('max_seconds').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('public_recordings_device_idx').on(t.deviceHash, t.createdAt),
    index('public_recordings_created_idx').on(t.createdAt),
  ],
);
