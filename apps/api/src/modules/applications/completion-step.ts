import { applicationContinuePath } from '@ats/contract';
import { enqueueMail } from '../../adapters/mail/outbox.repo';
import { randomToken, sha256 } from '../../lib/tokens';
import { sendAutomaticAnps } from '../anps';
import { emitWebhookEvent } from '../webhooks';
import { type CandidateContext, days, deviceOf, localeOf } from './application-context';
import type { FlowCore } from './application-flow-core';
import { confirmationMail } from './applications.mail';
import * as repo from './applications.repo';

/** success: every step done or skipped → completedAt, confirmation mail with the reference. */
export const completionStep = (core: FlowCore) => ({
  async complete(applicantId: string, ctx: CandidateContext) {
    return core.atStep(applicantId, ctx, 'success', async (tx, a) => {
      const now = new Date();
      await repo.updateApplicant(tx, applicantId, { completedAt: now });
      await emitWebhookEvent(tx, 'application.completed', {
        requisitionApplicantId: applicantId,
        requisitionId: a.app.requisitionId,
      });
      await core.completeStep(tx, a, 'success', deviceOf(ctx.userAgent));
      await core.auditApplication(
        tx,
        applicantId,
        'update',
        { completedAt: { from: null, to: now.toISOString() }, via: 'application flow' },
        ctx.ip,
      );
      const req = (await repo.findFlowRequisition(tx, a.app.requisitionId))!;
      const statusToken = randomToken();
      await repo.insertSession(tx, {
        applicantId,
        kind: 'link',
        tokenHash: sha256(statusToken),
        expiresAt: days(180),
      });
      await enqueueMail(
        tx,
        confirmationMail({
          to: a.applicant.email,
          firstName: a.applicant.firstName,
          jobTitle: req.title,
          reference: a.app.reference,
          statusLink: `${core.deps.publicUrl}${applicationContinuePath(statusToken)}`,
          locale: localeOf(a.app.locale),
        }),
      );
      await sendAutomaticAnps(tx, core.deps.publicUrl, 'requisition', [applicantId], 'application');
      return core.reloadState(tx, applicantId);
    });
  },
});
