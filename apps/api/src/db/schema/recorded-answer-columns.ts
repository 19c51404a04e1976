import { type AnyPgColumn, bigint, integer, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, tstz } from './columns';
import { users } from './users';

/**
 * The columns every recorded answer has (`video_answers`, `assessment_spoken_answers`): where its
 * current take stands (modules/recorded-answers/take.ts) and what was received. The pipelines add
 * their own (what was asked, the rating's scale, problems, transcripts) around them.
 */
export const takeColumns = () => ({
  /** pending | uploading | validating (video only) | uploaded | corruption_detected | expired (video only) */
  status: text('status').notNull().default('pending'),
  mimeType: text('mime_type'),
  sizeBytes: bigint('size_bytes', { mode: 'number' }),
  chunkCount: integer('chunk_count'),
  durationMs: integer('duration_ms'),
  /** Damaged uploads thrown away (each gave the candidate a free retake): the current take's round. */
  corruptions: integer('corruptions').notNull().default(0),
});

/** The reviewer's note on a recorded answer and who rated it when (each pipeline has its own scale). */
export const reviewerColumns = () => ({
  notes: text('notes').notNull().default(''),
  ratedBy: uuid('rated_by').references(() => users.id, { onDelete: 'set null' }),
  ratedAt: tstz('rated_at'),
});

/** The pieces held of a recorded answer (`answer` is its table's id); an index is written once. */
export const pieceColumns = (answer: () => AnyPgColumn) => ({
  answerId: uuid('answer_id').notNull().references(answer, { onDelete: 'cascade' }),
  idx: integer('idx').notNull(),
  size: integer('size').notNull(),
  sha256: text('sha256').notNull(),
  /** The object holding this piece (see the table's comment for the pipeline's layout). */
  storageKey: text('storage_key'),
  createdAt: createdAt(),
});

/** A piece is one per answer and index (idempotent re-sends). */
export const pieceKey = (t: { answerId: AnyPgColumn; idx: AnyPgColumn }) => [
  primaryKey({ columns: [t.answerId, t.idx] }),
];
