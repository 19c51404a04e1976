import { applicationStepPath } from '@ats/contract';
import { conflict, notFound } from '../../lib/http-error';
import { sha256 } from '../../lib/tokens';
import { recordAudit } from '../audit';
import { type CandidateContext, ENTITY, WITHDRAW_REASON } from './application-context';
import type { FlowCore } from './application-flow-core';
import * as repo from './applications.repo';
import { contactChange } from './contact-change';

/** What a candidate asks of their application at any step: its state, this browser, withdraw, deletion. */
export const candidateRequests = (core: FlowCore) => ({
  async state(applicantId: string, ctx: CandidateContext) {
    return core.db.transaction(async (tx) => core.stateOf(tx, await core.mustOpen(tx, applicantId, ctx)));
  },

  /** The continue link: opens the application in this browser (a new cookie) wherever it is. */
  async continueWith(token: string) {
    return core.db.transaction(async (tx) => {
      const link = await repo.findSession(tx, sha256(token), 'link');
      // A link sent to a new address confirms it, then opens the application like a continue link.
      const change = link ? undefined : await repo.findSession(tx, sha256(token), 'email');
      if (change) await contactChange(core).confirm(tx, change);
      const session = link ?? change;
      const a = session ? await repo.findApplication(tx, session.applicantId) : undefined;
      if (!a || a.applicant.archivedAt) throw notFound('Continue link');
      const cookie = await core.issueCookie(tx, a.app.applicantId);
      const state = await core.stateOf(tx, a);
      return {
        state,
        next: applicationStepPath(a.app.requisitionId, a.app.applicantId, state.nextStep ?? 'success'),
        cookie,
      };
    });
  },

  /** Withdraw: declined with DEC007 (no longer exploring), audited; once. */
  async withdraw(applicantId: string, ctx: CandidateContext) {
    return core.db.transaction(async (tx) => {
      const a = await core.mustOpen(tx, applicantId, ctx);
      if (a.app.withdrawnAt) throw conflict('This application was already withdrawn');
      if (a.applicant.status !== 'incomplete') {
        throw conflict('This application has been decided; contact the recruiter', [
          `status: ${a.applicant.status}`,
        ]);
      }
      const now = new Date();
      await repo.updateApplication(tx, applicantId, { withdrawnAt: now });
      await repo.updateApplicant(tx, applicantId, {
        status: 'declined',
        reason: WITHDRAW_REASON,
        statusChangedAt: now,
      });
      await recordAudit(
        tx,
        {
          actorId: null,
          action: 'application_withdraw',
          entityType: ENTITY,
          entityId: applicantId,
          ip: ctx.ip,
        },
        {
          actorId: null,
          action: 'status_change',
          entityType: ENTITY,
          entityId: applicantId,
          diff: {
            status: { from: a.applicant.status, to: 'declined' },
            reason: { from: a.applicant.reason, to: WITHDRAW_REASON },
            by: 'candidate withdrew',
          },
          ip: ctx.ip,
        },
      );
      return core.reloadState(tx, applicantId);
    });
  },

  /** A staff-visible request to delete the candidate's data (audited; once). */
  async requestDeletion(applicantId: string, ctx: CandidateContext) {
    return core.db.transaction(async (tx) => {
      const a = await core.mustOpen(tx, applicantId, ctx);
      if (a.app.deletionRequestedAt) throw conflict('Deletion was already requested');
      await repo.updateApplication(tx, applicantId, { deletionRequestedAt: new Date() });
      await core.auditApplication(tx, applicantId, 'application_deletion_request', undefined, ctx.ip);
      return core.reloadState(tx, applicantId);
    });
  },
});
