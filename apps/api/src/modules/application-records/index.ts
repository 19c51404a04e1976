// What other modules may use of "application-records"; everything else in this folder is its own.

export { applicationRecordsRoutes } from './application-records.routes';
