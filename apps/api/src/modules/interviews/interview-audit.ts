import type { TAuditAction } from '@ats/contract';
import type { Db } from '../../db/client';
import { conflict } from '../../lib/http-error';
import { recordAudit } from '../audit';
import { emitWebhookEvent } from '../webhooks';
import { isExpired } from './interview-lifecycle';
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

/** The 409 a candidate's move gets once the interview's link has expired. */
export const interviewLinkExpired = () =>
  conflict('This interview link has expired', ['the link expired; ask the recruiter to send a new one']);

/**
 * An expired link abandons on its next use: this runs (and commits) before the move is tried,
 * so the abandonment stays even though the move itself is then refused. True when it abandoned.
 */
export const abandonIfExpired = (
  db: Db,
  byToken: (tx: Db, token: string) => Promise<{ row: InterviewRow }>,
  token: string,
  ip: string | null,
) =>
  db.transaction(async (tx) => {
    const j = await byToken(tx, token);
    if (!isExpired(j.row)) return false;
    await abandonInterview(tx, j.row, 'expired', ip);
    return true;
  });
