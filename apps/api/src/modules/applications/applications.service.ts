import type { ModuleDeps } from '../module-deps';
import { createFlowCore, type FlowCore } from './application-flow-core';
import { candidateRequests } from './candidate-requests';
import { completionStep } from './completion-step';
import { personalInfoStep } from './personal-info-step';
import { qualificationStep } from './qualification-step';
import { resumeStep } from './resume-step';

/**
 * The flow's core with the completion step run after every step: what each step builds on,
 * here and in the step modules of their own (application-video-step, application-typing-step).
 */
export const flowCoreFor = (deps: ModuleDeps) => {
  let completion: ReturnType<typeof completionStep> | undefined;
  const core: FlowCore = createFlowCore(deps, (tx, id, device) => completion!.finishIfDone(tx, id, device));
  completion = completionStep(core);
  return { core, completion };
};

/**
 * The candidate's application flow, one file per step (docs/decisions/application-flow.md#where-the-flow-lives):
 * each step is a small factory over the flow's core (application-flow-core.ts), testable
 * without HTTP; this is what the routes call.
 */
export const createApplicationsService = (deps: ModuleDeps) => {
  const { core, completion } = flowCoreFor(deps);
  return {
    ...personalInfoStep(core),
    ...resumeStep(core),
    ...qualificationStep(core),
    ...completion,
    ...candidateRequests(core),
  };
};
