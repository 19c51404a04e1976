// What other modules may use of "scorecards"; everything else in this folder is its own.
export { scorecardsRoutes } from './scorecards.routes';
