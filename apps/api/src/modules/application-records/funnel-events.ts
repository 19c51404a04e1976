import { type TApplicationEvent, ZApplicationEvent } from '@ats/contract';
import type { Db } from '../../db/client';
import { badRequest, notFound } from '../../lib/http-error';
import { deviceOf, findFlowRequisition, sourceOf } from '../applications';
import * as repo from './application-records.repo';

/**
 * A funnel event the browser reports (view, abandon; complete only before the application exists:
 * the flow records each later step's completion itself). Only for a published job.
 */
export const recordFunnelEvent = async (db: Db, input: TApplicationEvent, userAgent: string) => {
  const e = ZApplicationEvent.parse(input);
  if (e.kind === 'complete' && !['job-description', 'instructions-reminders'].includes(e.step)) {
    throw badRequest('The server records this step’s completion', [
      `kind: complete is recorded at submit for ${e.step}`,
    ]);
  }
  const req = await findFlowRequisition(db, e.requisitionId);
  if (req?.publishStatus !== 'published') throw notFound('This job is no longer open');
  await repo.insertFunnelEvent(db, {
    requisitionId: e.requisitionId,
    visitorId: e.visitorId,
    step: e.step,
    kind: e.kind,
    msOnStep: e.msOnStep,
    device: deviceOf(userAgent),
    source: sourceOf(e.source),
  });
};
