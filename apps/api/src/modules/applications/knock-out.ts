import type { Db } from '../../db/client';
import { CANDIDATE_MAIL_PURPOSE, enqueueCandidateEmail, notSelectedMail } from '../candidate-emails';
import { preScreen } from '../screening';
import { type CandidateContext, deviceOf, KNOCK_OUT_REASON, localeOf } from './application-context';
import type { FlowCore } from './application-flow-core';
import * as repo from './applications.repo';

/**
 * pre-screening's run: applies the knock-out rules to the stored answers and the resume's country.
 * A failure declines the application with DEC000 (status change audited, respectful mail) and
 * closes the remaining steps; it is stored before the step is stamped, so a declined application
 * is never sent as complete. Run again (no new stamp) when the candidate changes an answer or the
 * resume's personal info before the application is sent
 * (docs/decisions/application-flow.md#a-way-back).
 */
export const knockOut =
  (core: FlowCore) => async (tx: Db, a: repo.ApplicationJoined, ctx: CandidateContext) => {
    const rerun = Boolean(a.app.stepsDone['pre-screening']);
    const applicantId = a.app.applicantId;
    const req = (await repo.findFlowRequisition(tx, a.app.requisitionId))!;
    const content = await core.contentOf(tx, req, a.app.qualificationSnapshot);
    // The results as the qualification step stored them (what the tracker's view reads too).
    const stored = await repo.answersOf(tx, applicantId);
    const verdict = preScreen({
      onDisqualify: content.qualification?.onDisqualify ?? null,
      questions: stored.qualificationQuestions,
      results: stored.qualificationQuestionResults,
      criteria: content.resumeProfile?.criteria ?? null,
      country: a.applicant.country,
    });
    await repo.updateApplication(tx, applicantId, {
      preScreen: { ...verdict, at: new Date().toISOString() },
    });
    if (!verdict.passed) {
      await repo.updateApplicant(tx, applicantId, {
        status: 'declined',
        reason: KNOCK_OUT_REASON,
        statusChangedAt: new Date(),
      });
      await core.auditApplication(
        tx,
        applicantId,
        'status_change',
        {
          status: { from: a.applicant.status, to: 'declined' },
          reason: { from: a.applicant.reason, to: KNOCK_OUT_REASON },
          by: 'pre-screening rules',
          failedRules: verdict.failed,
        },
        ctx.ip,
      );
      await enqueueCandidateEmail(
        tx,
        notSelectedMail({
          to: a.applicant.email,
          firstName: a.applicant.firstName,
          jobTitle: req.title,
          locale: localeOf(a.app.locale),
        }),
        { kind: 'requisition', applicantId, purpose: CANDIDATE_MAIL_PURPOSE.notSelected },
      );
    }
    if (!rerun) await core.completeStep(tx, a, 'pre-screening', deviceOf(ctx.userAgent));
    return verdict.passed;
  };
