import type { TMailLanguage } from '@ats/contract';
import type { MailMessage } from '../../adapters/mail/outbox.repo';
import { greeting, type MailLocale, type MailT, mailDate, mailWords } from '../candidate-emails';

/** The language of a candidate mail: the applicant's, or what staff chose for this send. */
export type MailLanguage = TMailLanguage;

export interface InterviewMailFacts {
  to: string;
  firstName: string;
  type: string;
  jobTitle: string;
  link: string;
  expiresAt: Date;
  /** 2 for a retake. */
  attempt: number;
  /** The candidate's language (docs/decisions/i18n.md#candidate-mail); English when not given. */
  locale?: MailLocale;
}

/** The words of one mail: `t`, what is sent ("typing test") and the key variant naming the job. */
const wordsOf = (f: InterviewMailFacts) => {
  const t = mailWords(f.locale ?? 'en');
  const values = { what: t(`interview.types.${f.type}`), jobTitle: f.jobTitle };
  const role = f.jobTitle ? 'ForRole' : '';
  return { t, values, role };
};

const expiryLine = (t: MailT, f: InterviewMailFacts) =>
  t('interview.expires', { date: mailDate(f.expiresAt, f.locale ?? 'en') });

/** The invitation: the link to the candidate page, what to expect, until when it works. */
export const invitationMail = (f: InterviewMailFacts): MailMessage => {
  const { t, values, role } = wordsOf(f);
  return {
    to: f.to,
    subject: t(f.attempt > 1 ? `interview.retakeSubject${role}` : `interview.subject${role}`, values),
    text: [
      greeting(t, f.firstName),
      '',
      t(f.attempt > 1 ? `interview.retake${role}` : `interview.nextStep${role}`, values),
      t(f.type === 'typing-assessment' ? 'interview.typingTip' : 'interview.quietTip'),
      '',
      t('interview.start', { link: f.link }),
      '',
      expiryLine(t, f),
      '',
      t('interview.notYou'),
    ].join('\n'),
  };
};

/** The one reminder, when the candidate has not started after the configured delay. */
export const reminderMail = (f: InterviewMailFacts): MailMessage => {
  const { t, values, role } = wordsOf(f);
  return {
    to: f.to,
    subject: t(`interview.reminderSubject${role}`, values),
    text: [
      greeting(t, f.firstName),
      '',
      t(`interview.reminder${role}`, values),
      '',
      t('interview.start', { link: f.link }),
      '',
      expiryLine(t, f),
    ].join('\n'),
  };
};
