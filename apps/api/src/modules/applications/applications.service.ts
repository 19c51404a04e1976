import type { ModuleDeps } from '../module-deps';
import { createFlowCore } from './application-flow-core';
import { candidateRequests } from './candidate-requests';
import { completionStep } from './completion-step';
import { personalInfoStep } from './personal-info-step';
import { qualificationStep } from './qualification-step';
import { resumeStep } from './resume-step';
import { typingStep } from './typing-step';
import { videoStep } from './video-step';

export type { CandidateContext, IssuedCookie } from './application-context';

/**
 * The candidate's application flow, one file per step (docs/decisions/application-flow.md#where-the-flow-lives):
 * each step is a small factory over the flow's core (application-flow-core.ts), testable
 * without HTTP; this is what the routes call.
 */
export const createApplicationsService = (deps: ModuleDeps) => {
  // The completion step runs after every step; it is built on the core it is handed to.
  let completion: ReturnType<typeof completionStep> | undefined;
  const core = createFlowCore(deps, (tx, id, device) => completion!.finishIfDone(tx, id, device));
  completion = completionStep(core);
  return {
    ...personalInfoStep(core),
    ...resumeStep(core),
    ...qualificationStep(core),
    ...videoStep(core),
    ...typingStep(core),
    ...completion,
    ...candidateRequests(core),
  };
};
export type ApplicationsService = ReturnType<typeof createApplicationsService>;
