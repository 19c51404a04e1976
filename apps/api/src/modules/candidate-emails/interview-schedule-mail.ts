import { greeting, type MailLocale, mailDateIn, mailWords } from './candidate-mail-words';

/** A scheduled interview's when, as the candidate reads it: "Tuesday, March 4, 2031 at 9:15 AM (America/Costa_Rica), 45 minutes". */
export const interviewWhen = (at: Date, timeZone: string, minutes: number, locale: MailLocale) =>
  `${mailDateIn(at, locale, timeZone)}, ${mailWords(locale)('schedule.duration', { count: minutes })}`;

/** The invitation's subject for a new, moved or cancelled interview ("Updated: …"). */
export const interviewSubject = (kind: 'new' | 'update' | 'cancel', subject: string, locale: MailLocale) => {
  const t = mailWords(locale);
  if (kind === 'update') return t('schedule.updatedSubject', { subject });
  if (kind === 'cancel') return t('schedule.cancelledSubject', { subject });
  return subject;
};

/** The candidate's cancellation (no template: it only says the interview is off). */
export const interviewCancelMail = (p: {
  firstName: string;
  jobTitle: string;
  when: string;
  locale: MailLocale;
}) => {
  const t = mailWords(p.locale);
  return {
    subject: p.jobTitle ? t('schedule.subject', { jobTitle: p.jobTitle }) : t('schedule.subjectNoJob'),
    text: [greeting(t, p.firstName), '', t('schedule.cancelled', { when: p.when })].join('\n'),
  };
};

/** The invitation when no invitation template exists (staff deleted them all): what, when, where. */
export const interviewInviteMail = (p: {
  firstName: string;
  jobTitle: string;
  when: string;
  where: string;
  locale: MailLocale;
}) => {
  const t = mailWords(p.locale);
  return {
    subject: p.jobTitle ? t('schedule.subject', { jobTitle: p.jobTitle }) : t('schedule.subjectNoJob'),
    text: [
      greeting(t, p.firstName),
      '',
      t('schedule.invite'),
      '',
      t('schedule.when', { when: p.when }),
      ...(p.where ? [t('schedule.where', { where: p.where })] : []),
    ].join('\n'),
  };
};
