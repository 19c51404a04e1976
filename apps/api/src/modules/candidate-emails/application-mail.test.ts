import { describe, expect, it } from 'vitest';
import { confirmationMail, continueLinkMail, notSelectedMail } from './application-mail';
import { mailDate } from './candidate-mail-words';
import { expectOnlyMessages } from './pseudo-mail.test-helper';

const facts = {
  to: 'ana@example.com',
  firstName: 'Ana',
  jobTitle: 'Bilingual agent',
  link: 'https://ats.example.com/interviews/continue/abc',
  statusLink: 'https://ats.example.com/interviews/status/abc',
  reference: 'APP-2026-0042',
  expiresAt: new Date('2026-12-11T09:30:00Z'),
};
const mails = (locale: string) => ({
  continue: continueLinkMail({ ...facts, locale }),
  confirmation: confirmationMail({ ...facts, locale }),
  notSelected: notSelectedMail({ ...facts, locale }),
});

describe('application emails', () => {
  it('every line comes from the message files (pseudo-locale), but the names, links and dates', () => {
    const dynamic = [...Object.values(facts).map(String), mailDate(facts.expiresAt, 'en-XA')];
    for (const [name, mail] of Object.entries(mails('en-XA'))) expectOnlyMessages(name, mail, dynamic);
  });

  it('writes the expiry as every candidate email does, in the applicant’s language', () => {
    expect(mails('en').continue.text).toContain('The link expires on December 11, 2026 at 9:30 AM UTC.');
    expect(mails('es').continue.text).toContain(
      'El enlace vence el 11 de diciembre de 2026 a las 9:30 a. m. UTC.',
    );
    expect(mails('es').confirmation.subject).toBe('Recibimos su solicitud (APP-2026-0042)');
  });
});
