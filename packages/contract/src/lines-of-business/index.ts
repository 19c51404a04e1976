export * from './line-of-business.schema';
export * from './line-of-business-paths';
