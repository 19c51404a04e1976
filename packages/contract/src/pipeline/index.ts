export * from './pipeline.schema';
export * from './pipeline-paths';
