// What other modules may use of "application-video-step": its routes.
export { applicationVideoStepRoutes } from './video-step.routes';
