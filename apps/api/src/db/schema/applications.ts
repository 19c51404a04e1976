import type { TApplicationSource, TQualificationProfileSnapshot, TVideoUnableToRecord } from '@ats/contract';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { requisitionApplicants } from './applicants';
import { createdAt, id, tstz, updatedAt } from './columns';
import { interviewGroups } from './interviews';
import { requisitions } from './requisitions';

/** What pre-screening decided, kept for the recruiter (docs/decisions/application-flow.md#pre-screening). */
export interface StoredPreScreen {
  passed: boolean;
  /** Rules that failed (knock-outs) and answers flagged for review. */
  failed: string[];
  flagged: string[];
  at: string;
}

/**
 * The public application flow's state for one requisition applicant (created with it). Steps
 * done are stamped once and never rewritten; the step order is decided by the server.
 */
export const applications = pgTable(
  'applications',
  {
    applicantId: uuid('applicant_id')
      .primaryKey()
      .references(() => requisitionApplicants.id, { onDelete: 'cascade' }),
    requisitionId: uuid('requisition_id')
      .notNull()
      .references(() => requisitions.id, { onDelete: 'cascade' }),
    /** Shown to the candidate and in mail, e.g. APP-7K3M9Q. */
    reference: text('reference').notNull(),
    /** step → ISO time it was submitted. */
    stepsDone: jsonb('steps_done').$type<Record<string, string>>().notNull().default({}),
    /** The questions frozen when the application started (with the knock-out flags). */
    qualificationSnapshot: jsonb('qualification_snapshot').$type<TQualificationProfileSnapshot | null>(),
    consentAt: tstz('consent_at').notNull(),
    consentVersion: text('consent_version').notNull(),
    accommodations: text('accommodations').notNull().default(''),
    locale: text('locale').notNull().default('en'),
    visitorId: text('visitor_id'),
    device: text('device').notNull().default('desktop'),
    source: jsonb('source').$type<TApplicationSource>().notNull().default({}),
    preScreen: jsonb('pre_screen').$type<StoredPreScreen | null>(),
    typingInterviewId: uuid('typing_interview_id'),
    /** The video-question group the flow's video step created for this application (once). */
    videoGroupId: uuid('video_group_id').references(() => interviewGroups.id, { onDelete: 'set null' }),
    /**
     * The candidate could not record and asked for an accommodation at the video step: the step
     * counted with the answers received (docs/decisions/application-flow.md#video-step).
     */
    videoUnableToRecord: jsonb('video_unable_to_record').$type<TVideoUnableToRecord | null>(),
    withdrawnAt: tstz('withdrawn_at'),
    deletionRequestedAt: tstz('deletion_requested_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('applications_requisition_idx').on(t.requisitionId),
    uniqueIndex('applications_reference_unique').on(t.reference),
    index('applications_deletion_idx')
      .on(t.deletionRequestedAt)
      .where(sql`${t.deletionRequestedAt} is not null`),
  ],
);

/**
 * Secrets that open an application: the emailed continue link (`link`), the browser's HttpOnly
 * cookie (`cookie`) and the link that confirms a new email address (`email`, which carries that
 * address). Only their SHA-256 is stored.
 */
export const applicationSessions = pgTable(
  'application_sessions',
  {
    id: id(),
    applicantId: uuid('applicant_id')
      .notNull()
      .references(() => applications.applicantId, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    tokenHash: text('token_hash').notNull(),
    /** The new address an `email` link confirms (docs/decisions/application-flow.md#identity). */
    email: text('email'),
    expiresAt: tstz('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('application_sessions_hash_unique').on(t.tokenHash),
    index('application_sessions_applicant_idx').on(t.applicantId),
  ],
);

/** Funnel events: a step's view, completion or abandonment by one visitor. */
export const applicationEvents = pgTable(
  'application_events',
  {
    id: id(),
    requisitionId: uuid('requisition_id')
      .notNull()
      .references(() => requisitions.id, { onDelete: 'cascade' }),
    applicantId: uuid('applicant_id').references(() => requisitionApplicants.id, { onDelete: 'set null' }),
    visitorId: text('visitor_id').notNull(),
    step: text('step').notNull(),
    /** view | complete | abandon. */
    kind: text('kind').notNull(),
    msOnStep: integer('ms_on_step').notNull().default(0),
    /** mobile | tablet | desktop (from the user agent). */
    device: text('device').notNull(),
    /** utm_source, else the referrer's host, else "direct". */
    source: text('source').notNull().default('direct'),
    createdAt: createdAt(),
  },
  (t) => [index('application_events_funnel_idx').on(t.requisitionId, t.step, t.kind)],
);
