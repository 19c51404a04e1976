export * from './candidate-email.schema';
