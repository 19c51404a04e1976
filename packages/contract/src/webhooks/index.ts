export * from './webhook.schema';
export * from './webhook-paths';
