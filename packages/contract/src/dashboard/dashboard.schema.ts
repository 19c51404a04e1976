import { z } from 'zod';
import { ZIsoDate } from '../common/envelope';

/**
 * Dashboard figures (issue 19). Every figure is computed in SQL on the server, inside the
 * caller's lines of business and small-teams scope; a figure the caller's role may not see is
 * `null` (the page shows nothing for it), never an empty list that would read as "no data".
 */

/** Days of history when no range is given (the page's default). */
export const DASHBOARD_DEFAULT_DAYS = 90;
/** Longest range one request may ask for. */
export const DASHBOARD_MAX_DAYS = 731;
/** Classes at risk: a start date this many days away or closer counts as near. */
export const AT_RISK_DAYS = 14;
/** Applicant statuses that count as "late stage" for filling a class. */
export const LATE_STAGE_STATUSES = ['interview_scheduled', 'recommended', 'for_offer'] as const;
/** The rule, as shown on the screen. */
export const AT_RISK_RULE = `A class is at risk when it starts within ${AT_RISK_DAYS} days (or has already started) and the hires plus the applicants in late stages (Interview Scheduled, Recommended, For Offer) are fewer than the required headcount.`;
/** How many requisitions the pipeline chart shows (most applicants first). */
export const PIPELINE_MAX_REQUISITIONS = 12;
/** How many classes the at-risk table lists (soonest start first). */
export const CLASSES_MAX = 20;

const dayMs = 86_400_000;

export const ZDashboardQuery = z
  .object({
    lobId: z.uuid().optional(),
    requisitionId: z.uuid().optional(),
    /** First day (UTC), inclusive. */
    from: ZIsoDate.optional(),
    /** Last day (UTC), inclusive. */
    to: ZIsoDate.optional(),
  })
  .superRefine((q, ctx) => {
    if (q.from && q.to) {
      const span = (Date.parse(q.to) - Date.parse(q.from)) / dayMs;
      if (span < 0) ctx.addIssue({ code: 'custom', path: ['to'], message: 'must be on or after from' });
      else if (span > DASHBOARD_MAX_DAYS)
        ctx.addIssue({
          code: 'custom',
          path: ['to'],
          message: `range must be at most ${DASHBOARD_MAX_DAYS} days`,
        });
    }
  });
export type TDashboardQuery = z.infer<typeof ZDashboardQuery>;

/** The range the server used (defaults filled in), so links and labels match the figures. */
export const resolveDashboardRange = (q: Pick<TDashboardQuery, 'from' | 'to'>, today = new Date()) => {
  const to =
    q.to ?? (q.from ? addDays(q.from, DASHBOARD_DEFAULT_DAYS - 1) : today.toISOString().slice(0, 10));
  const from = q.from ?? addDays(to, -(DASHBOARD_DEFAULT_DAYS - 1));
  return { from, to };
};
const addDays = (day: string, n: number) => new Date(Date.parse(day) + n * dayMs).toISOString().slice(0, 10);

const ZCount = z.number().int().nonnegative();
const ZDays = z.number().nullable();

export const ZClassAtRisk = z.object({
  requisitionId: z.uuid(),
  requisitionUid: z.string(),
  name: z.string(),
  lobId: z.uuid(),
  lobName: z.string(),
  status: z.string(),
  startDate: z.string(),
  daysToStart: z.number().int(),
  requiredHC: ZCount,
  numHired: ZCount,
  lateStage: ZCount,
  atRisk: z.boolean(),
});
export type TClassAtRisk = z.infer<typeof ZClassAtRisk>;

export const ZPipelineRow = z.object({
  requisitionId: z.uuid(),
  requisitionUid: z.string(),
  name: z.string(),
  total: ZCount,
  /** Applicant status → live applicants created in the range. */
  counts: z.record(z.string(), ZCount),
});
export type TPipelineRow = z.infer<typeof ZPipelineRow>;

export const ZStatusFlow = z.object({ from: z.string(), to: z.string(), count: ZCount });
export type TStatusFlow = z.infer<typeof ZStatusFlow>;

export const ZTimeToFill = z.object({
  lobId: z.uuid(),
  lobName: z.string(),
  filled: ZCount,
  medianDays: ZDays,
  p75Days: ZDays,
});
export type TTimeToFill = z.infer<typeof ZTimeToFill>;

export const ZTimeInStatus = z.object({
  lobId: z.uuid(),
  lobName: z.string(),
  status: z.string(),
  /** Status changes that left this status in the range. */
  transitions: ZCount,
  medianDays: ZDays,
  p75Days: ZDays,
});
export type TTimeInStatus = z.infer<typeof ZTimeInStatus>;

export const ZSourceMix = z.object({
  /** `manual` (Manual Applicant Tracker) or `online` (the application flow). */
  channel: z.enum(['manual', 'online']),
  source: z.string(),
  applicants: ZCount,
  hired: ZCount,
  /** hired / applicants, 0–1. */
  conversion: z.number(),
});
export type TSourceMix = z.infer<typeof ZSourceMix>;

export const ZAssessmentPassRate = z.object({
  type: z.string(),
  evaluated: ZCount,
  passed: ZCount,
  /** passed / evaluated, 0–1; null when nothing was evaluated. */
  passRate: z.number().nullable(),
});
export type TAssessmentPassRate = z.infer<typeof ZAssessmentPassRate>;

export const ZFunnelStep = z.object({
  step: z.string(),
  visitors: ZCount,
  completed: ZCount,
  /** Share of the step's visitors who did not complete it, 0–1. */
  dropOff: z.number().nullable(),
});
export const ZFunnelBreakdown = z.object({ key: z.string(), visitors: ZCount, completed: ZCount });
export const ZFunnel = z.object({
  /** False until the application flow records events (the page shows an empty state). */
  available: z.boolean(),
  steps: z.array(ZFunnelStep),
  byDevice: z.array(ZFunnelBreakdown),
  bySource: z.array(ZFunnelBreakdown),
});
export type TFunnel = z.infer<typeof ZFunnel>;

export const ZAnps = z.object({
  /** False until the aNPS survey stores answers (the page shows an empty state). */
  available: z.boolean(),
  trend: z.array(z.object({ month: z.string(), score: z.number().nullable(), responses: ZCount })),
  comments: z.array(z.object({ at: z.string(), score: z.number(), comment: z.string() })),
});
export type TAnps = z.infer<typeof ZAnps>;

export const ZMyWork = z.object({
  /** Completed applications nobody has moved on from Incomplete yet; null without tracker view. */
  applicantsToReview: ZCount.nullable(),
  /** Submitted interviews not yet evaluated; null without tracker view. */
  interviewsToEvaluate: ZCount.nullable(),
  /** Class requests still New; null without class-requests view. */
  newClassRequests: ZCount.nullable(),
});
export type TMyWork = z.infer<typeof ZMyWork>;

export const ZDashboard = z.object({
  range: z.object({ from: z.string(), to: z.string() }),
  classesAtRisk: z.object({ rule: z.string(), items: z.array(ZClassAtRisk) }).nullable(),
  pipeline: z.array(ZPipelineRow).nullable(),
  statusFlow: z.array(ZStatusFlow).nullable(),
  timeToFill: z.array(ZTimeToFill).nullable(),
  timeInStatus: z.array(ZTimeInStatus).nullable(),
  sourceMix: z.array(ZSourceMix).nullable(),
  assessments: z.array(ZAssessmentPassRate).nullable(),
  funnel: ZFunnel.nullable(),
  anps: ZAnps.nullable(),
  myWork: ZMyWork,
});
export type TDashboard = z.infer<typeof ZDashboard>;
