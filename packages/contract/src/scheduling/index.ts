export * from './scheduling.schema';
export * from './scheduling-paths';
