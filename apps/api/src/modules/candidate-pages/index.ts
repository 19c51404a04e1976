// What other modules may use of "candidate-pages"; everything else in this folder is its own.
export { candidatePagesRoutes } from './candidate-pages.routes';
