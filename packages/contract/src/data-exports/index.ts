export * from './data-export.schema';
