/**
 * The application flow's steps and web paths, without zod: the job page (the public entry's
 * lightest page) links to the flow without downloading the contract's schemas.
 */

/** The application form's steps, in order (SPEC §1). */
export const APPLICATION_STEPS = [
  'job-description',
  'instructions-reminders',
  'personal-info',
  'resume-profile',
  'qualification-questions',
  'pre-screening',
  'video-questions',
  'typing-assessment',
  'success',
] as const;
export type TApplicationStepName = (typeof APPLICATION_STEPS)[number];

// The paths of PUBLIC_URLS (candidate-pages/public-urls.ts), written out: the job page and the
// public entry do not download the whole table for them (public-urls.test.ts keeps them equal).

/** The candidate's private continue link (web route). */
export const applicationContinuePath = (token: string) => `/interviews/continue/${token}`;
export const applicationStepPath = (
  requisitionId: string,
  applicantId: string | null,
  step: TApplicationStepName,
) =>
  step === 'job-description'
    ? `/interviews/requisition/${requisitionId}`
    : applicantId
      ? `/interviews/requisition/${requisitionId}/${applicantId}/${step}`
      : `/interviews/requisition/${requisitionId}/apply/${step}`;

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
