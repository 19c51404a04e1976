import { INTERVIEW_DEFAULT_EXPIRY_DAYS } from '@ats/contract';
import type { Db } from '../../db/client';
import { badRequest } from '../../lib/http-error';
import { auditInterview } from './interview-audit';
import { assertEmails, type SendingDeps, sendInterview } from './interview-sending';
import * as repo from './interviews.repo';
import * as videoRepo from './video-answers.repo';

/**
 * Freezes each question of a new video group into its answer row (what the candidate is asked,
 * think time, maximum length, retakes, the reviewer's guidance): editing the question later
 * changes no open link.
 */
export const snapshotVideoAnswers = async (
  tx: Db,
  interviews: { id?: string | undefined; referenceId: string }[],
) => {
  const questions = await videoRepo.findVideoQuestions(
    tx,
    interviews.map((i) => i.referenceId),
  );
  const values = interviews.map((i) => {
    const q = questions.get(i.referenceId);
    if (!q) throw badRequest('No such video question', [`referenceIds: no video question ${i.referenceId}`]);
    const { guidance, ...question } = q;
    return { interviewId: i.id!, question, guidance };
  });
  await videoRepo.insertAnswers(tx, values);
};

/**
 * Sends a video group as ONE invitation: the first question's link opens the whole group
 * (docs/decisions/video.md#video-interview-groups). The other questions are marked sent with the
 * same expiry and stamped reminded, so the reminder job also mails only once per group.
 */
export const sendVideoGroup = async (
  tx: Db,
  deps: SendingDeps,
  ids: string[],
  expiresInDays: number | undefined,
  actorId: string,
  language?: 'en' | 'es',
) => {
  const rows = await repo.findInterviewsByIds(tx, ids, undefined);
  const ordered = ids.map((id) => rows.find((r) => r.row.id === id)!);
  const [first, ...rest] = ordered;
  if (!first) return;
  assertEmails([first]);
  await sendInterview(tx, deps, first, { expiresInDays, actorId, language });
  const sent = (await repo.findInterviewById(tx, first.row.id))!.row;
  for (const j of rest) {
    await repo.updateInterview(tx, j.row.id, {
      status: 'sent',
      sentAt: sent.sentAt,
      expiresAt: sent.expiresAt,
      remindedAt: sent.sentAt,
    });
    await auditInterview(tx, j.row, 'interview_send', actorId, {
      to: j.applicantEmail,
      expiresAt: sent.expiresAt.toISOString(),
      withGroupLink: true,
      days: expiresInDays ?? INTERVIEW_DEFAULT_EXPIRY_DAYS,
    });
  }
};
