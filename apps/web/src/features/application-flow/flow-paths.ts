import { applicationStepPath, type TApplicationStep } from '@ats/contract';

export const stepPath = applicationStepPath;
export const statusPath = (requisitionId: string, applicantId: string) =>
  `/interviews/requisition/${requisitionId}/${applicantId}/status`;

export const isStep = (s: string | undefined): s is TApplicationStep =>
  Boolean(s) &&
  [
    'job-description',
    'instructions-reminders',
    'personal-info',
    'resume-profile',
    'qualification-questions',
    'pre-screening',
    'video-questions',
    'typing-assessment',
    'success',
  ].includes(s as string);
