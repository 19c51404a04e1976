import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';
import { users } from './users';

/** A prompt of the prompt library; its template and model settings live in versions. */
export const prompts = pgTable(
  'prompts',
  {
    id: id(),
    name: text('name').notNull(),
    /** resume-screening | video-answer-evaluation | typing-feedback | writing-evaluation | generic. */
    purpose: text('purpose').notNull().default('generic'),
    description: text('description').notNull().default(''),
    /** Always one of this prompt's versions; kept by the service. */
    currentVersionId: uuid('current_version_id'),
    /** Highest version number ever given, so a deleted version's number is never reused. */
    lastVersionNumber: integer('last_version_number').notNull().default(0),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('prompts_name_unique').on(sql`lower(${t.name})`),
    index('prompts_updated_idx').on(t.updatedAt, t.id),
  ],
);

/** Every saved state of a prompt; never updated after insert. */
export const promptVersions = pgTable(
  'prompt_versions',
  {
    id: id(),
    promptId: uuid('prompt_id')
      .notNull()
      .references(() => prompts.id, { onDelete: 'cascade' }),
    versionNumber: integer('version_number').notNull(),
    definition: text('definition').notNull(),
    variables: text('variables').array().notNull().default(sql`'{}'::text[]`),
    modelSettings: jsonb('model_settings')
      .$type<{ model: string; temperature: number; maxTokens: number }>()
      .notNull(),
    outputSchema: jsonb('output_schema').$type<Record<string, unknown>>(),
    note: text('note').notNull().default(''),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('prompt_versions_number_unique').on(t.promptId, t.versionNumber)],
);

/**
 * Every call to an AI provider: what ran (prompt version), where (provider, model), on what
 * (a hash of the input, never the input), what it cost and how it ended, and for whom.
 */
export const aiCalls = pgTable(
  'ai_calls',
  {
    id: id(),
    /** generate-prompt | test-prompt | … (the streamed route that made it). */
    kind: text('kind').notNull(),
    promptId: uuid('prompt_id').references(() => prompts.id, { onDelete: 'set null' }),
    promptVersionId: uuid('prompt_version_id').references(() => promptVersions.id, {
      onDelete: 'set null',
    }),
    /** Kept when the version is later deleted, so the history stays explainable. */
    promptVersionNumber: integer('prompt_version_number'),
    provider: text('provider').notNull(),
    model: text('model').notNull(),
    inputHash: text('input_hash').notNull(),
    inputTokens: integer('input_tokens').notNull().default(0),
    outputTokens: integer('output_tokens').notNull().default(0),
    latencyMs: integer('latency_ms').notNull().default(0),
    /** success | error | cancelled | budget_exceeded. */
    outcome: text('outcome').notNull(),
    error: text('error'),
    callerId: uuid('caller_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('ai_calls_prompt_idx').on(t.promptId, t.createdAt, t.id),
    index('ai_calls_caller_idx').on(t.callerId, t.createdAt),
  ],
);
