export * from './search.schema';
export * from './search-paths';
