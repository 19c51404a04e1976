export * from './pipeline.schema';
