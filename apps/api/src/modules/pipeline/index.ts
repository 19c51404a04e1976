// What other modules may use of "pipeline"; everything else in this folder is its own.
export { pipelineRoutes } from './pipeline.routes';
