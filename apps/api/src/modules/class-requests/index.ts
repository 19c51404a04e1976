// What other modules may use of "class-requests"; everything else in this folder is its own.
export { classRequestsRoutes } from './class-requests.routes';
export { seedClassRequestsDemo } from './class-requests.seed';
