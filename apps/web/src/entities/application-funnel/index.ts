export { useStepFunnel } from './application-funnel';
export { captureSource, visitorId, watchStep } from './application-funnel-events';
