import { applicationContinuePath } from '@ats/contract';
import type { Db } from '../../db/client';
import { randomToken, sha256 } from '../../lib/tokens';
import { sendAutomaticAnps } from '../anps';
import { CANDIDATE_MAIL_PURPOSE, confirmationMail, enqueueCandidateEmail } from '../candidate-emails';
import { emitWebhookEvent } from '../webhooks';
import { type CandidateContext, days, deviceOf, localeOf } from './application-context';
import type { FlowCore } from './application-flow-core';
import * as repo from './applications.repo';

/**
 * success: the application is sent (completedAt, confirmation mail with the reference) the moment
 * its last required step is done, whatever page the candidate closes
 * (docs/decisions/application-flow.md#completion-is-the-servers); the browser's explicit call only
 * reads the result then.
 */
export const completionStep = (core: FlowCore) => {
  const finish = async (tx: Db, a: repo.ApplicationJoined, device: string, ip?: string) => {
    const applicantId = a.app.applicantId;
    const now = new Date();
    await repo.updateApplicant(tx, applicantId, { completedAt: now });
    await emitWebhookEvent(tx, 'application.completed', {
      requisitionApplicantId: applicantId,
      requisitionId: a.app.requisitionId,
    });
    await core.completeStep(tx, a, 'success', device);
    await core.auditApplication(
      tx,
      applicantId,
      'update',
      { completedAt: { from: null, to: now.toISOString() }, via: 'application flow' },
      ip,
    );
    const req = (await repo.findFlowRequisition(tx, a.app.requisitionId))!;
    const statusToken = randomToken();
    await repo.insertSession(tx, {
      applicantId,
      kind: 'link',
      tokenHash: sha256(statusToken),
      expiresAt: days(180),
    });
    await enqueueCandidateEmail(
      tx,
      confirmationMail({
        to: a.applicant.email,
        firstName: a.applicant.firstName,
        jobTitle: req.title,
        reference: a.app.reference,
        statusLink: `${core.deps.publicUrl}${applicationContinuePath(statusToken)}`,
        locale: localeOf(a.app.locale),
      }),
      { kind: 'requisition', applicantId, purpose: CANDIDATE_MAIL_PURPOSE.applicationConfirmation },
    );
    await sendAutomaticAnps(tx, core.deps.publicUrl, 'requisition', [applicantId], 'application');
  };

  return {
    /** After any step: when only success is left, the application is sent now (once). */
    async finishIfDone(tx: Db, applicantId: string, device?: string) {
      const a = (await repo.findApplication(tx, applicantId, true))!;
      if (a.applicant.completedAt || a.app.stepsDone.success) return;
      const state = await core.stateOf(tx, a);
      if (state.nextStep !== 'success' || state.completedAt) return;
      await finish(tx, (await repo.findApplication(tx, applicantId))!, device ?? a.app.device);
    },

    /** The browser's call at the success step: sends it if not yet sent; a repeat sends nothing. */
    async complete(applicantId: string, ctx: CandidateContext) {
      return core.db.transaction(async (tx) => {
        const a = await core.mustOpen(tx, applicantId, ctx);
        if (!a.applicant.completedAt) {
          await core.assertNext(tx, a, 'success');
          await finish(tx, a, deviceOf(ctx.userAgent), ctx.ip);
        }
        return core.reloadState(tx, applicantId);
      });
    },
  };
};
