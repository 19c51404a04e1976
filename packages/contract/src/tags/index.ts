export * from './tag.schema';
export * from './tag-name';
export * from './tag-paths';
