import type { TResumeCriteria } from '@ats/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';

/** Answers of a multiple-choice question; ids stay stable across edits (results name them). */
export type QualificationAnswerRow = { id: string; text: string; qualifying: boolean };

const nameIndex = (table: string, column: Parameters<typeof sql>[1]) =>
  index(`${table}_name_idx`).on(sql`lower(${column})`);

export const qualificationQuestions = pgTable(
  'qualification_questions',
  {
    id: id(),
    text: text('text').notNull(),
    type: text('type').notNull(),
    required: boolean('required').notNull().default(true),
    answers: jsonb('answers').$type<QualificationAnswerRow[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [nameIndex('qualification_questions', t.text)],
);

export const qualificationQuestionProfiles = pgTable(
  'qualification_question_profiles',
  {
    id: id(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** 'decline' (automatic, DEC004) or 'flag' (for review). */
    onDisqualify: text('on_disqualify').notNull().default('decline'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [nameIndex('qualification_question_profiles', t.name)],
);

/** A profile's questions in order; a question in use cannot be deleted (restrict). */
export const qualificationQuestionProfileItems = pgTable(
  'qualification_question_profile_items',
  {
    profileId: uuid('profile_id')
      .notNull()
      .references(() => qualificationQuestionProfiles.id, { onDelete: 'cascade' }),
    questionId: uuid('question_id')
      .notNull()
      .references(() => qualificationQuestions.id, { onDelete: 'restrict' }),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.profileId, t.questionId] }),
    unique('qualification_question_profile_items_position').on(t.profileId, t.position),
    index('qualification_question_profile_items_question_idx').on(t.questionId),
  ],
);

export const videoQuestions = pgTable(
  'video_questions',
  {
    id: id(),
    question: text('question').notNull(),
    thinkTimeSeconds: integer('think_time_seconds').notNull(),
    maxAnswerSeconds: integer('max_answer_seconds').notNull(),
    retakes: integer('retakes').notNull(),
    guidance: text('guidance').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [nameIndex('video_questions', t.question)],
);

export const videoQuestionProfiles = pgTable(
  'video_question_profiles',
  {
    id: id(),
    name: text('name').notNull(),
    introMessage: text('intro_message').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [nameIndex('video_question_profiles', t.name)],
);

export const videoQuestionProfileItems = pgTable(
  'video_question_profile_items',
  {
    profileId: uuid('profile_id')
      .notNull()
      .references(() => videoQuestionProfiles.id, { onDelete: 'cascade' }),
    questionId: uuid('question_id')
      .notNull()
      .references(() => videoQuestions.id, { onDelete: 'restrict' }),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.profileId, t.questionId] }),
    unique('video_question_profile_items_position').on(t.profileId, t.position),
    index('video_question_profile_items_question_idx').on(t.questionId),
  ],
);

export const typingTests = pgTable(
  'typing_tests',
  {
    id: id(),
    name: text('name').notNull(),
    passages: text('passages').array().notNull(),
    durationSeconds: integer('duration_seconds').notNull(),
    minNetWpm: integer('min_net_wpm').notNull(),
    /** Percent, two decimals. */
    minAccuracy: numeric('min_accuracy', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    language: text('language').notNull().default('en'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [nameIndex('typing_tests', t.name)],
);

export const resumeProfiles = pgTable(
  'resume_profiles',
  {
    id: id(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    criteria: jsonb('criteria').$type<TResumeCriteria>().notNull(),
    passThreshold: integer('pass_threshold').notNull(),
    /** Prompt-library ids; checked by the service once the prompts table exists. */
    prompts: uuid('prompt_ids').array().notNull().default(sql`'{}'::uuid[]`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [nameIndex('resume_profiles', t.name)],
);
