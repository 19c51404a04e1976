// What other modules may use of "scheduling"; everything else in this folder is its own.
export { findInterview } from './scheduling.repo';
export { schedulingRoutes } from './scheduling.routes';
