import { INTERVIEW_TYPES, labelOf } from '@ats/contract';
import type { MailMessage } from '../../adapters/mail/outbox.repo';

export interface InterviewMailFacts {
  to: string;
  firstName: string;
  type: string;
  jobTitle: string;
  link: string;
  expiresAt: Date;
  /** 2 for a retake. */
  attempt: number;
}

const expiryLine = (d: Date) =>
  `The link works until ${d.toUTCString().replace(' GMT', ' UTC')} and only for you: please do not share it.`;

const what = (f: InterviewMailFacts) => labelOf(INTERVIEW_TYPES, f.type).toLowerCase();
const forRole = (f: InterviewMailFacts) => (f.jobTitle ? ` for the ${f.jobTitle} position` : '');

/** The invitation: the link to the candidate page, what to expect, until when it works. */
export const invitationMail = (f: InterviewMailFacts): MailMessage => ({
  to: f.to,
  subject: f.attempt > 1 ? `Your ${what(f)} retake${forRole(f)}` : `Your ${what(f)}${forRole(f)}`,
  text: [
    `Hello ${f.firstName || 'there'},`,
    '',
    f.attempt > 1
      ? `You have been given one more attempt at the ${what(f)}${forRole(f)}. Your earlier attempt is kept.`
      : `As the next step of your application${forRole(f)}, please complete a short ${what(f)}.`,
    f.type === 'typing-assessment'
      ? 'Find a quiet moment and a keyboard: the timer starts with your first keystroke.'
      : 'Find a quiet moment before you begin.',
    '',
    `Start here: ${f.link}`,
    '',
    expiryLine(f.expiresAt),
    '',
    'If you did not apply with us, you can ignore this message.',
  ].join('\n'),
});

/** The one reminder, when the candidate has not started after the configured delay. */
export const reminderMail = (f: InterviewMailFacts): MailMessage => ({
  to: f.to,
  subject: `Reminder: your ${what(f)}${forRole(f)} is waiting`,
  text: [
    `Hello ${f.firstName || 'there'},`,
    '',
    `A friendly reminder: your ${what(f)}${forRole(f)} has not been started yet.`,
    '',
    `Start here: ${f.link}`,
    '',
    expiryLine(f.expiresAt),
  ].join('\n'),
});
