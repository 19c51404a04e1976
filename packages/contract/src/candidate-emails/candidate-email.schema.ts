import { z } from 'zod';
import { ZMailLanguage } from '../common/enums';
import { ZApplicantKind } from '../interviews/interview-enums';

/** `/:kind/:applicantId` of the applicant record panels (emails, interviews, scorecards). */
export const ZApplicantRefParams = z.object({ kind: ZApplicantKind, applicantId: z.uuid() });

/** Delivery as the candidate's record shows it (from the mail outbox). */
export const CANDIDATE_EMAIL_DELIVERY = {
  sent: { label: 'Sent', description: 'Queued for delivery' },
  delivered: { label: 'Delivered', description: 'Accepted by the mail relay' },
  kept: { label: 'Kept', description: 'No mail relay configured: kept in the outbox' },
  failed: { label: 'Failed', description: 'Could not be delivered' },
} as const;
export type TCandidateEmailDelivery = keyof typeof CANDIDATE_EMAIL_DELIVERY;

/** Maps an outbox status to what the record shows. */
export const deliveryOf = (outboxStatus: string): TCandidateEmailDelivery =>
  outboxStatus === 'sent'
    ? 'delivered'
    : outboxStatus === 'kept'
      ? 'kept'
      : outboxStatus === 'failed'
        ? 'failed'
        : 'sent';

export const ZCandidateEmail = z.object({
  id: z.uuid(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  /**
   * invitation | decline | offer | reminder | interview-update | interview-cancel (templates and the
   * scheduler) · status-<status> (a status change's fixed email) · not-selected |
   * application-confirmation | continue-link | email-change | interview-invitation |
   * interview-reminder | assessment-invitation | assessment-reminder | anps-survey (the system's own
   * mails). A mail whose link lets its holder act as the candidate shows "[private link]" instead.
   */
  purpose: z.string(),
  delivery: z.enum(['sent', 'delivered', 'kept', 'failed']),
  error: z.string().nullable(),
  hasCalendarInvite: z.boolean(),
  sentBy: z.string().nullable(),
  createdAt: z.string(),
  deliveredAt: z.string().nullable(),
});
export type TCandidateEmail = z.infer<typeof ZCandidateEmail>;

export const ZCandidateEmailSend = z.object({
  kind: ZApplicantKind,
  applicantId: z.uuid(),
  templateId: z.uuid('Choose a template'),
  /** The email's language for this send; default: the applicant's (the template's counterpart in it). */
  language: ZMailLanguage.optional(),
});
export type TCandidateEmailSend = z.infer<typeof ZCandidateEmailSend>;
