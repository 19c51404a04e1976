// What other modules may use of "saved-views"; everything else in this folder is its own.
export { savedViewsRoutes } from './saved-views.routes';
