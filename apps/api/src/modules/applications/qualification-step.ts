import { gradeQualification, type ZApplicationQualificationSubmit } from '@ats/contract';
import type { z } from 'zod';
import { badRequest } from '../../lib/http-error';
import { type CandidateContext, deviceOf } from './application-context';
import type { FlowCore } from './application-flow-core';
import * as repo from './applications.repo';
import { knockOut } from './knock-out';

/** qualification-questions and pre-screening: the answers, graded, then the knock-out rules. */
export const qualificationStep = (core: FlowCore) => {
  const screen = knockOut(core);

  return {
    /**
     * qualification-questions: graded against the questions frozen at the start; results by idx.
     * Revisited before the application is sent, the new answers replace the old and the knock-out
     * rules run again.
     */
    async submitQualification(
      applicantId: string,
      body: z.output<typeof ZApplicationQualificationSubmit>,
      ctx: CandidateContext,
    ) {
      return core.atStepOrEdit(applicantId, ctx, 'qualification-questions', async (tx, a, editing) => {
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
        if (editing) {
          if (a.app.stepsDone['pre-screening'])
            await screen(tx, (await repo.findApplication(tx, applicantId))!, ctx);
          return core.reloadState(tx, applicantId);
        }
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
