import { describe, expect, it } from 'vitest';
import { mailDate } from '../candidate-emails';
import { expectOnlyMessages } from '../candidate-emails/pseudo-mail.test-helper';
import { surveyMail } from './anps.mail';

const facts = {
  to: 'ana@example.com',
  firstName: 'Ana',
  link: 'https://ats.example.com/surveys/anps/abc',
  expiresAt: new Date('2026-12-04T12:17:18Z'),
};

describe('survey email', () => {
  it('every line comes from the message files (pseudo-locale)', () => {
    const dynamic = [facts.firstName, facts.link, mailDate(facts.expiresAt, 'en-XA')];
    expectOnlyMessages('survey', surveyMail({ ...facts, locale: 'en-XA' }), dynamic);
    expectOnlyMessages('survey, no name', surveyMail({ ...facts, firstName: '', locale: 'en-XA' }), dynamic);
  });

  it('is written in the candidate’s language, dates as in every candidate email', () => {
    expect(surveyMail(facts).text).toContain('The link works until December 4, 2026 at 12:17 PM UTC.');
    expect(surveyMail({ ...facts, locale: 'es' }).subject).toBe('Una pregunta rápida sobre su postulación');
  });
});
