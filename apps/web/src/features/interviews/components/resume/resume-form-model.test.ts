import { ZJsonResume } from '@ats/contract';
import { describe, expect, it } from 'vitest';
import { fromFormValue, isResumeDate, toFormValue } from './resume-form-model';

const parsed = ZJsonResume.parse({
  basics: {
    name: 'Maria Santos',
    email: 'maria@example.com',
    location: { city: 'Makati', countryCode: 'PH' },
  },
  work: [{ name: 'Concentrix', position: 'CSR', startDate: '2021-03', highlights: ['Used Zendesk daily'] }],
  skills: [{ name: 'Tools', keywords: ['Zendesk', 'Salesforce'] }],
  languages: [{ language: 'English', fluency: 'Fluent' }],
});

describe('resume confirmation form model', () => {
  it('round-trips an unchanged resume exactly', () => {
    expect(fromFormValue(parsed, toFormValue(parsed))).toEqual(parsed);
  });

  it('applies corrections and keeps what the form does not show', () => {
    const v = toFormValue(parsed);
    const out = fromFormValue(parsed, {
      ...v,
      name: 'María Clara Santos',
      skills: 'Zendesk, Excel',
      languages: 'English, Tagalog',
      work: [{ ...v.work[0]!, endDate: '2024-01' }],
    });
    expect(out.basics.name).toBe('María Clara Santos');
    expect(out.work[0]).toMatchObject({ endDate: '2024-01', highlights: ['Used Zendesk daily'] });
    expect(out.skills).toEqual([{ name: 'Zendesk' }, { name: 'Excel' }]);
    expect(out.languages).toEqual([{ language: 'English', fluency: 'Fluent' }, { language: 'Tagalog' }]);
  });

  it('accepts JSON Resume dates only', () => {
    expect(['', '2021', '2021-03', '2021-03-15'].every(isResumeDate)).toBe(true);
    expect(['03/2021', '2021-13', 'Present'].some(isResumeDate)).toBe(false);
  });
});
