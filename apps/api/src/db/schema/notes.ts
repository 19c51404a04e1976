import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { applicants, requisitionApplicants } from './applicants';
import { createdAt, id, tstz, updatedAt } from './columns';
import { users } from './users';

/**
 * Notes on a person (`about = candidate`) or on one application (`about = application`). Each
 * note belongs to exactly one applicant record of either tracker (docs/decisions/notes.md#what-a-note-belongs-to).
 */
export const notes = pgTable(
  'notes',
  {
    id: id(),
    applicantId: uuid('applicant_id').references(() => applicants.id, { onDelete: 'cascade' }),
    requisitionApplicantId: uuid('requisition_applicant_id').references(() => requisitionApplicants.id, {
      onDelete: 'cascade',
    }),
    /** candidate | application. */
    about: text('about').notNull().default('candidate'),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    /** everyone (everyone who may see the applicant) | private (the author only). */
    visibility: text('visibility').notNull().default('everyone'),
    /** Users mentioned in the current body. */
    mentionedUserIds: jsonb('mentioned_user_ids').$type<string[]>().notNull().default([]),
    deletedAt: tstz('deleted_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('notes_applicant_idx').on(t.applicantId, t.createdAt),
    index('notes_requisition_applicant_idx').on(t.requisitionApplicantId, t.createdAt),
    check('notes_one_subject', sql`(${t.applicantId} is null) <> (${t.requisitionApplicantId} is null)`),
  ],
);

/** Earlier versions of a note: one row per edit, holding what the note said before it. */
export const noteRevisions = pgTable(
  'note_revisions',
  {
    id: id(),
    noteId: uuid('note_id')
      .notNull()
      .references(() => notes.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    visibility: text('visibility').notNull(),
    /** Who wrote this version (the author), and when it was replaced. */
    editedBy: uuid('edited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('note_revisions_note_idx').on(t.noteId, t.createdAt)],
);

/** In-app notifications (the bell in the top bar); mentions create them. */
export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** mention. */
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    /** App path the notification opens (e.g. /talent-discovery/applicant-tracker/<id>). */
    link: text('link').notNull().default(''),
    readAt: tstz('read_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.createdAt),
    index('notifications_unread_idx').on(t.userId).where(sql`${t.readAt} is null`),
  ],
);
