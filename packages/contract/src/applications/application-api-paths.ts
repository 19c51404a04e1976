// Apart from application-paths.ts: the job page loads that module for its links, not this table.

/**
 * API paths of the application flow (SPEC §7): public, and after personal-info only for the
 * application's cookie; then the staff's views of applications (application-records).
 */
export const APPLICATION_PATHS = {
  plan: '/api/applications/plan/:requisitionId',
  /** personal-info starts (or resumes) the application; resume-profile attaches the resume. */
  start: '/api/requisitions/resume-profile/submit/:requisitionId',
  state: '/api/applications/state/:applicantId',
  preScreening: '/api/applications/pre-screening/:applicantId',
  complete: '/api/applications/complete/:applicantId',
  withdraw: '/api/applications/withdraw/:applicantId',
  deletionRequest: '/api/applications/deletion-request/:applicantId',
  qualificationSubmit: '/api/requisitions/qualification-question/submit/:applicantId',
  continue: '/api/applications/continue',
  videoStart: '/api/applications/video/start/:applicantId',
  typingStart: '/api/applications/typing/start/:applicantId',
  uploadUrl: '/api/applications/upload-url/:applicantId',
  uploadComplete: '/api/applications/upload-complete/:applicantId',
  resumePrefill: '/api/applications/resume-prefill/:applicantId',
  /** The funnel's step views and clicks (public, rate limited). */
  events: '/api/applications/events',
  // Staff
  funnel: '/api/applications/funnel/:requisitionId',
  staff: '/api/applications/staff/:applicantId',
  erase: '/api/applications/erase/:applicantId',
} as const;
