export * from './resource.schema';
