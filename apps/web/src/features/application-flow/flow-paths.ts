import { APPLICATION_STEPS, applicationStepPath, type TApplicationStep } from '@ats/contract';

export const stepPath = applicationStepPath;
export const statusPath = (requisitionId: string, applicantId: string) =>
  `/interviews/requisition/${requisitionId}/${applicantId}/status`;

export const isStep = (s: string | undefined): s is TApplicationStep =>
  (APPLICATION_STEPS as readonly (string | undefined)[]).includes(s);
