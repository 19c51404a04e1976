// What other modules may use of "audit"; everything else in this folder is its own.
export { auditRoutes } from './audit.routes';
export { diffOf, recordAudit, recordChanges, snapshotOf } from './audit.service';
