// What other modules may use of "roles"; everything else in this folder is its own.
export { grantorOf } from './grantor';
export { findRole } from './roles.repo';
export { rolesRoutes } from './roles.routes';
