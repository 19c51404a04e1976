import type { TApplicantStatus } from '@ats/contract';
import type { MailMessage } from '../../adapters/mail/outbox.repo';
import { greeting, type MailLocale, mailWords } from './candidate-mail-words';

/** The statuses with a fixed email (the staff preview shows `APPLICANT_STATUS_EMAILS`, its English). */
const STATUSES_WITH_MAIL = new Set<TApplicantStatus>([
  'declined',
  'sent_to_operations',
  'interview_scheduled',
  'recommended',
  'for_offer',
  'offer_accepted',
]);

/** The fixed email of a status change, in the candidate's language; none for a status without one. */
export const statusMail = (p: {
  to: string;
  status: TApplicantStatus;
  firstName: string;
  jobTitle: string;
  locale: MailLocale;
}): MailMessage | undefined => {
  if (!STATUSES_WITH_MAIL.has(p.status)) return undefined;
  const t = mailWords(p.locale);
  return {
    to: p.to,
    subject: t(`status.${p.status}.subject`, { jobTitle: p.jobTitle }),
    text: [
      greeting(t, p.firstName),
      '',
      t(`status.${p.status}.text`, { jobTitle: p.jobTitle }),
      ...(p.status === 'declined' ? ['', t('status.declined.closing')] : []),
    ].join('\n'),
  };
};
