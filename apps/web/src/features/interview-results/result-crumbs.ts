import type { TApplicantInterviewListItem, TTestResultListItem } from '@ats/contract';

/** SPEC §4: an applicant interview is named by the applicant, then the content, then 'Interview Result'. */
export const interviewCrumb = (i: Pick<TApplicantInterviewListItem, 'applicantName' | 'referenceName'>) =>
  i.applicantName.trim() || i.referenceName.trim() || 'Interview Result';

/** SPEC §4: a test result is named by the email, then the content, else 'N/A'. */
export const testResultCrumb = (t: Pick<TTestResultListItem, 'email' | 'referenceName'>) =>
  t.email.trim() || t.referenceName.trim() || 'N/A';
