export * from './webhook.schema';
