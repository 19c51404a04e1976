import { randomInt, randomUUID } from 'node:crypto';
import type { Db } from '../../db/client';
import { conflict } from '../../lib/http-error';
import {
  type CandidateContext,
  CONTINUE_LINK_DAYS,
  days,
  type FlowCore,
  findApplication,
  findFlowRequisition,
  flowCoreFor,
  typingInterviewOf,
  updateApplication,
} from '../applications';
import { recordAudit } from '../audit';
import { findTypingTest, insertInterviews, typingContentOf } from '../interviews';
import type { ModuleDeps } from '../module-deps';

/**
 * typing-assessment: the interview of this application on the requisition's typing test
 * (created once, sent without mail); the typing page takes it from here with its token. The step
 * is done when that interview is submitted (the core's state reads it).
 */
const typingStep = (core: FlowCore) => ({
  /**
   * The typing page submitted this application's typing interview (called by the interviews
   * module in the same transaction): the step is done now, and with it, when it was the last,
   * the application (the candidate may close the result page).
   */
  async typingSubmitted(tx: Db, interviewId: string, applicantId: string) {
    const a = await findApplication(tx, applicantId, true);
    if (!a || a.app.typingInterviewId !== interviewId || a.app.stepsDone['typing-assessment']) return;
    await core.completeStep(tx, a, 'typing-assessment');
  },

  async startTyping(applicantId: string, ctx: CandidateContext) {
    return core.atStep(applicantId, ctx, 'typing-assessment', async (tx, a) => {
      if (a.app.typingInterviewId) {
        const existing = await typingInterviewOf(tx, a.app.typingInterviewId);
        if (existing) return { token: core.interviewTokens.tokenFor(existing.id, existing.tokenNonce) };
      }
      const req = (await findFlowRequisition(tx, a.app.requisitionId))!;
      const test = await findTypingTest(tx, req.typingTestId!);
      if (!test) throw conflict('This job has no typing test any more');
      const id = randomUUID();
      const link = core.interviewTokens.issue(id);
      const now = new Date();
      await insertInterviews(tx, [
        {
          id,
          type: 'typing-assessment',
          status: 'sent',
          requisitionApplicantId: applicantId,
          referenceId: test.id,
          referenceName: test.name,
          tokenNonce: link.nonce,
          tokenHash: link.hash,
          sentAt: now,
          remindedAt: now, // no reminder mail: the candidate is in the flow (continue link covers it)
          expiresAt: days(CONTINUE_LINK_DAYS),
          content: typingContentOf(test, randomInt(test.passages.length)),
          createdBy: null,
        },
      ]);
      await updateApplication(tx, applicantId, { typingInterviewId: id });
      await recordAudit(tx, {
        actorId: null,
        action: 'create',
        entityType: 'applicant-interview',
        entityId: id,
        diff: { type: 'typing-assessment', referenceName: test.name, via: 'application flow' },
      });
      return { token: link.token };
    });
  },
});

/** The typing step on the flow's core (the routes, and the typing page's submission in interviews). */
export const typingStepFor = (deps: ModuleDeps) => typingStep(flowCoreFor(deps).core);
