import { APPLICATION_STEPS, type TApplicationFunnel } from '@ats/contract';
import type { Db } from '../../db/client';
import type { AuthContext } from '../../plugins/route-access';
import { findFlowRequisition } from '../applications';
import { createRequisitionsService } from '../requisitions';
import * as repo from './application-records.repo';

/**
 * A requisition's funnel: visits (the job page counter) → started (visitors who pressed Apply)
 * → each step (distinct visitors who viewed / completed / abandoned it) → completed applications.
 * Staff with view on requisitions, within their scope (hidden requisitions are 404).
 */
export const funnelOf = async (
  db: Db,
  requisitionId: string,
  caller: AuthContext,
): Promise<TApplicationFunnel> => {
  await createRequisitionsService(db).get(requisitionId, caller);
  const [req, counts, devices, sources, outcomes] = await Promise.all([
    findFlowRequisition(db, requisitionId),
    repo.funnelCounts(db, requisitionId),
    repo.funnelBreakdown(db, requisitionId, 'device'),
    repo.funnelBreakdown(db, requisitionId, 'source'),
    repo.outcomeCounts(db, requisitionId),
  ]);
  const count = (step: string, kind: string) =>
    Number(counts.find((c) => c.step === step && c.kind === kind)?.visitors ?? 0);
  const median = (step: string) => {
    const m = counts.find((c) => c.step === step && c.kind === 'complete')?.median_ms;
    return m == null ? null : Math.round(Number(m) / 1000);
  };
  return {
    visits: req?.visits ?? 0,
    started: count('instructions-reminders', 'view'),
    completed: outcomes.completed,
    declinedAtPreScreening: outcomes.declined,
    steps: APPLICATION_STEPS.map((step) => ({
      step,
      viewed: count(step, 'view'),
      completed: count(step, 'complete'),
      abandoned: count(step, 'abandon'),
      medianSeconds: median(step),
    })),
    devices: Object.fromEntries(devices.map((d) => [d.key, Number(d.visitors)])),
    sources: Object.fromEntries(sources.map((d) => [d.key, Number(d.visitors)])),
  };
};
