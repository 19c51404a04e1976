export * from './search.schema';
