// What other modules may use of "applications"; everything else in this folder is its own.
// The flow's steps that live in modules of their own (application-video-step,
// application-typing-step, application-resume-upload) build on its core and its records here.

export {
  type CandidateContext,
  CONTINUE_LINK_DAYS,
  days,
  deviceOf,
  sourceOf,
} from './application-context';
export type { FlowCore } from './application-flow-core';
export {
  type ApplicationJoined,
  findApplication,
  findFlowRequisition,
  typingInterviewOf,
  updateApplication,
} from './applications.repo';
export { applicationsRoutes } from './applications.routes';
export { createApplicationsService, flowCoreFor } from './applications.service';
export { contextOf, setCookie } from './candidate-request';
