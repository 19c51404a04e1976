import type { TAuditAction } from '@ats/contract';
import type { Db } from '../../db/client';
import { recordAudit } from '../audit';
import { emitWebhookEvent } from '../webhooks';
import { applicantIdOf, applicantKindOf, type InterviewRow, updateInterview } from './interviews.repo';

export const INTERVIEW_ENTITY = 'applicant-interview';

/** The applicant entity whose timeline shows the interview's events (as the trackers record them). */
const applicantEntity = (row: InterviewRow) =>
  applicantKindOf(row) === 'requisition' ? 'requisition-applicant' : 'applicant';

/**
 * One lifecycle event, written twice in the caller's transaction: on the interview (its own
 * history) and on the applicant (their timeline). `actorId` null = the candidate or the system.
 * A submission is also the webhook event "interview result submitted", for every interview kind.
 */
export const auditInterview = async (
  tx: Db,
  row: InterviewRow,
  action: TAuditAction,
  actorId: string | null,
  diff: Record<string, unknown> = {},
  ip: string | null = null,
) => {
  if (action === 'interview_submit')
    await emitWebhookEvent(tx, 'interview.result_submitted', {
      interviewId: row.id,
      kind: row.type,
      [applicantKindOf(row) === 'requisition' ? 'requisitionApplicantId' : 'applicantId']: applicantIdOf(row),
      name: row.referenceName,
      status: 'submitted',
    });
  await recordAudit(
    tx,
    { actorId, action, entityType: INTERVIEW_ENTITY, entityId: row.id, diff, ip },
    {
      actorId,
      action,
      entityType: applicantEntity(row),
      entityId: applicantIdOf(row),
      diff: {
        interviewId: row.id,
        type: row.type,
        referenceName: row.referenceName,
        attempt: row.attempt,
        ...diff,
      },
      ip,
    },
  );
};

/** Marks an interview abandoned (by the candidate, or on a use after its link expired) and audits it. */
export const abandonInterview = async (
  tx: Db,
  row: InterviewRow,
  reason: 'expired' | 'candidate',
  ip: string | null,
  now = new Date(),
) => {
  await updateInterview(tx, row.id, { status: 'abandoned', abandonedAt: now });
  await auditInterview(tx, row, 'interview_abandon', null, { reason }, ip);
};
