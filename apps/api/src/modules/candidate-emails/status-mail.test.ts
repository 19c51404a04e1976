import {
  APPLICANT_STATUS_EMAILS,
  APPLICANT_STATUSES,
  fillStatusEmail,
  type TApplicantStatus,
} from '@ats/contract';
import { describe, expect, it } from 'vitest';
import { expectOnlyMessages } from './pseudo-mail.test-helper';
import { statusMail } from './status-mail';

const statuses = Object.keys(APPLICANT_STATUSES) as TApplicantStatus[];
const who = { to: 'ana@example.com', firstName: 'Ana', jobTitle: 'Support Agent' };

describe('the fixed status emails', () => {
  it('in English are what the staff dialog previews, for exactly the statuses it offers', () => {
    for (const status of statuses) {
      const mail = statusMail({ ...who, status, locale: 'en' });
      const preview = fillStatusEmail(status, who);
      expect({ status, mail: mail && { subject: mail.subject, text: mail.text } }).toEqual({
        status,
        mail: preview,
      });
    }
    expect(statuses.filter((s) => statusMail({ ...who, status: s, locale: 'en' }))).toEqual(
      Object.keys(APPLICANT_STATUS_EMAILS),
    );
  });

  it('in Spanish have every line from the Spanish message file', () => {
    const mail = statusMail({ ...who, status: 'for_offer', locale: 'es' })!;
    expect(mail.subject).toBe('Una oferta para Support Agent');
    expect(mail.text).toBe(
      'Hola Ana:\n\nFelicidades: cumple todos los requisitos para Support Agent y estamos preparando una oferta. Una persona de reclutamiento le contactará pronto.',
    );
  });

  it('every line of every status email comes from the message files (pseudo-locale)', () => {
    for (const status of Object.keys(APPLICANT_STATUS_EMAILS) as TApplicantStatus[])
      expectOnlyMessages(status, statusMail({ ...who, status, locale: 'en-XA' })!, [
        who.firstName,
        who.jobTitle,
      ]);
  });
});
