/**
 * The application flow's steps and web paths, without zod: the job page (the public entry's
 * lightest page) links to the flow without downloading the contract's schemas.
 */
import { publicPath } from '../candidate-pages/public-urls';

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

/** The candidate's private continue link (web route). */
export const applicationContinuePath = (token: string) => publicPath('applicationContinue', { token });
export const applicationStepPath = (
  requisitionId: string,
  applicantId: string | null,
  step: TApplicationStepName,
) =>
  step === 'job-description'
    ? publicPath('jobPage', { requisitionId })
    : applicantId
      ? publicPath('applicationStep', { requisitionId, applicantId, step })
      : publicPath('applyStep', { requisitionId, step });
