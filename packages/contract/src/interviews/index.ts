export * from './candidate-interview.schema';
export * from './interview.schema';
export * from './interview-enums';
export * from './interview-paths';
export * from './test-result.schema';
export * from './typing-result.schema';
