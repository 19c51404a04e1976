import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { emailTemplates } from './email-templates';
import { mailOutbox } from './mail-outbox';
import { users } from './users';

/**
 * Links an outbox message to the applicant it was sent to (manual or requisition applicant:
 * `applicant_kind` says which table), so the record shows every email with its delivery state.
 */
export const candidateEmails = pgTable(
  'candidate_emails',
  {
    id: id(),
    outboxId: uuid('outbox_id')
      .notNull()
      .unique()
      .references(() => mailOutbox.id, { onDelete: 'cascade' }),
    /** manual | requisition. */
    applicantKind: text('applicant_kind').notNull(),
    applicantId: uuid('applicant_id').notNull(),
    purpose: text('purpose').notNull(),
    templateId: uuid('template_id').references(() => emailTemplates.id, { onDelete: 'set null' }),
    sentBy: uuid('sent_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('candidate_emails_applicant_idx').on(t.applicantKind, t.applicantId, t.createdAt)],
);
