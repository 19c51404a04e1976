export * from './saved-view.schema';
export * from './saved-view-paths';
