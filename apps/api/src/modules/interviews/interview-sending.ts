import { candidateInterviewPath, INTERVIEW_DEFAULT_EXPIRY_DAYS } from '@ats/contract';
import type { Db } from '../../db/client';
import { badRequest } from '../../lib/http-error';
import { enqueueCandidateEmail, interviewMailPurpose, mailLanguageOf } from '../candidate-emails';
import { auditInterview } from './interview-audit';
import type { LinkTokens } from './interview-token';
import { invitationMail, type MailLanguage, reminderMail } from './interviews.mail';
import { applicantIdOf, applicantKindOf, type InterviewJoinedRow, updateInterview } from './interviews.repo';

export interface SendingDeps {
  tokens: LinkTokens;
  publicUrl: string;
}

const daysFromNow = (days: number) => new Date(Date.now() + days * 86_400_000);

const linkOf = (deps: SendingDeps, row: InterviewJoinedRow['row'], nonce = row.tokenNonce) =>
  `${deps.publicUrl}${candidateInterviewPath(row.type, deps.tokens.tokenFor(row.id, nonce))}`;

/** 400 naming applicants that have no email address to send a link to. */
export const assertEmails = (rows: { applicantName: string; applicantEmail: string }[]) => {
  const missing = rows.filter((r) => !r.applicantEmail);
  if (missing.length) {
    throw badRequest(
      'Some applicants have no email address',
      missing.map((r) => `${r.applicantName || 'An applicant'} has no email address`),
    );
  }
};

/**
 * Emails the link and marks the interview sent, in the caller's transaction (mail and status
 * land together or not at all). `rotate` issues a new token first: the old link stops working.
 */
export const sendInterview = async (
  tx: Db,
  deps: SendingDeps,
  j: InterviewJoinedRow,
  opts: {
    expiresInDays?: number;
    rotate?: boolean;
    actorId: string | null;
    action?: 'interview_send' | 'interview_resend' | 'interview_retake';
    /** Staff's choice for this send; else the applicant's language. */
    language?: MailLanguage | undefined;
  },
) => {
  const row = j.row;
  const expiresAt = daysFromNow(opts.expiresInDays ?? INTERVIEW_DEFAULT_EXPIRY_DAYS);
  const fresh = opts.rotate ? deps.tokens.issue(row.id) : undefined;
  const sentAt = new Date();
  await updateInterview(tx, row.id, {
    status: 'sent',
    sentAt,
    expiresAt,
    ...(fresh ? { tokenNonce: fresh.nonce, tokenHash: fresh.hash } : {}),
  });
  await enqueueCandidateEmail(
    tx,
    invitationMail({
      to: j.applicantEmail,
      firstName: j.applicantFirstName,
      type: row.type,
      jobTitle: j.jobTitle,
      link: linkOf(deps, row, fresh?.nonce),
      expiresAt,
      attempt: row.attempt,
      locale: opts.language ?? mailLanguageOf(j.applicantLanguage),
    }),
    {
      kind: applicantKindOf(row),
      applicantId: applicantIdOf(row),
      purpose: interviewMailPurpose(row.type, 'invitation'),
      sentBy: opts.actorId,
    },
  );
  await auditInterview(tx, row, opts.action ?? 'interview_send', opts.actorId, {
    to: j.applicantEmail,
    expiresAt: expiresAt.toISOString(),
  });
};

/** The one reminder: same link (same token), recorded so it is never sent twice. */
export const remindInterview = async (tx: Db, deps: SendingDeps, j: InterviewJoinedRow) => {
  await updateInterview(tx, j.row.id, { remindedAt: new Date() });
  if (!j.applicantEmail) return; // the address was removed since: stamped, so it is not retried
  await enqueueCandidateEmail(
    tx,
    reminderMail({
      to: j.applicantEmail,
      firstName: j.applicantFirstName,
      type: j.row.type,
      jobTitle: j.jobTitle,
      link: linkOf(deps, j.row),
      expiresAt: j.row.expiresAt,
      attempt: j.row.attempt,
      locale: mailLanguageOf(j.applicantLanguage),
    }),
    {
      kind: applicantKindOf(j.row),
      applicantId: applicantIdOf(j.row),
      purpose: interviewMailPurpose(j.row.type, 'reminder'),
    },
  );
  await auditInterview(tx, j.row, 'interview_remind', null, { to: j.applicantEmail });
};
