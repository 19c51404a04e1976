export * from './resource.schema';
export * from './resource-paths';
