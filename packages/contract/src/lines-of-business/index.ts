export * from './line-of-business.schema';
