// What other modules may use of "search"; everything else in this folder is its own.
export { searchRoutes } from './search.routes';
