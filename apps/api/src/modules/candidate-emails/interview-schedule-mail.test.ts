import { describe, expect, it } from 'vitest';
import {
  interviewCancelMail,
  interviewInviteMail,
  interviewSubject,
  interviewWhen,
} from './interview-schedule-mail';
import { expectOnlyMessages } from './pseudo-mail.test-helper';

const at = new Date('2031-03-04T15:15:00Z');

describe('the scheduled interview in candidate mail', () => {
  it('writes its time by Intl in the zone it was set in, one format per language', () => {
    expect(interviewWhen(at, 'America/Costa_Rica', 45, 'en')).toBe(
      'Tuesday, March 4, 2031 at 9:15 AM (America/Costa_Rica), 45 minutes',
    );
    expect(interviewWhen(at, 'America/Costa_Rica', 1, 'es')).toMatch(
      /^martes, 4 de marzo de 2031, 9:15 a\. m\. \(America\/Costa_Rica\), 1 minuto$/,
    );
  });

  it('every line of the cancellation and the subjects come from the message files (pseudo-locale)', () => {
    const when = interviewWhen(at, 'UTC', 30, 'en-XA');
    const cancel = interviewCancelMail({ firstName: 'Ana', jobTitle: 'Agent', when, locale: 'en-XA' });
    expectOnlyMessages('cancel', cancel, ['Ana', 'Agent', mailDatePart(when)]);
    const noJob = interviewCancelMail({ firstName: '', jobTitle: '', when, locale: 'en-XA' });
    expectOnlyMessages('cancel without a job', noJob, [mailDatePart(when)]);
    const invite = interviewInviteMail({
      firstName: 'Ana',
      jobTitle: 'Agent',
      when,
      where: 'Room 5',
      locale: 'en-XA',
    });
    expectOnlyMessages('invitation without a template', invite, [
      'Ana',
      'Agent',
      'Room 5',
      mailDatePart(when),
    ]);
    expect(invite.text).toContain('Room 5');
    for (const kind of ['update', 'cancel'] as const)
      expectOnlyMessages(kind, { subject: interviewSubject(kind, 'Staff subject', 'en-XA'), text: '' }, [
        'Staff subject',
      ]);
  });
});

/** What Intl wrote (a dynamic value), without the duration the message file wrote. */
const mailDatePart = (when: string) => when.slice(0, when.lastIndexOf(', '));
