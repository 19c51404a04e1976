export * from './candidate-email.schema';
export * from './candidate-email-paths';
