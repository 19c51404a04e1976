import { sql } from 'drizzle-orm';
import { date, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, tstz, updatedAt } from './columns';
import { linesOfBusiness } from './lines-of-business';
import { requisitions } from './requisitions';
import { users } from './users';

/**
 * A talent-discovery (hiring) request, called a class request. The content lives in versions;
 * the summary columns below copy the current version so the tracker can search, filter and sort.
 */
export const classRequests = pgTable(
  'class_requests',
  {
    id: id(),
    /** Human-readable, e.g. CR-2611-0007; issued from `class_request_counters`, never reused. */
    referenceNumber: text('reference_number').notNull(),
    /** new | in_review | accepted | declined. */
    status: text('status').notNull().default('new'),
    statusReason: text('status_reason'),
    statusChangedAt: tstz('status_changed_at').notNull().defaultNow(),
    /** agent | non-agent (of the current version). */
    type: text('type').notNull(),
    positionTitle: text('position_title').notNull(),
    company: text('company').notNull(),
    requesterName: text('requester_name').notNull(),
    email: text('email').notNull(),
    country: text('country').notNull(),
    headcount: integer('headcount').notNull(),
    targetStartDate: date('target_start_date', { mode: 'string' }).notNull(),
    lobId: uuid('lob_id').references(() => linesOfBusiness.id, { onDelete: 'set null' }),
    /** The current version; kept by the service (always one of this request's versions). */
    currentVersionId: uuid('current_version_id'),
    /** Highest version number ever given, so a deleted version's number is never reused. */
    lastVersionNumber: integer('last_version_number').notNull().default(0),
    /** The draft requisition created on accept. */
    requisitionId: uuid('requisition_id').references(() => requisitions.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('class_requests_reference_unique').on(t.referenceNumber),
    index('class_requests_created_idx').on(t.createdAt, t.id),
    index('class_requests_status_idx').on(t.status),
    index('class_requests_position_idx').on(sql`lower(${t.positionTitle})`),
  ],
);

/** Every submitted or saved state of a request, in full. */
export const classRequestVersions = pgTable(
  'class_request_versions',
  {
    id: id(),
    classRequestId: uuid('class_request_id')
      .notNull()
      .references(() => classRequests.id, { onDelete: 'cascade' }),
    versionNumber: integer('version_number').notNull(),
    snapshot: jsonb('snapshot').$type<Record<string, unknown>>().notNull(),
    /** Null: submitted by the requester through the public form. */
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('class_request_versions_number_unique').on(t.classRequestId, t.versionNumber)],
);

/** Per-month counter behind reference numbers (CR-YYMM-NNNN): only ever increments. */
export const classRequestCounters = pgTable('class_request_counters', {
  period: text('period').primaryKey(),
  lastValue: integer('last_value').notNull().default(0),
});
