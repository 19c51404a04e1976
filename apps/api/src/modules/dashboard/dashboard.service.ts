import {
  AT_RISK_RULE,
  isAllowed,
  resolveDashboardRange,
  type TDashboard,
  type TDashboardQuery,
} from '@ats/contract';
import type { Db } from '../../db/client';
import type { AuthContext } from '../../plugins/route-access';
import * as todo from './dashboard.repo';
import * as applicationFlow from './dashboard-application-flow.repo';
import type { DashboardFilters } from './dashboard-filters.repo';
import * as interviews from './dashboard-interviews.repo';
import * as pipeline from './dashboard-pipeline.repo';
import * as statusChanges from './dashboard-status-changes.repo';

const nextDay = (day: string) => new Date(Date.parse(day) + 86_400_000).toISOString();

/**
 * The dashboard (docs/decisions/dashboard.md): each figure needs the view permission of the
 * list behind it and is scoped like that list; a figure the role may not see is null.
 */
export const createDashboardService = (db: Db) => ({
  async summary(q: TDashboardQuery, caller: AuthContext, now = new Date()): Promise<TDashboard> {
    const range = resolveDashboardRange(q, now);
    const f: DashboardFilters = {
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
    // Independent statements, started together: on PostgreSQL they run on the pool's connections
    // at once; PGlite has one connection and runs them one after another.
    const [
      classes,
      applicantFigures,
      statusFigures,
      timeToFill,
      manualSources,
      assessments,
      funnel,
      anps,
      applicantsToReview,
      interviewsToEvaluate,
      newClassRequests,
    ] = await Promise.all([
      requisitions ? pipeline.classesAtRisk(db, caller, f) : null,
      trackers.requisition ? pipeline.requisitionApplicantFigures(db, caller, f) : null,
      trackers.requisition ? statusChanges.statusChangeFigures(db, caller, f) : null,
      requisitions ? statusChanges.timeToFill(db, caller, f) : null,
      trackers.manual ? pipeline.manualSourceMix(db, caller, f) : [],
      anyTracker ? interviews.assessmentPassRates(db, caller, f, trackers) : null,
      trackers.requisition ? applicationFlow.funnel(db, caller, f) : null,
      trackers.requisition ? applicationFlow.anps(db, caller, f) : null,
      trackers.requisition ? todo.applicantsToReview(db, caller) : null,
      anyTracker ? interviews.interviewsToEvaluate(db, caller, trackers) : null,
      can('class-requests') ? todo.newClassRequests(db) : null,
    ]);
    return {
      range,
      classesAtRisk: classes ? { rule: AT_RISK_RULE, items: classes } : null,
      pipeline: applicantFigures?.pipeline ?? null,
      statusFlow: statusFigures?.flow ?? null,
      timeToFill,
      timeInStatus: statusFigures?.timeInStatus ?? null,
      sourceMix: anyTracker ? [...manualSources, ...(applicantFigures?.sources ?? [])] : null,
      assessments,
      funnel,
      anps,
      myWork: { applicantsToReview, interviewsToEvaluate, newClassRequests },
    };
  },
});
