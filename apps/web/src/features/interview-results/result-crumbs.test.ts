import { describe, expect, it } from 'vitest';
import { interviewCrumb, testResultCrumb } from './result-crumbs';

describe('result breadcrumbs (SPEC §4)', () => {
  it('names an applicant interview by the applicant, then the content, then "Interview Result"', () => {
    expect(interviewCrumb({ applicantName: 'Maria Reyes', referenceName: 'Data entry' })).toBe('Maria Reyes');
    expect(interviewCrumb({ applicantName: ' ', referenceName: 'Data entry' })).toBe('Data entry');
    expect(interviewCrumb({ applicantName: '', referenceName: '' })).toBe('Interview Result');
  });

  it('names a test result by the email, then the content, else "N/A"', () => {
    expect(testResultCrumb({ email: 'pilot@example.com', referenceName: 'Data entry' })).toBe(
      'pilot@example.com',
    );
    expect(testResultCrumb({ email: '', referenceName: 'Data entry' })).toBe('Data entry');
    expect(testResultCrumb({ email: '', referenceName: '' })).toBe('N/A');
  });
});
