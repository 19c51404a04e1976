// What other modules may use of "lines-of-business"; everything else in this folder is its own.
export { linesOfBusinessRoutes } from './lines-of-business.routes';
