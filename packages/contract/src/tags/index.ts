export * from './tag.schema';
export * from './tag-name';
