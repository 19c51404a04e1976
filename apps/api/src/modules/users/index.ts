// What other modules may use of "users"; everything else in this folder is its own.

export { administratorEmails } from './users.repo';
export { usersRoutes } from './users.routes';
