import {
  AT_RISK_RULE,
  isAllowed,
  resolveDashboardRange,
  type TDashboard,
  type TDashboardQuery,
} from '@ats/contract';
import type { Db } from '../../db/client';
import type { AuthContext } from '../../plugins/route-access';
import * as repo from './dashboard.repo';

const nextDay = (day: string) => new Date(Date.parse(day) + 86_400_000).toISOString();

/**
 * The dashboard (docs/decisions.md, "Dashboard"): each figure needs the view permission of the
 * list behind it and is scoped like that list; a figure the role may not see is null.
 */
export const createDashboardService = (db: Db) => ({
  async summary(q: TDashboardQuery, caller: AuthContext, now = new Date()): Promise<TDashboard> {
    const range = resolveDashboardRange(q, now);
    const f: repo.DashboardFilters = {
      from: `${range.from}T00:00:00.000Z`,
      to: nextDay(range.to),
      lobId: q.lobId,
      requisitionId: q.requisitionId,
      today: now.toISOString().slice(0, 10),
    };
    const can = (id: string) => isAllowed(caller.permissions, id, 'view');
    const requisitions = can('requisitions');
    const trackers = { requisition: can('req-applicant-tracker'), manual: can('applicant-tracker') };
    const anyTracker = trackers.requisition || trackers.manual;
    // One after another: PGlite has one connection, and on PostgreSQL each statement is short.
    const classes = requisitions ? await repo.classesAtRisk(db, caller, f) : null;
    const pipeline = trackers.requisition ? await repo.pipeline(db, caller, f) : null;
    const statusFlow = trackers.requisition ? await repo.statusFlow(db, caller, f) : null;
    const timeToFill = requisitions ? await repo.timeToFill(db, caller, f) : null;
    const timeInStatus = trackers.requisition ? await repo.timeInStatus(db, caller, f) : null;
    const sourceMix = anyTracker
      ? [
          ...(trackers.manual ? await repo.manualSourceMix(db, caller, f) : []),
          ...(trackers.requisition ? await repo.onlineSourceMix(db, caller, f) : []),
        ]
      : null;
    const assessments = anyTracker ? await repo.assessmentPassRates(db, caller, f, trackers) : null;
    const funnel = trackers.requisition ? await repo.funnel(db, caller, f) : null;
    return {
      range,
      classesAtRisk: classes ? { rule: AT_RISK_RULE, items: classes } : null,
      pipeline,
      statusFlow,
      timeToFill,
      timeInStatus,
      sourceMix,
      assessments,
      funnel,
      anps: trackers.requisition ? await repo.anps(db, caller, f) : null,
      myWork: {
        applicantsToReview: trackers.requisition ? await repo.applicantsToReview(db, caller) : null,
        interviewsToEvaluate: anyTracker ? await repo.interviewsToEvaluate(db, caller, trackers) : null,
        newClassRequests: can('class-requests') ? await repo.newClassRequests(db) : null,
      },
    };
  },
});
