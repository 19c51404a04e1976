// What other modules may use of "candidates"; everything else in this folder is its own.
export { candidatesRoutes } from './candidates.routes';
