import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { applicants, requisitionApplicants } from './applicants';
import { createdAt, id } from './columns';
import { users } from './users';

/** Tags on an applicant record of either tracker (docs/decisions/tags.md). */
export const candidateTags = pgTable(
  'candidate_tags',
  {
    id: id(),
    applicantId: uuid('applicant_id').references(() => applicants.id, { onDelete: 'cascade' }),
    requisitionApplicantId: uuid('requisition_applicant_id').references(() => requisitionApplicants.id, {
      onDelete: 'cascade',
    }),
    /** Trimmed, single-spaced, lower case: filters compare it as is. */
    tag: text('tag').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('candidate_tags_applicant_unique')
      .on(t.applicantId, t.tag)
      .where(sql`${t.applicantId} is not null`),
    uniqueIndex('candidate_tags_requisition_applicant_unique')
      .on(t.requisitionApplicantId, t.tag)
      .where(sql`${t.requisitionApplicantId} is not null`),
    // The tracker filters look rows up by tag.
    index('candidate_tags_tag_idx').on(t.tag),
    check(
      'candidate_tags_one_subject',
      sql`(${t.applicantId} is null) <> (${t.requisitionApplicantId} is null)`,
    ),
  ],
);
