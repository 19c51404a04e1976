/** API paths the candidate pages call (public). */
export const CANDIDATE_PAGE_PATHS = {
  /** Turns the pseudo-locale on or off for this browser (tests only). */
  pseudoLocale: '/api/public/pseudo-locale',
  /** The open jobs of the job board. */
  jobs: '/api/jobs/list',
} as const;
