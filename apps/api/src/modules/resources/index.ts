// What other modules may use of "resources"; everything else in this folder is its own.
export { resourcesRoutes } from './resources.routes';
export { createResourcesService } from './resources.service';
