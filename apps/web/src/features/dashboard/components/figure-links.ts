import { STAFF_URLS, staffPath } from '@ats/contract';
/** Links from a figure to the filtered list behind it (the lists' own URL filter keys). */
export const listHref = (path: string, params: Record<string, string | undefined>) => {
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v) qs.set(k, v);
  return qs.size ? `${path}?${qs}` : path;
};

export const REQ_TRACKER = STAFF_URLS.reqApplicantTracker;
export const MANUAL_TRACKER = STAFF_URLS.applicantTracker;
export const REQUISITIONS = STAFF_URLS.requisitions;
export const CLASS_REQUESTS = STAFF_URLS.classRequests;

/** The results screen of an interview type, where one exists. */
export const RESULTS_PATHS: Record<string, string> = {
  'typing-assessment': staffPath('interviewResults', { slug: 'typing-test-results' }),
  'video-question': staffPath('interviewResults', { slug: 'video-question-results' }),
  'resume-profile': staffPath('interviewResults', { slug: 'resume-screen-results' }),
};
