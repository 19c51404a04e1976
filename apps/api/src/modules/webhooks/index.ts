// What other modules may use of "webhooks": the routes, the delivery jobs, and the one call that
// records an event for the subscribed endpoints (docs/decisions/webhooks.md).
export { webhookJobs } from './webhook-delivery';
export { emitRequisitionStatus, emitWebhookEvent } from './webhook-events';
export { webhooksRoutes } from './webhooks.routes';
