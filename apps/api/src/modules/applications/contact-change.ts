import { applicationContinuePath } from '@ats/contract';
import type { Db } from '../../db/client';
import { conflict } from '../../lib/http-error';
import { randomToken, sha256 } from '../../lib/tokens';
import { linkApplication, phoneDigitsOf } from '../applicant-common';
import { CANDIDATE_MAIL_PURPOSE, emailChangeMail, enqueueCandidateEmail } from '../candidate-emails';
import { days, localeOf } from './application-context';
import type { FlowCore } from './application-flow-core';
import * as repo from './applications.repo';

const EMAIL_LINK_DAYS = 2;

/**
 * Contact changes on an application in progress never move it to another person
 * (docs/decisions/application-flow.md#identity): the email the continue link went to stays until
 * a link sent to the new address is opened, and a phone or address another live application on
 * the job already has is not taken. Nothing in the answer tells whether someone else applied.
 */
export const contactChange = (core: FlowCore) => ({
  /** The email and phone to store now for these confirmed details; a new email waits for its link. */
  async guard(tx: Db, a: repo.ApplicationJoined, next: { email: string; phone: string; firstName: string }) {
    const applicantId = a.app.applicantId;
    const digits = phoneDigitsOf(next.phone);
    const phoneTaken =
      digits !== phoneDigitsOf(a.applicant.phone) &&
      Boolean(await repo.findDuplicate(tx, a.app.requisitionId, '', digits, applicantId));
    const phone = phoneTaken
      ? { phone: a.applicant.phone, phoneDigits: phoneDigitsOf(a.applicant.phone) }
      : { phone: next.phone, phoneDigits: digits };
    const email = next.email.trim();
    if (email.toLowerCase() !== a.applicant.email.toLowerCase()) {
      if ((await repo.pendingEmailOf(tx, applicantId))?.toLowerCase() !== email.toLowerCase()) {
        const token = randomToken();
        await repo.deleteEmailSessions(tx, applicantId);
        await repo.insertSession(tx, {
          applicantId,
          kind: 'email',
          tokenHash: sha256(token),
          expiresAt: days(EMAIL_LINK_DAYS),
          email,
        });
        // An address another live application on this job uses gets nothing (no mail about this one).
        const taken = await repo.findDuplicate(tx, a.app.requisitionId, email, '', applicantId);
        if (!taken) {
          const req = (await repo.findFlowRequisition(tx, a.app.requisitionId))!;
          await enqueueCandidateEmail(
            tx,
            emailChangeMail({
              to: email,
              firstName: next.firstName,
              jobTitle: req.title,
              link: `${core.deps.publicUrl}${applicationContinuePath(token)}`,
              locale: localeOf(a.app.locale),
            }),
            { kind: 'requisition', applicantId, purpose: CANDIDATE_MAIL_PURPOSE.emailChange },
          );
        }
        await core.auditApplication(tx, applicantId, 'update', {
          emailChangeRequested: { mailed: !taken },
          via: 'application flow',
        });
      }
    } else await repo.deleteEmailSessions(tx, applicantId);
    return { email: a.applicant.email, ...phone };
  },

  /**
   * The link sent to a new address was opened: the application takes that address (and the
   * candidate record it names), unless another live application on the job has it (409).
   */
  async confirm(tx: Db, session: { applicantId: string; email: string | null }) {
    const a = (await repo.findApplication(tx, session.applicantId, true))!;
    const email = session.email ?? a.applicant.email;
    if (await repo.findDuplicate(tx, a.app.requisitionId, email, '', a.app.applicantId))
      throw conflict('This email address is used by another application for this job', [
        'email: open the application that uses it, or keep your current address',
      ]);
    await repo.deleteEmailSessions(tx, a.app.applicantId);
    await repo.updateApplicant(tx, a.app.applicantId, { email });
    await linkApplication(tx, 'requisition', a.app.applicantId);
    await core.auditApplication(tx, a.app.applicantId, 'update', {
      email: { from: a.applicant.email, to: email },
      via: 'confirmed link',
    });
  },
});
