import { randomUUID } from 'node:crypto';
import type { TApplicationVideoSubmit } from '@ats/contract';
import { conflict } from '../../lib/http-error';
import {
  type CandidateContext,
  CONTINUE_LINK_DAYS,
  days,
  deviceOf,
  type FlowCore,
  findFlowRequisition,
  updateApplication,
} from '../applications';
import { recordAudit } from '../audit';
import { insertGroup, insertInterviews, snapshotVideoAnswers, updateInterview } from '../interviews';
import { videoQuestionProfilesRepo } from '../screening';
import { videoGroupAnswers } from './video-step.repo';

/** Why a video question does not count yet, in the candidate's terms. */
const videoAnswerGap = (q: { status: string; startedAt: Date | null; answerStatus: string | null }) => {
  if (q.status === 'abandoned') return 'it was closed without an answer';
  switch (q.answerStatus) {
    case 'uploading':
      return 'its answer is still being sent';
    case 'validating':
      return 'its answer is still being checked';
    case 'corruption_detected':
      return 'its answer arrived damaged and must be recorded again';
    case 'uploaded':
      return 'its answer is being counted';
    default:
      return q.startedAt ? 'its answer has not been sent' : 'not answered yet';
  }
};

/** video-questions: the application's video interviews, then the step's submission. */
export const videoStep = (core: FlowCore) => ({
  /**
   * The application's video group, one `video-question` interview per question of the
   * requisition's video profile in order (created on the first visit, frozen like any group, sent
   * without mail; reused afterwards). The recorder takes it from here with the token.
   */
  async startVideo(applicantId: string, ctx: CandidateContext) {
    return core.atStep(applicantId, ctx, 'video-questions', async (tx, a) => {
      if (a.app.videoGroupId) {
        const [first] = (await videoGroupAnswers(tx, a.app.videoGroupId)).filter((q) => !q.archivedAt);
        if (first) return { token: core.interviewTokens.tokenFor(first.id, first.tokenNonce) };
      }
      const req = (await findFlowRequisition(tx, a.app.requisitionId))!;
      const profile = req.videoQuestionProfileId
        ? await videoQuestionProfilesRepo.find(tx, req.videoQuestionProfileId)
        : undefined;
      const questions = (profile?.questions ?? []) as { id: string; question: string }[];
      if (!questions.length) throw conflict('This job has no video questions any more');
      const group = await insertGroup(tx, {
        type: 'video-question',
        requisitionApplicantId: applicantId,
        createdBy: null,
      });
      const now = new Date();
      const links = questions.map((q, index) => {
        const id = randomUUID();
        return { id, index, q, link: core.interviewTokens.issue(id) };
      });
      const values = links.map(({ id, index, q, link }) => ({
        id,
        type: 'video-question',
        status: 'sent',
        requisitionApplicantId: applicantId,
        referenceId: q.id,
        referenceName: q.question,
        tokenNonce: link.nonce,
        tokenHash: link.hash,
        sentAt: now,
        remindedAt: now, // no invitation or reminder mail: the candidate is in the flow
        expiresAt: days(CONTINUE_LINK_DAYS),
        content: null,
        createdBy: null,
        groupId: group.id,
        groupIndex: index,
      }));
      await insertInterviews(tx, values);
      await snapshotVideoAnswers(tx, values);
      await updateApplication(tx, applicantId, { videoGroupId: group.id });
      await recordAudit(
        tx,
        ...values.map((v) => ({
          actorId: null,
          action: 'create' as const,
          entityType: 'applicant-interview',
          entityId: v.id,
          diff: { type: 'video-question', referenceName: v.referenceName, via: 'application flow' },
        })),
      );
      return { token: links[0]!.link.token };
    });
  },

  /**
   * `PUT /requisitions/video-question/submit/{applicantId}`: the video step is done when every
   * question of the application's group has its answer received and validated by the server's
   * probe (`uploaded`); otherwise 409 naming each question still open. A candidate who cannot
   * record (`unableToRecord`) asks for an accommodation instead: the step counts with the answers
   * received so far, the questions with nothing on the way are closed, and the recruiter sees
   * which are missing and why (docs/decisions/application-flow.md#video-step).
   */
  async submitVideo(applicantId: string, ctx: CandidateContext, body: TApplicationVideoSubmit = {}) {
    return core.atStep(applicantId, ctx, 'video-questions', async (tx, a) => {
      const answers = a.app.videoGroupId
        ? (await videoGroupAnswers(tx, a.app.videoGroupId)).filter((q) => !q.archivedAt)
        : [];
      const received = (q: (typeof answers)[number]) =>
        ['submitted', 'evaluated'].includes(q.status) && q.answerStatus === 'uploaded';
      const open = answers.filter((q) => !received(q));
      const unable = body.unableToRecord;
      if (unable) {
        const now = new Date();
        const missing = open.map((q) => (q.index ?? 0) + 1);
        await updateApplication(tx, applicantId, {
          videoUnableToRecord: { at: now.toISOString(), reason: unable.reason ?? '', missing },
        });
        // Nothing on the way for these: close them (an answer still being sent or checked stays
        // open and counts when it arrives).
        for (const q of open) {
          if (q.answerStatus === 'uploading' || q.answerStatus === 'validating') continue;
          if (!['new', 'sent', 'started'].includes(q.status)) continue;
          await updateInterview(tx, q.id, { status: 'abandoned', abandonedAt: now });
        }
        await core.auditApplication(tx, applicantId, 'update', {
          videoUnableToRecord: { reason: unable.reason ?? '', missing },
          via: 'application flow',
        });
      } else {
        if (!answers.length)
          throw conflict('Record your video answers first', [
            'video-questions: no answer has been recorded yet',
          ]);
        if (open.length)
          throw conflict(
            open.length === answers.length
              ? 'Your video answers have not been received yet'
              : 'Some video answers have not been received yet',
            open.map((q) => `question ${(q.index ?? 0) + 1} of ${answers.length}: ${videoAnswerGap(q)}`),
          );
      }
      await core.completeStep(tx, a, 'video-questions', deviceOf(ctx.userAgent));
      return core.reloadState(tx, applicantId);
    });
  },
});
