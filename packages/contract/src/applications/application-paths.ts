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
