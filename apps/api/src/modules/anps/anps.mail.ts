import type { MailMessage } from '../../adapters/mail/outbox.repo';
import { greeting, type MailLocale, mailDate, mailWords } from '../candidate-emails';

/** The survey invitation: one question, its link, until when it works (in the candidate's language). */
export const surveyMail = (p: {
  to: string;
  firstName: string;
  link: string;
  expiresAt: Date;
  /** English when not given. */
  locale?: MailLocale;
}): MailMessage => {
  const locale = p.locale ?? 'en';
  const t = mailWords(locale);
  return {
    to: p.to,
    subject: t('survey.subject'),
    text: [
      greeting(t, p.firstName),
      '',
      t('survey.thanks'),
      t('survey.question'),
      '',
      t('survey.answer', { link: p.link }),
      '',
      t('survey.expires', { date: mailDate(p.expiresAt, locale) }),
    ].join('\n'),
  };
};
