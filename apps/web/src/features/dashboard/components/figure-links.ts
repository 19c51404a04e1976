/** Links from a figure to the filtered list behind it (the lists' own URL filter keys). */
export const listHref = (path: string, params: Record<string, string | undefined>) => {
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v) qs.set(k, v);
  return qs.size ? `${path}?${qs}` : path;
};

export const REQ_TRACKER = '/talent-discovery/req-applicant-tracker';
export const MANUAL_TRACKER = '/talent-discovery/applicant-tracker';
export const REQUISITIONS = '/talent-discovery/requisitions';
export const CLASS_REQUESTS = '/talent-discovery/class-requests';

/** The results screen of an interview type, where one exists. */
export const RESULTS_PATHS: Record<string, string> = {
  'typing-assessment': '/talent-discovery/typing-test-results',
  'video-question': '/talent-discovery/video-question-results',
  'resume-profile': '/talent-discovery/resume-screen-results',
};
