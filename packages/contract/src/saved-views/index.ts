export * from './saved-view.schema';
