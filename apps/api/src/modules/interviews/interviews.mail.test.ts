import { INTERVIEW_TYPES } from '@ats/contract';
import { describe, expect, it } from 'vitest';
import { mailDate } from '../candidate-emails';
import { expectOnlyMessages } from '../candidate-emails/pseudo-mail.test-helper';
import { type InterviewMailFacts, invitationMail, reminderMail } from './interviews.mail';

const base: InterviewMailFacts = {
  to: 'ana@example.com',
  firstName: 'Ana',
  type: 'typing-assessment',
  jobTitle: 'Bilingual agent',
  link: 'https://ats.example.com/interviews/typing-assessment/abc',
  expiresAt: new Date('2026-12-04T12:17:18Z'),
  attempt: 1,
};

describe('interview invitation and reminder emails', () => {
  it('every line of every variant comes from the message files (pseudo-locale)', () => {
    const dynamic = [base.firstName, base.jobTitle, base.link, mailDate(base.expiresAt, 'en-XA')];
    for (const type of Object.keys(INTERVIEW_TYPES))
      for (const attempt of [1, 2])
        for (const jobTitle of ['Bilingual agent', ''])
          for (const firstName of ['Ana', '']) {
            const f = { ...base, type, attempt, jobTitle, firstName, locale: 'en-XA' };
            expectOnlyMessages(`invitation ${type} ${attempt}`, invitationMail(f), dynamic);
            expectOnlyMessages(`reminder ${type}`, reminderMail(f), dynamic);
          }
  });

  it('writes the link’s end as every candidate email does (not "Fri, 04 Dec 2026 12:17:18 UTC"), in Spanish too', () => {
    expect(invitationMail(base).text).toContain('The link works until December 4, 2026 at 12:17 PM UTC');
    const es = invitationMail({ ...base, locale: 'es' });
    expect(es.subject).toBe('Su prueba de mecanografía para el puesto Bilingual agent');
    expect(es.text).toContain('El enlace funciona hasta el 4 de diciembre de 2026 a las 12:17 p. m. UTC');
  });
});
