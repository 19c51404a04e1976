// What other modules may use of "data-exports": the routes and the archive-building job.
export { dataExportsRoutes } from './data-exports.routes';
export { dataExportJobs } from './data-exports.service';
