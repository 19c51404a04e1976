export * from './api-token.schema';
export * from './api-token-paths';
