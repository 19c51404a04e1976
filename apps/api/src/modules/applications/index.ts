// What other modules may use of "applications"; everything else in this folder is its own.

export { deviceOf, sourceOf } from './application-context';
export { type ApplicationJoined, findApplication, findFlowRequisition } from './applications.repo';
export { applicationsRoutes } from './applications.routes';
export { type ApplicationsService, createApplicationsService } from './applications.service';
export { contextOf, setCookie } from './candidate-request';
