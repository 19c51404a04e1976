export * from './scheduling.schema';
