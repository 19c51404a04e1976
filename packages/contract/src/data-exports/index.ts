export * from './data-export.schema';
export * from './data-export-paths';
