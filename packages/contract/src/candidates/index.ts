export * from './candidate.schema';
