export * from './candidate.schema';
export * from './candidate-paths';
