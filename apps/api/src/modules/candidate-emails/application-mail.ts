import type { MailMessage } from '../../adapters/mail/outbox.repo';
import { greeting, type MailLocale, mailDate, mailWords } from './candidate-mail-words';

/** Candidate mail in the language the candidate applied in (docs/decisions/i18n.md#candidate-mail). */
type Locale = MailLocale;

export const continueLinkMail = (p: {
  to: string;
  firstName: string;
  jobTitle: string;
  link: string;
  expiresAt: Date;
  locale: Locale;
}): MailMessage => {
  const t = mailWords(p.locale);
  return {
    to: p.to,
    subject: t('continue.subject', { jobTitle: p.jobTitle }),
    text: [
      greeting(t, p.firstName),
      '',
      t('continue.thanks', { jobTitle: p.jobTitle }),
      t('continue.open'),
      '',
      p.link,
      '',
      t('continue.expires', { date: mailDate(p.expiresAt, p.locale) }),
    ].join('\n'),
  };
};

export const confirmationMail = (p: {
  to: string;
  firstName: string;
  jobTitle: string;
  reference: string;
  statusLink: string;
  locale: Locale;
}): MailMessage => {
  const t = mailWords(p.locale);
  return {
    to: p.to,
    subject: t('confirmation.subject', { reference: p.reference }),
    text: [
      greeting(t, p.firstName),
      '',
      t('confirmation.received', { jobTitle: p.jobTitle, reference: p.reference }),
      t('confirmation.review'),
      t('confirmation.status', { link: p.statusLink }),
    ].join('\n'),
  };
};

export const notSelectedMail = (p: { to: string; firstName: string; jobTitle: string; locale: Locale }) => {
  const t = mailWords(p.locale);
  return {
    to: p.to,
    subject: t('notSelected.subject', { jobTitle: p.jobTitle }),
    text: [greeting(t, p.firstName), '', t('notSelected.text', { jobTitle: p.jobTitle })].join('\n'),
  };
};

/** The link that confirms a new address for an application in progress (sent to that address). */
export const emailChangeMail = (p: {
  to: string;
  firstName: string;
  jobTitle: string;
  link: string;
  locale: Locale;
}): MailMessage => {
  const t = mailWords(p.locale);
  return {
    to: p.to,
    subject: t('emailChange.subject', { jobTitle: p.jobTitle }),
    text: [
      greeting(t, p.firstName),
      '',
      t('emailChange.asked', { jobTitle: p.jobTitle }),
      t('emailChange.open'),
      '',
      p.link,
      '',
      t('emailChange.ignore'),
    ].join('\n'),
  };
};
