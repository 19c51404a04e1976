// What other modules may use of "users"; everything else in this folder is its own.
export { usersRoutes } from './users.routes';
