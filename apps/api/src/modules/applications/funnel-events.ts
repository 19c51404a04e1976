import { type TApplicationEvent, ZApplicationEvent } from '@ats/contract';
import { badRequest } from '../../lib/http-error';
import { type CandidateContext, deviceOf, sourceOf } from './application-context';
import type { FlowCore } from './application-flow-core';
import * as repo from './applications.repo';

/** The funnel's events the browser reports (the server records each step's completion itself). */
export const funnelEvents = (core: FlowCore) => ({
  /** A funnel event reported by the browser (view, abandon; complete only before the application exists). */
  async recordEvent(input: TApplicationEvent, ctx: CandidateContext) {
    const e = ZApplicationEvent.parse(input);
    if (e.kind === 'complete' && !['job-description', 'instructions-reminders'].includes(e.step)) {
      throw badRequest('The server records this step’s completion', [
        `kind: complete is recorded at submit for ${e.step}`,
      ]);
    }
    await core.publishedRequisition(core.db, e.requisitionId);
    await repo.insertEvent(core.db, {
      requisitionId: e.requisitionId,
      visitorId: e.visitorId,
      step: e.step,
      kind: e.kind,
      msOnStep: e.msOnStep,
      device: deviceOf(ctx.userAgent),
      source: sourceOf(e.source),
    });
  },
});
