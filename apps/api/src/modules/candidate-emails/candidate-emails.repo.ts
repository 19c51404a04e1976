import type { TApplicantKind } from '@ats/contract';
import { and, desc, eq } from 'drizzle-orm';
import { enqueueMail, type MailMessage } from '../../adapters/mail/outbox.repo';
import type { Db } from '../../db/client';
import { candidateEmails, mailOutbox, users } from '../../db/schema';

export interface CandidateEmailLink {
  kind: TApplicantKind;
  applicantId: string;
  purpose: string;
  templateId?: string | null;
  sentBy?: string | null;
}

/** Queues a mail and links it to the applicant, in the caller's transaction. */
export const enqueueCandidateEmail = async (db: Db, message: MailMessage, link: CandidateEmailLink) => {
  const outboxId = await enqueueMail(db, message);
  await db.insert(candidateEmails).values({
    outboxId,
    applicantKind: link.kind,
    applicantId: link.applicantId,
    purpose: link.purpose,
    templateId: link.templateId ?? null,
    sentBy: link.sentBy ?? null,
  });
  return outboxId;
};

/** Every email linked to the applicant, newest first, with its outbox delivery state. */
export const listCandidateEmails = (db: Db, kind: TApplicantKind, applicantId: string) =>
  db
    .select({
      id: candidateEmails.id,
      purpose: candidateEmails.purpose,
      createdAt: candidateEmails.createdAt,
      to: mailOutbox.to,
      subject: mailOutbox.subject,
      text: mailOutbox.text,
      status: mailOutbox.status,
      lastError: mailOutbox.lastError,
      sentAt: mailOutbox.sentAt,
      icalEvent: mailOutbox.icalEvent,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(candidateEmails)
    .innerJoin(mailOutbox, eq(mailOutbox.id, candidateEmails.outboxId))
    .leftJoin(users, eq(users.id, candidateEmails.sentBy))
    .where(and(eq(candidateEmails.applicantKind, kind), eq(candidateEmails.applicantId, applicantId)))
    .orderBy(desc(candidateEmails.createdAt), desc(candidateEmails.id))
    .limit(200);
