import { gradeQualification, type ZApplicationQualificationSubmit } from '@ats/contract';
import type { z } from 'zod';
import { enqueueMail } from '../../adapters/mail/outbox.repo';
import type { Db } from '../../db/client';
import { badRequest } from '../../lib/http-error';
import { type CandidateContext, deviceOf, KNOCK_OUT_REASON, localeOf } from './application-context';
import type { FlowCore } from './application-flow-core';
import { notSelectedMail } from './applications.mail';
import * as repo from './applications.repo';
import { preScreen } from './pre-screening';

/** qualification-questions and pre-screening: the answers, graded, then the knock-out rules. */
export const qualificationStep = (core: FlowCore) => {
  /**
   * Applies the knock-out rules. A failure declines the application with DEC000 (status change
   * audited, respectful mail) and closes the remaining steps; it is stored before the step is
   * stamped, so a declined application is never sent as complete.
   */
  const screen = async (tx: Db, a: repo.ApplicationJoined, ctx: CandidateContext) => {
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
      await enqueueMail(
        tx,
        notSelectedMail({
          to: a.applicant.email,
          firstName: a.applicant.firstName,
          jobTitle: req.title,
          locale: localeOf(a.app.locale),
        }),
      );
    }
    await core.completeStep(tx, a, 'pre-screening', deviceOf(ctx.userAgent));
    return verdict.passed;
  };

  return {
    /** qualification-questions: graded against the questions frozen at the start; results by idx. */
    async submitQualification(
      applicantId: string,
      body: z.output<typeof ZApplicationQualificationSubmit>,
      ctx: CandidateContext,
    ) {
      return core.atStep(applicantId, ctx, 'qualification-questions', async (tx, a) => {
        const snapshot = a.app.qualificationSnapshot!;
        const graded = gradeQualification(snapshot, body.responses);
        const unknown = body.responses.filter(
          (r) => !snapshot.questions.some((q) => q.questionId === r.questionId),
        );
        const errors = [
          ...graded.errors,
          ...unknown.map((r) => `${r.questionId}: not a question of this application`),
        ];
        if (errors.length) throw badRequest('Check your answers', errors);
        await repo.updateApplicant(tx, applicantId, {
          qualificationQuestions: snapshot.questions,
          qualificationQuestionResults: graded.results.map((r) => ({
            idx: r.idx,
            questionId: r.question.questionId,
            answerId: r.answerId,
            answerText: r.answerText,
            qualifies: r.qualifies,
          })),
        });
        await core.completeStep(tx, a, 'qualification-questions', deviceOf(ctx.userAgent));
        // The rules run now, not when the next page asks: a candidate may close the tab here.
        const next = await core.reloadState(tx, applicantId);
        if (next.nextStep !== 'pre-screening') return next;
        await screen(tx, (await repo.findApplication(tx, applicantId))!, ctx);
        return core.reloadState(tx, applicantId);
      });
    },

    /**
     * pre-screening: the knock-out rules run on the server as soon as the answers are in (see
     * submitQualification); this call, made by the pre-screening page, answers the verdict, running
     * the rules first when they have not run yet.
     */
    async runPreScreening(applicantId: string, ctx: CandidateContext) {
      return core.db.transaction(async (tx) => {
        const a = await core.mustOpen(tx, applicantId, ctx);
        const done = a.app.stepsDone['pre-screening'] ? a.app.preScreen : null;
        if (done) return { passed: done.passed, state: await core.reloadState(tx, applicantId) };
        await core.assertNext(tx, a, 'pre-screening');
        const passed = await screen(tx, a, ctx);
        return { passed, state: await core.reloadState(tx, applicantId) };
      });
    },
  };
};
