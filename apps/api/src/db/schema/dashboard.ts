import {
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { requisitionApplicants } from './applicants';
import { tstz } from './columns';

/**
 * Dashboard rollups (issue 19, docs/decisions/dashboard.md#rollups-kept-by-database-triggers). They are kept exact by
 * database triggers on the tables they summarise (migration `dashboard-rollup-triggers`), so every
 * write path — services, imports, seeds, cascades — updates them in the same transaction. Nothing in
 * the application writes them directly.
 */

/** Live (not archived) requisition applicants per UTC creation day, requisition, status and source. */
export const dashboardApplicantDays = pgTable(
  'dashboard_applicant_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    requisitionId: uuid('requisition_id').notNull(),
    status: text('status').notNull(),
    /** The application's utm_source, else the referrer's host, else "direct"; "added by staff" without one. */
    source: text('source').notNull(),
    applicants: integer('applicants').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.requisitionId, t.day, t.status, t.source] }),
    // Range scans read only the index (pipeline, source mix).
    index('dashboard_applicant_days_day_idx').on(t.day, t.requisitionId, t.status, t.source, t.applicants),
  ],
);

/** Live manual applicants per UTC creation day, line of business (or none), source and status. */
export const dashboardManualApplicantDays = pgTable(
  'dashboard_manual_applicant_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    lobId: uuid('lob_id'),
    source: text('source').notNull(),
    status: text('status').notNull(),
    applicants: integer('applicants').notNull(),
  },
  (t) => [
    unique('dashboard_manual_applicant_days_key').on(t.day, t.lobId, t.source, t.status).nullsNotDistinct(),
    index('dashboard_manual_applicant_days_day_idx').on(t.day, t.lobId, t.source, t.status, t.applicants),
  ],
);

/**
 * One row per `status_change` audit entry of a requisition applicant, with the days since the
 * applicant's previous change (or creation): the status flow and time in status read this narrow
 * table instead of the audit log.
 */
export const dashboardStatusChanges = pgTable(
  'dashboard_status_changes',
  {
    auditId: uuid('audit_id').primaryKey(),
    requisitionApplicantId: uuid('requisition_applicant_id')
      .notNull()
      .references(() => requisitionApplicants.id, { onDelete: 'cascade' }),
    /** The applicant's current requisition (kept by the trigger when an applicant moves). */
    requisitionId: uuid('requisition_id').notNull(),
    changedAt: tstz('changed_at').notNull(),
    fromStatus: text('from_status'),
    toStatus: text('to_status'),
    /** Days since the previous change of the same applicant, else since its creation. */
    days: doublePrecision('days'),
  },
  (t) => [
    index('dashboard_status_changes_time_idx').on(
      t.changedAt,
      t.requisitionId,
      t.fromStatus,
      t.toStatus,
      t.days,
    ),
    index('dashboard_status_changes_applicant_idx').on(t.requisitionApplicantId, t.changedAt),
    index('dashboard_status_changes_requisition_idx').on(t.requisitionId, t.changedAt),
  ],
);

/*
 * Coarser grains for whole-company figures (migration `dashboard-period-rollups`): the same counts
 * summed per calendar month, ISO week (from Monday) and day, so a range reads its whole months, then
 * whole weeks, then single days at the edges. `grain` is 'm', 'w' or 'd'; `period` the first day.
 * Kept by triggers on the three rollups above (and on requisitions when a requisition changes line
 * or group type), never written by the application.
 */

/** Live requisition applicants per period, line of business, group type, status and source. */
export const dashboardApplicantPeriods = pgTable(
  'dashboard_applicant_periods',
  {
    grain: text('grain').notNull(),
    period: date('period', { mode: 'string' }).notNull(),
    lobId: uuid('lob_id').notNull(),
    groupType: text('group_type').notNull(),
    status: text('status').notNull(),
    source: text('source').notNull(),
    applicants: integer('applicants').notNull(),
  },
  (t) => [primaryKey({ columns: [t.grain, t.period, t.lobId, t.groupType, t.status, t.source] })],
);

/** Live requisition applicants per period and requisition (the pipeline's busiest requisitions). */
export const dashboardRequisitionPeriods = pgTable(
  'dashboard_requisition_periods',
  {
    grain: text('grain').notNull(),
    period: date('period', { mode: 'string' }).notNull(),
    requisitionId: uuid('requisition_id').notNull(),
    applicants: integer('applicants').notNull(),
  },
  (t) => [primaryKey({ columns: [t.grain, t.period, t.requisitionId] })],
);

/** Status changes with a previous status per period (of the change), line, group type and from → to. */
export const dashboardFlowPeriods = pgTable(
  'dashboard_flow_periods',
  {
    grain: text('grain').notNull(),
    period: date('period', { mode: 'string' }).notNull(),
    lobId: uuid('lob_id').notNull(),
    groupType: text('group_type').notNull(),
    fromStatus: text('from_status').notNull(),
    toStatus: text('to_status'),
    changes: integer('changes').notNull(),
  },
  (t) => [
    unique('dashboard_flow_periods_key')
      .on(t.grain, t.period, t.lobId, t.groupType, t.fromStatus, t.toStatus)
      .nullsNotDistinct(),
  ],
);

/**
 * The same changes per period, line, group type, status left and days spent in it
 * (`greatest(days, 0)`, exact, as time in status reads it): a histogram of the spans.
 */
export const dashboardSpanPeriods = pgTable(
  'dashboard_span_periods',
  {
    grain: text('grain').notNull(),
    period: date('period', { mode: 'string' }).notNull(),
    lobId: uuid('lob_id').notNull(),
    groupType: text('group_type').notNull(),
    status: text('status').notNull(),
    days: doublePrecision('days').notNull(),
    changes: integer('changes').notNull(),
  },
  (t) => [primaryKey({ columns: [t.grain, t.period, t.lobId, t.groupType, t.status, t.days] })],
);

/** Live manual applicants per period, line of business (or none), source and status. */
export const dashboardManualPeriods = pgTable(
  'dashboard_manual_periods',
  {
    grain: text('grain').notNull(),
    period: date('period', { mode: 'string' }).notNull(),
    lobId: uuid('lob_id'),
    source: text('source').notNull(),
    status: text('status').notNull(),
    applicants: integer('applicants').notNull(),
  },
  (t) => [
    unique('dashboard_manual_periods_key')
      .on(t.grain, t.period, t.lobId, t.source, t.status)
      .nullsNotDistinct(),
  ],
);
